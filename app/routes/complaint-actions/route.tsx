import { safeRedirect } from "@shared/safe-redirect";
import type { SessionUser } from "@worker/auth/current-user";
import { complaints } from "@worker/db/schema";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { performCardAction, recordShare } from "@worker/services/complaints/card-actions";
import { actorAddress } from "@worker/services/complaints/ranking";
import { selectCards } from "@worker/services/public/card-select";
import { toCard } from "@worker/services/public/complaint";
import { recordUserAddress } from "@worker/services/users/address-blocks";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { z } from "zod";
import { wordsOf } from "~/i18n/page-messages";
import { saidRefusal, schemaRefusal } from "~/i18n/refusals.server";
import { say } from "~/i18n/say.server";
import { pageMessages } from "~/i18n/sections.server";
import type { Toast } from "~/i18n/toast-words";
import {
  type ActionInput,
  type Answer,
  isDocumentSubmit,
  refuse,
  signedInAction,
  succeed,
} from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { cardFailure } from "./card-failures";
import { CardActionsPage } from "./page";

export const handle = { title: "Complaint actions", titleKey: "title" };

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const words = wordsOf(loaded?.pageMessages);
  return pageMeta(matches, {
    title: words.title ?? SITE_NAME,
    description: words.description ?? SITE_NAME,
    path: `/complaint/${params.id}/actions`,
    // The complaint's own page is the one to find.
    noindex: true,
  });
};

/**
 * GET /complaint/{id}/actions: the card's actions as a page (decision 071), where the card's
 * menu button leads before or without scripts; `back` is the page the card was on. The viewer's
 * own card (saved, following, the author), so it is never stored by a cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [row] = await selectCards(context.db, context.user?.id ?? null)
    .where(eq(complaints.id, params.id))
    .limit(1);
  if (!row) throw data(null, { status: 404 });
  const own = `/complaint/${params.id}`;
  return data(
    {
      card: toCard(row),
      // Only a path of this site: anything else is the complaint's own page.
      back: safeRedirect(new URL(request.url).searchParams.get("back"), own),
      link: `${context.config.publicHost}${own}`,
      pageMessages: pageMessages("cardActions", context.locale),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function CardActions({ loaderData }: Route.ComponentProps) {
  return <CardActionsPage {...loaderData} />;
}

/** A card action's answer: the new count of a share or an uck. */
export type CardActionResult = Answer<{ count: number }>;

const ShareSchema = z.object({
  intent: z.literal("share"),
  channel: z.enum(["web_share", "copy_link"]),
});

const REMOVING = new Set(["delete", "admin-delete", "mute-author"]);
/** Actions that change what the complaint's picture card shows (its text, its status). */
const CHANGES_CARD = new Set(["edit", "satisfaction", "refund"]);

/** The sign-in prompts, in the spec's words, with their keys (the `card` section's). */
const SIGN_IN_UCK: Toast = {
  title: "Error",
  description: "Please sign in to uck complaints.",
  words: { title: "error", text: "signIn.uck" },
};
const SIGN_IN_DELETE: Toast = {
  title: "Error",
  description: "You must be logged in to delete complaints.",
  words: { title: "error", text: "signIn.delete" },
};
const SIGN_IN: Record<string, Toast> = {
  uck: SIGN_IN_UCK,
  unuck: SIGN_IN_UCK,
  delete: SIGN_IN_DELETE,
  "admin-delete": SIGN_IN_DELETE,
};
const SIGN_IN_FIRST: Toast = {
  title: "Error",
  description: "Please sign in first.",
  words: { title: "error", text: "signIn.first" },
};

/** The uck button's toasts, in the spec's words (an uck already given is not a failure). */
const UCK_TOASTS: Record<string, Toast> = {
  Ucked: {
    title: "Ucked!",
    description: "Your uck has been counted.",
    words: { title: "uck.ucked", text: "uck.uckedText" },
  },
  "Already voted": {
    title: "Already Ucked!",
    description: "You have already ucked this complaint.",
    words: { title: "uck.already", text: "uck.alreadyText" },
  },
};
const UCK_REMOVED: Toast = { title: "Uck removed", words: { title: "uck.removed" } };

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
    ? { title: say(context.locale, "shareLink"), description: link }
    : undefined;
  return succeed(intent, toast, { count: shared.count });
}

/**
 * POST /complaint/{id}/actions: every card action, dispatched on `intent`; all but sharing need a
 * signed-in person. The uck's plain form posts here too (scripts call the spec's JSON function;
 * both run `castUck`). Every answer carries its keys; the kit says it in the request's language
 * (decision 037), so the toast a script shows and the flash a full-page submit brings back agree.
 */
export const action = signedInAction<CardArgs, { count: number }>(
  {
    name: "card_action",
    failure: cardFailure,
    signIn: (intent) => SIGN_IN[intent] ?? SIGN_IN_FIRST,
    stayOnPage: true,
    open: { share },
  },
  answer,
);

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
    return succeed(intent, UCK_TOASTS[cast.message] ?? UCK_REMOVED, { count: cast.count });
  }
  const parsed = CardActionSchema.safeParse(fields);
  if (!parsed.success) {
    const fields = {
      reason: { too_small: "report.reasonEmpty", too_big: "report.reasonTooLong" },
      text: { too_small: "edit.textEmpty", too_big: "edit.textTooLong" },
    } as const;
    return refuse(
      intent,
      "invalid",
      schemaRefusal(context.locale, parsed.error, fields, {
        title: "Error",
        description: "Please check your input.",
        words: { title: "title.error", text: "form.checkInput" },
      }),
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
  // Said here (not by the kit) because a removal's flash carries it past the kit.
  const toast = saidRefusal(context.locale, outcome.toast);
  if (!outcome.ok) return refuse(intent, outcome.code, toast);
  if (outcome.imageUrl) context.deleteStoredImage(outcome.imageUrl);
  // A new text or status is a new picture card: drawn now, in the background.
  if (CHANGES_CARD.has(intent)) context.drawComplaintCard(params.id);
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
