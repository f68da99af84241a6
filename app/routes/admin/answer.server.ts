import { fill } from "@shared/format";
import { adminAnswersEn } from "@shared/messages/en/admin-answers";
import type { Toast, Words } from "@shared/messages/words";
import type { UckLoadContext } from "@worker/load-context";
import type { AdminOutcome } from "@worker/services/admin/outcome";
import type { z } from "zod";
import { type Reply, refuse, succeed } from "~/kit/action.server";

/**
 * What each admin intent's handler gets once the action has checked the superadmin: the form as
 * posted (the last value of a repeated field, files included), the acting superadmin, the time
 * and the request's context.
 */
export type AdminIntentInput = {
  intent: string;
  values: Record<string, FormDataEntryValue>;
  actorId: string;
  now: number;
  context: UckLoadContext;
};

/** An admin intent: it parses its form, runs its use case and answers with its toast. */
export type AdminIntent = (input: AdminIntentInput) => Promise<Reply>;

/** A key of the admin page's answers (shared/messages/<lang>/admin-answers.ts). */
export type AdminAnswerKey = keyof typeof adminAnswersEn extends infer K
  ? K extends `${infer Base}_${"one" | "other"}`
    ? Base
    : K
  : never;

/**
 * An admin toast by its key: the English from the catalogue (for the JSON functions and the
 * logs) and the key, which the kit says in the request's language (decision 037).
 */
export function adminToast(key: AdminAnswerKey, values?: Words["values"]): Toast {
  const english: Record<string, string> = adminAnswersEn;
  return { title: fill(english[key] ?? key, values ?? {}), words: { title: key, values } };
}

/** The spec's failure texts, per intent; the refusals of these intents are titled by them too. */
const FAILED: Record<string, AdminAnswerKey> = {
  "grant-superadmin": "answer.grantFailed",
  block: "answer.blockFailed",
  unblock: "answer.unblockFailed",
  "assign-admin": "answer.roleFailed",
  "revoke-admin": "answer.revokeFailed",
};
export const failedToast = (intent: string) =>
  adminToast((Object.hasOwn(FAILED, intent) ? FAILED[intent] : undefined) ?? "answer.generic");

/** An outcome's message as a toast's title, its sentence key said as the title. */
const titled = (message: string, words: Words | undefined): Toast => ({
  title: message,
  ...(words && { words: { ...words, text: undefined, title: words.text } }),
});

/**
 * A use case's answer: its message is the toast; a refusal is titled `failed` when given (the
 * message then describes it), else by its message.
 */
export function answer(intent: string, result: AdminOutcome, failed?: Toast) {
  if (result.ok) return succeed(intent, titled(result.message, result.words));
  if (!failed) return refuse(intent, result.code, titled(result.message, result.words));
  return refuse(intent, result.code, {
    title: failed.title,
    description: result.message,
    words: { ...result.words, title: failed.words?.title, text: result.words?.text },
  });
}

/**
 * The common intent: its schema reads the form (a form it cannot read is refused with
 * `invalid`, the text that says what to choose), then its use case runs and answers.
 */
export const decision =
  <T>(
    schema: z.ZodType<T>,
    invalid: AdminAnswerKey,
    run: (input: AdminIntentInput, parsed: T) => Promise<AdminOutcome>,
  ): AdminIntent =>
  async (input) => {
    const parsed = schema.safeParse(input.values);
    if (!parsed.success) return refuse(input.intent, "invalid", adminToast(invalid));
    return answer(input.intent, await run(input, parsed.data));
  };
