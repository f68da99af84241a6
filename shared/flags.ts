/**
 * "Flags in the open" (issue 37, decision 032): the words the pages show and the limits of the
 * extortion report's form, one place for the server's checks and the pages.
 */

/** The demand's words, as the company received it: long enough to judge, short enough to read. */
export const DEMAND_LENGTH = { min: 10, max: 2000 } as const;

/** The label on every complaint of an account a moderator found demanding payment. */
export const FOUND_DEMANDING_PAYMENT =
  "A moderator found that this account demanded payment to remove a complaint.";

/** The company page's line on its members' reports. */
export function memberReportsLine(reported: number, upheld: number) {
  return `Reported by this company's members: ${reported} ${reported === 1 ? "complaint" : "complaints"} · ${upheld} upheld by a moderator`;
}

/** The company page's line on complaints its figures leave out. */
export function leftOutLine(count: number) {
  return count === 1
    ? "1 complaint by an account a moderator found demanding payment is left out of these figures."
    : `${count} complaints by accounts a moderator found demanding payment are left out of these figures.`;
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
