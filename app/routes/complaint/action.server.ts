import { CATEGORY_SLUGS } from "@shared/category-labels";
import { AppealTextSchema } from "@shared/removals-schemas";
import type { SessionUser } from "@worker/auth/current-user";
import type { UckLoadContext } from "@worker/load-context";
import { appealRemoval } from "@worker/services/admin/appeals";
import { ClockAnswersFormSchema, updateClockAnswers } from "@worker/services/complaints/clocks";
import {
  CommentTextSchema,
  postComment,
  toggleCommentUck,
} from "@worker/services/complaints/comments";
import { setComplaintCategory } from "@worker/services/complaints/edit-delete";
import { NameChoiceSchema, setComplaintNameShown } from "@worker/services/complaints/name-choice";
import { actorAddress } from "@worker/services/complaints/ranking";
import { ResolutionFormSchema, updateResolution } from "@worker/services/complaints/resolution";
import { sendLetter } from "@worker/services/letters/letters";
import { z } from "zod";
import {
  CATEGORY_SAVED,
  CLOCKS_SAVED,
  COMMENT_FAILED,
  COMMENT_POSTED,
  NAME_HIDDEN,
  NAME_SHOWN,
  RESOLUTION_SAVED,
} from "~/i18n/complaint-toasts";
import { saidRefusal, schemaRefusal } from "~/i18n/refusals.server";
import { type ActionInput, type Reply, refuse, succeed } from "~/kit/action.server";

/**
 * The complaint page's action (app/routes/complaint/route.tsx), for a signed-in person: the
 * author's appeal of a removal, what would resolve the complaint, its category, a comment, a
 * comment's uck.
 */
type ActionInputArgs = { params: { id: string }; context: UckLoadContext };

const CommentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("appeal"), appeal: AppealTextSchema }),
  z.object({ intent: z.literal("resolution"), ...ResolutionFormSchema.shape }),
  z.object({
    intent: z.literal("category"),
    category: z.enum(CATEGORY_SLUGS as [string, ...string[]]),
  }),
  z.object({ intent: z.literal("clocks"), ...ClockAnswersFormSchema.shape }),
  z.object({ intent: z.literal("send-letter") }),
  z.object({ intent: z.literal("comment"), text: CommentTextSchema }),
  z.object({ intent: z.literal("name-choice"), ...NameChoiceSchema.shape }),
  z.object({
    intent: z.literal("comment-uck"),
    commentId: z.string().min(1).max(64),
    uck: z.enum(["0", "1"]),
  }),
]);

export async function complaintAction(
  { fields, user, now }: ActionInput<SessionUser>,
  { params, context }: ActionInputArgs,
): Promise<Reply<{ count: number }>> {
  const { locale } = context;
  const parsed = CommentActionSchema.safeParse(fields);
  if (!parsed.success) {
    const fields = {
      text: { too_small: "comment.empty", too_big: "comment.tooLong" },
      appeal: { too_small: "appeal.empty", too_big: "appeal.tooLong" },
    } as const;
    return refuse(
      "comment",
      "invalid",
      schemaRefusal(locale, parsed.error, fields, COMMENT_FAILED),
    );
  }
  if (parsed.data.intent === "appeal") {
    const result = await appealRemoval(context.db, user.id, params.id, parsed.data.appeal, now);
    // The appeal's answers carry their words: the kit says them in the page's language.
    return result.ok
      ? succeed("appeal", result.toast)
      : refuse("appeal", result.code, result.toast);
  }
  if (parsed.data.intent === "resolution") {
    const { intent: _intent, ...fields } = parsed.data;
    const result = await updateResolution(context.db, params.id, user.id, fields, now);
    if (result.ok) return succeed("resolution", RESOLUTION_SAVED);
    return refuse(
      "resolution",
      result.code,
      saidRefusal(locale, { title: "Error", description: result.problem, words: result.words }),
    );
  }
  if (parsed.data.intent === "clocks") {
    const { intent: _intent, ...fields } = parsed.data;
    const result = await updateClockAnswers(context.db, params.id, user.id, fields, now);
    if (result.ok) return succeed("clocks", CLOCKS_SAVED);
    return refuse(
      "clocks",
      result.code,
      saidRefusal(locale, { title: "Error", description: result.problem, words: result.words }),
    );
  }
  if (parsed.data.intent === "send-letter") {
    // The letter before action, mailed once by UCK for the author (decision 047).
    const result = await sendLetter(context.postbox, params.id, user.id, now, locale);
    if (result.ok) {
      return succeed("send-letter", {
        title: "Saved",
        description: "Your letter is on its way, and it is recorded on your complaint's file.",
        words: { title: "complaint.saved", text: "letters.sendDone" },
      });
    }
    const key =
      result.code === "already"
        ? "letters.sendRefused.already"
        : result.code === "no_address"
          ? "letters.sendRefused.noAddress"
          : result.code === "cadence"
            ? "letters.sendRefused.cadence"
            : result.code === "capped"
              ? "letters.sendRefused.capped"
              : "letters.sendRefused.unavailable";
    const time = result.nextAt
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "UTC",
        }).format(result.nextAt)
      : "";
    return refuse(
      "send-letter",
      result.code === "not_found" ? "not_found" : "invalid",
      saidRefusal(locale, {
        title: "Error",
        description: "UCK cannot send this letter now.",
        words: { text: key, values: { time: `${time} UTC` } },
      }),
    );
  }
  if (parsed.data.intent === "category") {
    const saved = await setComplaintCategory(
      context.db,
      user.id,
      params.id,
      parsed.data.category,
      new Date(now),
    );
    if (saved) context.drawComplaintCard(params.id);
    return saved
      ? succeed("category", CATEGORY_SAVED)
      : refuse(
          "category",
          "not_found",
          saidRefusal(locale, {
            title: "Error",
            description: "Only the complainant can change this.",
            words: { text: "resolution.notAuthor" },
          }),
        );
  }
  if (parsed.data.intent === "name-choice") {
    const show = parsed.data.show === "1";
    const result = await setComplaintNameShown(context.db, params.id, user.id, show, now);
    if (result.ok) {
      // The complaint's picture card is drawn again (its figures name the choice).
      context.drawComplaintCard(params.id);
      return succeed("name-choice", show ? NAME_SHOWN : NAME_HIDDEN);
    }
    return refuse("name-choice", result.code, saidRefusal(locale, result.problem));
  }
  if (parsed.data.intent === "comment") {
    const result = await postComment(
      context.postbox,
      params.id,
      user.id,
      parsed.data.text,
      now,
      actorAddress(context.config.addressHashKey, context.clientIp),
    );
    if (result.ok) {
      return succeed("comment", COMMENT_POSTED);
    }
    if (result.code !== "rate_limited") return refuse("comment", "not_found", COMMENT_FAILED);
    const { message: description, words } = result;
    return refuse(
      "comment",
      "rate_limited",
      saidRefusal(locale, { title: "Error", description, words }),
    );
  }
  const result = await toggleCommentUck(
    context.db,
    parsed.data.commentId,
    user.id,
    parsed.data.uck === "1",
    now,
    params.id,
  );
  if (!result.ok || result.complaintId !== params.id) return refuse("comment-uck", "not_found");
  return succeed("comment-uck", undefined, { count: result.count });
}
