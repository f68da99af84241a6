/**
 * A moderator's removal and the author's one appeal (decision 033): the limits both
 * forms keep (the database checks the same) and the words the public stub says. Free of zod, so
 * a page may import it: the schemas, for the server, are in ./removals-schemas.ts.
 */

/** A removal's reason: a sentence or two, as a report's reason (reports_reason_length). */
export const REMOVAL_REASON_MAX = 500;
/** The reason of a block or of a deletion for a breach of the User Agreement, as a removal's. */
export const ACCOUNT_ACTION_REASON_MAX = 500;
/** An appeal: room to explain, still short enough to read in the admin queue. */
export const APPEAL_TEXT_MAX = 1000;

/** The reason a removal from the complaint's menu records: that menu has no reason field. */
export const MENU_REMOVAL_REASON =
  "No reason was written: a UCK administrator deleted it from the complaint's menu.";

/** The appeal schema's refusals: a page says them in its language by these (decision 030). */
export const APPEAL_TEXT_PROBLEMS = {
  empty: "Write why the complaint should be restored.",
  tooLong: {
    text: `Keep the appeal under ${APPEAL_TEXT_MAX} characters.`,
    values: { max: APPEAL_TEXT_MAX },
  },
} as const;

export type AppealState = "pending" | "upheld" | "rejected";

/** The stub's line about the appeal. */
export function appealLine(state: AppealState | null, note: string | null) {
  switch (state) {
    case null:
      return "The author has not appealed.";
    case "pending":
      return "Appeal pending: the author appealed and a UCK administrator will decide.";
    case "upheld":
      return note ? `Appeal upheld: ${note}` : "Appeal upheld.";
    case "rejected":
      return note ? `Appeal rejected: ${note}` : "Appeal rejected.";
  }
}

/** The appeal's answers, with their words in the complaint page's section (decision 037). */
export const APPEAL_MESSAGES = {
  sent: {
    title: "Appeal sent",
    description: "A UCK administrator will decide; the page of the complaint shows the decision.",
    words: { title: "appeal.sentTitle", text: "appeal.sentText" },
  },
  twice: {
    title: "Already appealed",
    description: "You can appeal a removal once, and you have.",
    words: { title: "appeal.twiceTitle", text: "appeal.twiceText" },
  },
  notYours: {
    title: "Error",
    description: "Only the author of a removed complaint can appeal its removal.",
    words: { title: "complaint.error", text: "appeal.notYours" },
  },
} as const;
