import { GENERIC_FAILURE } from "@shared/failure-text";

/**
 * What a card action says when it failed unexpectedly, in the spec's words where it has them:
 * the route's action on the server and its `clientAction` in the browser (a request that never
 * reached the server) both answer these, in English; the card says them in the page's language.
 */
export const CARD_FAILED = {
  delete: "Failed to delete complaint. Please try again.",
  follow: "Failed to update follow status. Please try again.",
} as const;

const FAILED: Record<string, string> = {
  delete: CARD_FAILED.delete,
  "admin-delete": CARD_FAILED.delete,
  "follow-company": CARD_FAILED.follow,
  "unfollow-company": CARD_FAILED.follow,
};

export const cardFailure = (intent: string) => ({
  title: "Error",
  description: FAILED[intent] ?? GENERIC_FAILURE,
});
