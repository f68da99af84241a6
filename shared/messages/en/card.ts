/**
 * The card's action answers (app/routes/complaint-actions/route.tsx), said by the action on the server
 * in the request's language from the keys the answers carry (decision 037), so the toast a script shows and the
 * flash a full-page submit brings back are both in it; no page carries this section. English is
 * word for word what the route and the services write (a test compares them): the uck's toasts,
 * the sign-in prompts, the failures, and the services' answers to save, follow, report, block,
 * edit, delete, a response's verdict and a refund's confirmation.
 */
export const cardEn = {
  error: "Error",
  "uck.ucked": "Ucked!",
  "uck.uckedText": "Your uck has been counted.",
  "uck.already": "Already Ucked!",
  "uck.alreadyText": "You have already ucked this complaint.",
  "uck.removed": "Uck removed",
  shareLink: "Share this link",
  "signIn.uck": "Please sign in to uck complaints.",
  "signIn.delete": "You must be logged in to delete complaints.",
  "signIn.first": "Please sign in first.",
  saved: "Post saved",
  unsaved: "Removed from saved",
  following: "Following",
  followingText: "You are now following this company.",
  unfollowed: "Unfollowed",
  reported: "Report submitted",
  blocked: "User blocked",
  updated: "Complaint updated",
  updatedText: "Your changes have been saved.",
  success: "Success",
  deleted: "Complaint has been deleted.",
  adminDeleted: "Complaint deleted by superadmin.",
  satisfied: "Response marked as satisfactory",
  satisfiedText: "Thank you for your feedback! We're glad the company resolved your issue.",
  unsatisfied: "Response marked as unsatisfactory",
  unsatisfiedText: "We're sorry to hear that. The company will be notified.",
  unsatisfiedNobody:
    "We're sorry to hear that. Nobody manages the company's page on UCK right now, so nobody could be told; your answer is shown on the complaint.",
  verdictNotYours: "Only the complainant can answer a company response.",
  refundConfirmed: "Refund confirmed",
  refundCounts: "Thank you: it now counts as money returned on the company's page.",
  refundReview:
    "Thank you: your complaint shows it arrived. The amount is far above this company's usual refunds, so it counts as money returned once UCK has reviewed it.",
  refundNotCounted:
    "Thank you: your complaint shows it arrived. It does not count as money returned on the company's page: only refunds confirmed by accounts not linked to the company, and at least a day old when the refund was offered, count.",
  refundMissing: "Noted: the refund did not arrive",
  refundMissingText: "Everyone reading your complaint sees it. Tell us here if it arrives later.",
  refundMissingTold:
    "The company's team has been told in UCK, and everyone reading your complaint sees it. Tell us here if it arrives later.",
  refundRefused: "Only the complainant can confirm a refund, once.",
} as const satisfies Record<string, string>;

export type CardMessages = Record<keyof typeof cardEn, string>;
