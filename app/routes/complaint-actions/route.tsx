import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import { safeRedirect } from "@shared/safe-redirect";
import type { SessionUser } from "@worker/auth/current-user";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { performCardAction, recordShare } from "@worker/services/complaints/card-actions";
import { actorAddress } from "@worker/services/complaints/ranking";
import { recordUserAddress } from "@worker/services/users/address-blocks";
import { redirect } from "react-router";
import { z } from "zod";
import { cardToastIn, cardWord } from "~/i18n/card-toasts.server";
import { saidRefusal, schemaRefusal } from "~/i18n/refusals.server";
import {
  type ActionInput,
  type Answer,
  isDocumentSubmit,
  refuse,
  signedInAction,
  succeed,
} from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import type { Route } from "./+types/route";
import { cardFailure } from "./card-failures";

/** A card action's answer: the new count of a share or an uck. */
export type CardActionResult = Answer<{ count: number }>;

const ShareSchema = z.object({
  intent: z.literal("share"),
  channel: z.enum(["web_share", "copy_link"]),
});

const REMOVING = new Set(["delete", "admin-delete", "mute-author"]);

const SIGN_IN: Record<string, string> = {
  uck: "Please sign in to uck complaints.",
  unuck: "Please sign in to uck complaints.",
  delete: "You must be logged in to delete complaints.",
  "admin-delete": "You must be logged in to delete complaints.",
};

/** The uck button's toasts, in the spec's words (an uck already given is not a failure). */
function uckToast(cast: { success: boolean; message: string }) {
  if (cast.message === "Ucked")
    return { title: "Ucked!", description: "Your uck has been counted." };
  if (cast.message === "Already voted")
    return { title: "Already Ucked!", description: "You have already ucked this complaint." };
  return { title: "Uck removed" };
}

type CardArgs = Route.ActionArgs;

/** Sharing is open to anyone: the share is counted (by person or address) and its link shown. */
async function share(
  { fields, intent, user, now }: ActionInput<SessionUser | null>,
  { params, context, request }: CardArgs,
) {
  const parsed = ShareSchema.safeParse(fields);
  if (!parsed.success) return refuse(intent, "invalid");
  const shared = await recordShare(
    context.db,
    params.id,
    {
      userId: user?.id ?? null,
      clientIp: context.clientIp,
      address: actorAddress(context.config.addressHashKey, context.clientIp),
    },
    parsed.data.channel,
    now,
  );
  if (!shared.ok) return refuse(intent, shared.code);
  // Scripts share through the browser and say so themselves; without them Share counts the
  // share and the page shows the link to pass on.
  const link = `${context.config.publicHost}/complaint/${params.id}`;
  const toast = isDocumentSubmit(request)
    ? { title: cardWord(context.locale, "shareLink"), description: link }
    : undefined;
  return succeed(intent, toast, { count: shared.count });
}

/**
 * The card's action for one language: its sign-in prompts and failures, made by the route kit
 * (which knows no language), and every answer of `answer` are said in it (issue 40), so the
 * toast a script shows and the flash a full-page submit brings back agree.
 */
const cardAction = (locale: Locale) =>
  signedInAction<CardArgs, { count: number }>(
    {
      name: "card_action",
      failure: (intent) => cardToastIn(locale, cardFailure(intent)),
      signIn: (intent) =>
        cardToastIn(locale, {
          title: "Error",
          description: SIGN_IN[intent] ?? "Please sign in first.",
        }),
      stayOnPage: true,
      open: { share },
    },
    answer,
  );

const ACTIONS = new Map<Locale, ReturnType<typeof cardAction>>();

/**
 * POST /complaint/{id}/actions: every card action, dispatched on `intent`; all but sharing need a
 * signed-in person. The uck's plain form posts here too (scripts call the spec's JSON function;
 * both run `castUck`).
 */
export const action = (args: CardArgs) => {
  // A context without a language (a test's hand-made one) gets English.
  const locale = isLocale(args.context.locale) ? args.context.locale : DEFAULT_LOCALE;
  let run = ACTIONS.get(locale);
  if (!run) {
    run = cardAction(locale);
    ACTIONS.set(locale, run);
  }
  return run(args);
};

async function answer(
  { fields, intent, user, now }: ActionInput<SessionUser>,
  { params, context }: CardArgs,
) {
  if (intent === "uck" || intent === "unuck") {
    const undo = intent === "unuck";
    const cast = await context.castUck(user.id, params.id, undo, now);
    if ("code" in cast) {
      const { message: description } = cast;
      // A rate limit brings its words; the uck's "Complaint not found" is its code's.
      const words = "words" in cast ? cast.words : ({ text: "uck.notFound" } as const);
      return refuse(
        intent,
        cast.code,
        saidRefusal(context.locale, { title: "Error", description, words }),
      );
    }
    return succeed(intent, cardToastIn(context.locale, uckToast(cast)), { count: cast.count });
  }
  const parsed = CardActionSchema.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return refuse(
      intent,
      "invalid",
      schemaRefusal(context.locale, message, "Please check your input."),
    );
  }
  if (parsed.data.intent === "refund") {
    // The address a refund is confirmed from is compared with the members' (decision 027).
    await recordUserAddress(
      context.db,
      context.config.addressHashKey,
      user.id,
      context.clientIp,
      now,
    );
  }
  const outcome = await performCardAction(context.postbox, user, params.id, parsed.data, now);
  // A refusal the services word is said by its words; the others are known by their English.
  const toast = cardToastIn(context.locale, saidRefusal(context.locale, outcome.toast));
  if (!outcome.ok) return refuse(intent, outcome.code, toast);
  if (outcome.imageUrl) context.deleteStoredImage(outcome.imageUrl);
  // Deleting or blocking removes the card that asked; the page reloads with the toast as a flash.
  if (fields.redirectTo !== undefined && REMOVING.has(intent)) {
    throw redirect(safeRedirect(fields.redirectTo), {
      headers: { "Set-Cookie": context.flashCookie({ kind: "success", ...toast }) },
    });
  }
  return succeed(intent, toast);
}

/**
 * A request that never reaches the server answers like a failure: the page stays (the card says
 * it in the page's language, use-card-action.ts).
 */
export const clientAction = keepPageOnFailure<typeof action>(cardFailure);
