import { AUTH_MESSAGES } from "@shared/auth-validation";
import { MAIL_NOT_CONFIGURED } from "../mail/mailer";
import type { Worded } from "../refusal";

/** After a breach deletion the agreement blocks the addresses used for three months. */
export const REGISTRATION_BLOCKED =
  "Registration from this address is blocked after a breach of the User Agreement. Try again later or contact support.";

/**
 * The account services' refusals (decision 030): the English text the JSON API and logs show, and
 * the same refusal as words, said by the pages in the visitor's language (the `refusal` section).
 */
export const ACCOUNT_REFUSALS = {
  invalidCredentials: {
    message: AUTH_MESSAGES.invalidCredentials,
    words: { text: "account.invalidCredentials" },
  },
  notVerified: { message: AUTH_MESSAGES.notVerified, words: { text: "account.notVerified" } },
  blocked: { message: AUTH_MESSAGES.blocked, words: { text: "account.blocked" } },
  scheduledForDeletion: {
    message: AUTH_MESSAGES.scheduledForDeletion,
    words: { text: "account.scheduledForDeletion" },
  },
  alreadyRegistered: {
    message: AUTH_MESSAGES.alreadyRegistered,
    words: { text: "account.alreadyRegistered" },
  },
  registrationFailed: {
    message: AUTH_MESSAGES.registrationFailed,
    words: { text: "account.registrationFailed" },
  },
  registrationBlocked: {
    message: REGISTRATION_BLOCKED,
    words: { text: "account.registrationBlocked" },
  },
} as const satisfies Record<string, Worded>;

/** Mail cannot leave this deployment (what the mailer's `unavailable` answers), with its words. */
export const MAIL_UNAVAILABLE: Worded = {
  message: MAIL_NOT_CONFIGURED,
  words: { text: "mail.notConfigured" },
};
