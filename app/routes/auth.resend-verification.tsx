import { EmailOnlySchema, parseForm } from "@shared/auth-validation";
import { resendVerification } from "@worker/services/accounts/mail-links";
import { redirect } from "react-router";
import { sayRefusal } from "~/i18n/refusals.server";
import { say as sayIn } from "~/i18n/say.server";
import { sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { type Answer, formAction, refuse, succeed } from "~/kit/action.server";
import type { Route } from "./+types/auth.resend-verification";

/** The answer: `message` when a link may be on its way, `error` when not. */
export type ResendAnswer = Answer<{ message: string }>;

/** The login form's "resend the link" fetcher: its message is shown in place. */
export const action = formAction<Route.ActionArgs, { message: string }>(
  {
    name: "resend_verification",
    inline: true,
    failure: GENERIC_FAILED_LINE,
  },
  async ({ form, now }, { context }) => {
    const parsed = parseForm(EmailOnlySchema, form);
    if (!parsed.ok)
      return refuse("resend", "invalid", undefined, {
        error: sayIn(context.locale, parsed.words.text),
      });
    const result = await resendVerification(context.postbox, parsed.data.email, now);
    // In the request's language (decision 030); the login form shows it as it comes.
    if (!result.ok) {
      const error = sayRefusal(context.locale, result.words);
      return refuse("resend", result.code, undefined, { error });
    }
    const message = sectionWords("auth", context.locale)["auth.resent"];
    return succeed("resend", undefined, { message });
  },
);

export function loader() {
  throw redirect("/auth/login");
}
