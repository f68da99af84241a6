import { CLAIM_MESSAGES } from "@shared/claim-messages";
import { GENERIC_FAILURE } from "@shared/failure-text";
import { FOLLOW_FAILED_TEXT } from "~/i18n/common-toast";

/**
 * The company page action's failure toasts, per intent: the server's answer to an unexpected
 * failure and the browser's when the request never reached the server (the route's
 * clientAction), in the spec's words where it has them.
 */
export const FOLLOW_FAILED = { title: "Error", description: FOLLOW_FAILED_TEXT };

export const failure = (intent: string) =>
  intent === "claim"
    ? CLAIM_MESSAGES.failed
    : intent === "follow" || intent === "unfollow"
      ? FOLLOW_FAILED
      : { title: "Error", description: GENERIC_FAILURE };

/**
 * A failure toast in the page's language: the claim's from the company section (`say`: the
 * server's section, or the page's `or`, which keeps the English where the section is missing);
 * "Error", the follow and the generic failure are the common words (the kit and useActionToast
 * say those).
 */
export function companyToast<T extends { title: string; description?: string }>(
  say: (key: "claim.failed", english: string) => string,
  toast: T,
): T {
  const english = CLAIM_MESSAGES.failed.description;
  return toast.description === english
    ? { ...toast, description: say("claim.failed", english) }
    : toast;
}
