/**
 * "Flags in the open" (decision 032): the words the pages show and the limits of the
 * extortion report's form, one place for the server's checks and the pages.
 */

/** The demand's words, as the company received it: long enough to judge, short enough to read. */
export const DEMAND_LENGTH = { min: 10, max: 2000 } as const;

/** The accused's answer or appeal (decision 039): long enough to say their side, short to read. */
export const ANSWER_LENGTH = { min: 10, max: 2000 } as const;

/** How long the moderator's record of the same demand on another complaint may be. */
export const SAME_DEMAND_NOTE_LENGTH = { min: 10, max: 1000 } as const;

/** The moderator's note to the author on deciding an extortion finding's appeal. */
export const APPEAL_DECISION_NOTE_MAX = 1000;

/** The label on a complaint a moderator found was used to demand payment (decision 039). */
export const FOUND_DEMANDING_PAYMENT =
  "A moderator found that this complaint was used to demand payment for its removal.";

/** The company page's line on its members' reports. */
export function memberReportsLine(reported: number, upheld: number) {
  return `Reported by this company's members: ${reported} ${reported === 1 ? "complaint" : "complaints"} · ${upheld} upheld by a moderator`;
}

/** The company page's line on complaints its figures leave out. */
export function leftOutLine(count: number) {
  return count === 1
    ? "1 complaint a moderator found was used to demand payment is left out of these figures."
    : `${count} complaints a moderator found were used to demand payment are left out of these figures.`;
}

export const EXTORTION_MESSAGES = {
  demandTooShort: `Paste or describe the demand in at least ${DEMAND_LENGTH.min} characters.`,
  demandTooLong: `Keep the demand under ${DEMAND_LENGTH.max} characters.`,
  notMember: "Only members of the complaint's company can report it as extortion.",
  ownComplaint: "You cannot report your own complaint.",
  notFound: "This complaint no longer exists.",
  already: "You have already reported this complaint as extortion. A moderator will review it.",
  sent: "Sent to UCK's moderators. The complaint stays public while they review the demand.",
} as const;
