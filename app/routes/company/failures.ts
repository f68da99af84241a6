import { CLAIM_MESSAGES } from "@shared/claim-messages";
import { FOLLOW_FAILED, GENERIC_FAILED, type Toast } from "~/i18n/toast-words";

/**
 * The company page action's failure toasts, per intent, with their words: the server's answer to
 * an unexpected failure (the route kit says it) and the browser's when the request never reached
 * the server (the route's clientAction; the page says it), in the spec's words where it has them.
 */
const CLAIM_FAILED: Toast = {
  ...CLAIM_MESSAGES.failed,
  words: { title: "ui.error", text: "claim.failed" },
};

export { FOLLOW_FAILED };

export const failure = (intent: string): Toast =>
  intent === "claim"
    ? CLAIM_FAILED
    : intent === "follow" || intent === "unfollow"
      ? FOLLOW_FAILED
      : GENERIC_FAILED;
