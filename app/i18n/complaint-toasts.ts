import { GENERIC_FAILURE } from "@shared/failure-text";
import { APPEAL_MESSAGES } from "@shared/removals";
import { resolutionProblem } from "./form-problems";
import type { PageI18n } from "./page-messages";

/**
 * The complaint page's action answers (app/routes/complaint/route.tsx), in English as the action
 * and its failure handlers write them; `complaintToast` says a known one in the page's language
 * when the browser shows it, and the action says the appeal's answers in it on the server
 * (complaint-toasts.server.ts). A refusal the services word (a rate limit) comes already said
 * in the page's language (refusals.server.ts).
 */
export const COMMENT_FAILED = {
  title: "Error",
  description: "Failed to post comment. Please try again.",
};
// The spec has no words for a comment uck that failed: the button goes back and says why.
export const COMMENT_UCK_FAILED = { title: "Error", description: GENERIC_FAILURE };
export const SIGN_IN_TO_COMMENT = { title: "Error", description: "Please sign in to comment." };
export const COMMENT_POSTED = {
  title: "Comment posted",
  description: "Your comment has been added to the complaint.",
};
export const RESOLUTION_SAVED = {
  title: "Saved",
  description: "What would resolve your complaint is on it and in its file.",
};

type T = PageI18n<"complaint">["t"];
type Toast = { title: string; description?: string };

const KNOWN: [Toast, Parameters<T>[0], Parameters<T>[0]][] = [
  [COMMENT_FAILED, "complaint.error", "complaint.commentFailed"],
  [COMMENT_UCK_FAILED, "complaint.error", "error.generic"],
  [SIGN_IN_TO_COMMENT, "complaint.error", "complaint.signInToComment"],
  [COMMENT_POSTED, "complaint.commentPosted", "complaint.commentPostedText"],
  [RESOLUTION_SAVED, "complaint.saved", "complaint.savedText"],
  [APPEAL_MESSAGES.sent, "appeal.sentTitle", "appeal.sentText"],
  [APPEAL_MESSAGES.twice, "appeal.twiceTitle", "appeal.twiceText"],
  [APPEAL_MESSAGES.notYours, "complaint.error", "appeal.notYours"],
];

export function complaintToast<P extends Toast>(t: T, toast: P): P {
  const known = KNOWN.find(
    ([english]) => english.title === toast.title && english.description === toast.description,
  );
  if (known) return { ...toast, title: t(known[1]), description: t(known[2]) };
  // A resolution the services refused: "Error" and one of shared/resolution.ts's problems.
  if (toast.title === "Error" && toast.description !== undefined) {
    const description = resolutionProblem(t, toast.description);
    if (description !== toast.description)
      return { ...toast, title: t("complaint.error"), description };
  }
  return toast;
}
