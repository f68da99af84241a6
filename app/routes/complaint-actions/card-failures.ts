import { DELETE_FAILED, FOLLOW_FAILED, GENERIC_FAILED, type Toast } from "~/i18n/toast-words";

/**
 * What a card action says when it failed unexpectedly, in the spec's words where it has them,
 * with their words: the route's action on the server (the kit says it) and its `clientAction` in
 * the browser (a request that never reached the server; the card says it) both answer these.
 */
const FAILED: Record<string, Toast> = {
  delete: DELETE_FAILED,
  "admin-delete": DELETE_FAILED,
  "follow-company": FOLLOW_FAILED,
  "unfollow-company": FOLLOW_FAILED,
};

export const cardFailure = (intent: string): Toast => FAILED[intent] ?? GENERIC_FAILED;
