import { CLAIM_MESSAGES } from "@shared/claim-messages";
import { GENERIC_FAILURE } from "@shared/failure-text";

/**
 * The company page action's failure toasts, per intent: the server's answer to an unexpected
 * failure and the browser's when the request never reached the server (the route's
 * clientAction), in the spec's words where it has them.
 */
export const FOLLOW_FAILED = {
  title: "Error",
  description: "Failed to update follow status. Please try again.",
};

export const failure = (intent: string) =>
  intent === "claim"
    ? CLAIM_MESSAGES.failed
    : intent === "follow" || intent === "unfollow"
      ? FOLLOW_FAILED
      : { title: "Error", description: GENERIC_FAILURE };
