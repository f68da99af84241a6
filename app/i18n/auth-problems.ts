import { AUTH_MESSAGES } from "@shared/auth-validation";
import { GENERIC_FAILURE } from "@shared/failure-text";
import type { PageI18n } from "./page-messages";

/**
 * The sign-in forms' problems (shared/auth-validation.ts, shared with the server and written in
 * English there) in the page's language: a problem is known by its English words, so the same
 * lookup serves the browser's own checks, the server's that repeat them and the forms' failure
 * answers, with or without JavaScript. A message not known here (a service's refusal, already
 * said in the page's language by the action) is shown as it came.
 */
const KNOWN = new Map<string, `problem.${string}`>([
  ...(
    [
      "invalidEmail",
      "passwordRequired",
      "allFields",
      "agreement",
      "passwordLength",
      "passwordLowercase",
      "passwordUppercase",
      "passwordNumber",
      "passwordTooLong",
      "passwordCommon",
      "nameLength",
      "nameTooLong",
      "nameControl",
      "loginFailed",
      "registrationFailed",
      "registered",
      "socialFailed",
    ] as const
  ).map((key): [string, `problem.${string}`] => [AUTH_MESSAGES[key], `problem.${key}`]),
  ["This reset link is invalid.", "problem.resetLinkInvalid"],
  ["Please check the form and try again.", "problem.checkForm"],
  [GENERIC_FAILURE, "problem.generic"],
]);

/** `text` in the page's language when it is one of the forms' known problems. */
export function authProblem(t: PageI18n<"auth">["t"], text: string): string;
export function authProblem(t: PageI18n<"auth">["t"], text: string | undefined): string | undefined;
export function authProblem(t: PageI18n<"auth">["t"], text: string | undefined) {
  if (text === undefined) return undefined;
  const key = KNOWN.get(text);
  return key ? t(key as Parameters<typeof t>[0]) : text;
}
