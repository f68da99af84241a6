import { GENERIC_FAILURE } from "@shared/failure-text";
import type { Toast } from "./toast-words";

/**
 * The complaint page's action answers (app/routes/complaint/route.tsx), in English as the action
 * and its failure handlers write them, with their words in the complaint section (decision 037):
 * the route kit says them in the request's language, and the page says the browser's own
 * failures (a request that never reached the server).
 */
export const COMMENT_FAILED: Toast = {
  title: "Error",
  description: "Failed to post comment. Please try again.",
  words: { title: "complaint.error", text: "complaint.commentFailed" },
};
// The spec has no words for a comment uck that failed: the button goes back and says why.
export const COMMENT_UCK_FAILED: Toast = {
  title: "Error",
  description: GENERIC_FAILURE,
  words: { title: "complaint.error", text: "error.generic" },
};
export const SIGN_IN_TO_COMMENT: Toast = {
  title: "Error",
  description: "Please sign in to comment.",
  words: { title: "complaint.error", text: "complaint.signInToComment" },
};
export const COMMENT_POSTED: Toast = {
  title: "Comment posted",
  description: "Your comment has been added to the complaint.",
  words: { title: "complaint.commentPosted", text: "complaint.commentPostedText" },
};
export const CATEGORY_SAVED: Toast = {
  title: "Saved",
  description: "Your complaint's category is corrected, on it and in its file.",
  words: { title: "complaint.saved", text: "complaint.categorySaved" },
};

/** The three answers of the statutory clocks changed (decision 044). */
export const CLOCKS_SAVED: Toast = {
  title: "Saved",
  description: "Saved. Your deadlines are updated.",
  words: { title: "complaint.saved", text: "clocks.saved" },
};

export const RESOLUTION_SAVED: Toast = {
  title: "Saved",
  description: "What would resolve your complaint is on it and in its file.",
  words: { title: "complaint.saved", text: "complaint.savedText" },
};

/** "Show my name publicly" switched on a complaint (decision 042). */
export const NAME_SHOWN: Toast = {
  title: "Saved",
  description: "Your name is shown publicly on this complaint again.",
  words: { title: "complaint.saved", text: "nameChoice.shownText" },
};
export const NAME_HIDDEN: Toast = {
  title: "Saved",
  description:
    "Your name is hidden from the public on this complaint: people see your initials. The company still sees your name.",
  words: { title: "complaint.saved", text: "nameChoice.hiddenText" },
};
