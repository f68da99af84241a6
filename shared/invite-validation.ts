import { z } from "zod";
import { EMAIL_MAX } from "./auth-rules";
import { INVITE_MESSAGES } from "./invite-messages";

export { INVITE_MESSAGES } from "./invite-messages";

const Address = z.email().max(EMAIL_MAX);

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
