import { GENERIC_FAILURE } from "@shared/failure-text";
import type { UckLoadContext } from "@worker/load-context";
import { ADMIN_MESSAGES } from "@worker/services/admin/access";
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

/** The spec's failure texts, per intent; the refusals of these intents are titled by them too. */
const FAILED: Record<string, string> = {
  "grant-superadmin": ADMIN_MESSAGES.grantFailed,
  block: ADMIN_MESSAGES.blockFailed,
  unblock: ADMIN_MESSAGES.unblockFailed,
  "assign-admin": ADMIN_MESSAGES.roleFailed,
  "revoke-admin": ADMIN_MESSAGES.revokeFailed,
};
export const failedText = (intent: string) =>
  (Object.hasOwn(FAILED, intent) ? FAILED[intent] : undefined) ?? GENERIC_FAILURE;

/**
 * A use case's answer: its message is the toast; a refusal is titled `title` when given (the
 * message then describes it), else by its message.
 */
export function answer(intent: string, result: AdminOutcome, title?: string) {
  if (result.ok) return succeed(intent, { title: result.message });
  const toast = title ? { title, description: result.message } : { title: result.message };
  return refuse(intent, result.code, toast);
}

/**
 * The common intent: its schema reads the form (a form it cannot read is refused with
 * `invalid`, the text that says what to choose), then its use case runs and answers.
 */
export const decision =
  <T>(
    schema: z.ZodType<T>,
    invalid: string,
    run: (input: AdminIntentInput, parsed: T) => Promise<AdminOutcome>,
  ): AdminIntent =>
  async (input) => {
    const parsed = schema.safeParse(input.values);
    if (!parsed.success) return refuse(input.intent, "invalid", { title: invalid });
    return answer(input.intent, await run(input, parsed.data));
  };
