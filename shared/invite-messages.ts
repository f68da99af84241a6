import { EMAIL_SHAPE } from "./auth-rules";

/** The texts of "Invite a friend by e-mail", one place (the panel and the service share them). */
export const INVITE_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  alreadyOnUck: (email: string) => `${email} is already on UCK.`,
  alreadyInvited: (email: string) => `You have already invited ${email}.`,
  sendFailed: "We couldn't send the invitation. Please try again.",
  sent: (email: string) => `Invitation sent to ${email}.`,
} as const;

/**
 * The browser's check before sending (no zod on a page): an address without the shape of one
 * is refused here with the server's words; the server's schema (./invite-validation.ts, zod's
 * stricter e-mail rule) still decides.
 */
export function inviteAddressProblem(record: Record<string, unknown>) {
  const email = typeof record.email === "string" ? record.email.trim().toLowerCase() : "";
  return EMAIL_SHAPE.test(email)
    ? null
    : { error: INVITE_MESSAGES.invalidEmail, words: { text: "invites.invalidEmail" } };
}
