import { z } from "zod";

/** The texts of "Invite a friend by e-mail", one place (the panel and the service share them). */
export const INVITE_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  alreadyOnUck: (email: string) => `${email} is already on UCK.`,
  alreadyInvited: (email: string) => `You have already invited ${email}.`,
  sendFailed: "We couldn't send the invitation. Please try again.",
  sent: (email: string) => `Invitation sent to ${email}.`,
} as const;

const Address = z.email().max(254);

/**
 * The address to invite, trimmed and lower-cased as every e-mail address is stored. Its one
 * problem carries its key in the profile section (`invites.invalidEmail`, decision 037).
 */
export const InviteEmailSchema = z
  .object({ email: z.string().catch("") })
  .transform((v) => ({ email: v.email.trim().toLowerCase() }))
  .superRefine((v, ctx) => {
    if (!Address.safeParse(v.email).success)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: INVITE_MESSAGES.invalidEmail,
        params: { key: "invites.invalidEmail" },
      });
  });
