import { GENERIC_FAILURE } from "@shared/failure-text";
import { DELETE_FAILED_TEXT, FOLLOW_FAILED_TEXT } from "~/i18n/common-toast";

/**
 * What a card action says when it failed unexpectedly, in the spec's words where it has them:
 * the route's action on the server and its `clientAction` in the browser (a request that never
 * reached the server) both answer these, in English; the card says them in the page's language
 * (`commonToast`, through `useActionToast`).
 */
const FAILED: Record<string, string> = {
  delete: DELETE_FAILED_TEXT,
  "admin-delete": DELETE_FAILED_TEXT,
  "follow-company": FOLLOW_FAILED_TEXT,
  "unfollow-company": FOLLOW_FAILED_TEXT,
};

export const cardFailure = (intent: string) => ({
  title: "Error",
  description: FAILED[intent] ?? GENERIC_FAILURE,
});
