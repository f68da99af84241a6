import { safeRedirect } from "@shared/safe-redirect";
import { exceededRateLimit } from "@worker/auth/rate-limit";
import {
  CardActionSchema,
  performCardAction,
  recordShare,
} from "@worker/services/complaints/card-actions";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/complaint-actions";

export type CardActionResult = {
  ok: boolean;
  intent: string;
  toast?: { title: string; description?: string };
  count?: number;
};

const ShareSchema = z.object({
  intent: z.literal("share"),
  channel: z.enum(["web_share", "copy_link"]),
});

const REMOVING = new Set(["delete", "admin-delete", "mute-author"]);

const SIGN_IN: Record<string, string> = {
  delete: "You must be logged in to delete complaints.",
  "admin-delete": "You must be logged in to delete complaints.",
};

/** POST /complaint/{id}/actions: every card action, dispatched on `intent`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const intent = typeof form.intent === "string" ? form.intent : "";
  const now = Date.now();

  if (intent === "share") {
    const parsed = ShareSchema.safeParse(form);
    if (!parsed.success) return data<CardActionResult>({ ok: false, intent }, { status: 400 });
    const limited = await exceededRateLimit(context.db, [["shareByIp", context.clientIp]], now);
    if (limited) return data<CardActionResult>({ ok: false, intent }, { status: 429 });
    const result = await recordShare(
      context.db,
      params.id,
      context.user?.id ?? null,
      parsed.data.channel,
      now,
    );
    return data<CardActionResult>(
      { ok: result.ok, intent, count: result.ok ? result.count : undefined },
      { status: result.ok ? 200 : 404 },
    );
  }

  if (!context.user) {
    return data<CardActionResult>(
      {
        ok: false,
        intent,
        toast: { title: "Error", description: SIGN_IN[intent] ?? "Please sign in first." },
      },
      { status: 401 },
    );
  }
  const parsed = CardActionSchema.safeParse(form);
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? "Please check your input.";
    return data<CardActionResult>(
      { ok: false, intent, toast: { title: "Error", description } },
      { status: 400 },
    );
  }
  if (parsed.data.intent === "report") {
    const limited = await exceededRateLimit(context.db, [["reportByUser", context.user.id]], now);
    if (limited)
      return data<CardActionResult>(
        { ok: false, intent, toast: { title: "Error", description: limited } },
        { status: 429 },
      );
  }
  const outcome = await performCardAction(context.db, context.user, params.id, parsed.data, now);
  if (!outcome.ok)
    return data<CardActionResult>(
      { ok: false, intent, toast: outcome.toast },
      { status: outcome.status },
    );
  if (outcome.imageUrl) context.deleteStoredImage(outcome.imageUrl);
  // Deleting or blocking removes the card that asked; the page reloads with the toast as a flash.
  if (typeof form.redirectTo === "string" && REMOVING.has(intent)) {
    throw redirect(safeRedirect(form.redirectTo), {
      headers: { "Set-Cookie": context.flashCookie({ kind: "success", ...outcome.toast }) },
    });
  }
  return data<CardActionResult>({ ok: true, intent, toast: outcome.toast });
}
