import { GENERIC_FAILURE } from "@shared/failure-text";
import type { MessageKey } from "../../shared/messages/en/root";

type Toast = { title: string; description?: string };

/** The spec's follow failure (a company's, a person's, a card's follow button). */
export const FOLLOW_FAILED_TEXT = "Failed to update follow status. Please try again.";
/** The spec's failure of a card's Delete (the author's, a superadmin's). */
export const DELETE_FAILED_TEXT = "Failed to delete complaint. Please try again.";

/**
 * The words every failure toast may say, in English as the actions and the browser's
 * `clientAction` write them, with their root catalogue keys: "Error", the generic failure, the
 * follow and the delete failure (`member.` keys: a visitor's page lacks them and keeps the
 * English).
 */
const COMMON = new Map<string, MessageKey>([
  ["Error", "ui.error"],
  [GENERIC_FAILURE, "error.generic"],
  [FOLLOW_FAILED_TEXT, "member.followFailed"],
  [DELETE_FAILED_TEXT, "member.deleteFailed"],
]);

/**
 * A toast with its common words said in the page's language by `say` (the root catalogue's `t`
 * in the browser, the request's catalogue on the server); every other word stays as written, so
 * English is unchanged.
 */
export function commonToast<T extends Toast>(toast: T, say: (key: MessageKey) => string): T {
  const word = (english: string) => {
    const key = COMMON.get(english);
    if (!key) return english;
    const said = say(key);
    // A catalogue without the key (a visitor's, for a member's word) answers the key itself.
    return said && said !== key ? said : english;
  };
  const said = { ...toast, title: word(toast.title) };
  if (toast.description !== undefined) said.description = word(toast.description);
  return said;
}
