import { z } from "zod";

/** The texts of "Invite a friend by e-mail", one place (the panel and the service share them). */
export const INVITE_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  alreadyOnUck: (email: string) => `${email} is already on UCK.`,
  alreadyInvited: (email: string) => `You have already invited ${email}.`,
  sendFailed: "We couldn't send the invitation. Please try again.",
  sent: (email: string) => `Invitation sent to ${email}.`,
} as const;

/** The address to invite, trimmed and lower-cased as every e-mail address is stored. */
export const InviteEmailSchema = z.object({
  email: z
    .string({ error: INVITE_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: INVITE_MESSAGES.invalidEmail })
        .max(254, { error: INVITE_MESSAGES.invalidEmail }),
    ),
});
