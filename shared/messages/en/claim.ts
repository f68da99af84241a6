/**
 * The claim link's page (/company/:slug/claim, decision 030): what the claim mail's link opens and
 * the claimant confirms there. English: the texts as they were, word for word; its keys are the
 * type Turkish and Spanish must fill, with the same `{placeholders}`. Names stay as written.
 */
export const claimEn = {
  "claimLink.metaTitle": "Confirm your company claim",
  "claimLink.metaDescription": "Confirm the claim of a company page on UCK.",
  "claimLink.invalidTitle": "Claim link invalid",
  "claimLink.invalid": "This link has expired, was replaced by a newer one or was already used.",
  "claimLink.invalidAgain":
    "This link has expired, was replaced by a newer one or was already used. Submit the claim again from the company page.",
  "claimLink.toCompany": "Go to the company page",
  "claimLink.heading": "Claim {company} on UCK",
  "claimLink.logInFirst":
    "Log in with the account that asked to claim this page, then confirm the claim here.",
  "claimLink.logIn": "Log in to confirm",
  "claimLink.otherAccount":
    "This link was sent for another account. Log out, then log in as the person who asked to claim this page.",
  "claimLink.company": "Company",
  "claimLink.domain": "Domain",
  "claimLink.address": "Verified address",
  "claimLink.grants": "Once you confirm, you manage this page and can:",
  "claimLink.grantAnswer": "answer its customers' complaints in public, and offer reimbursements",
  "claimLink.grantResolve": "mark answered complaints resolved",
  "claimLink.grantAnalytics": "see the page's analytics",
  "claimLink.confirming": "Confirming…",
  "claimLink.confirm": "Confirm claim",
  "claimLink.notNow": "Not now",
  "claimLink.didNotAsk": "Did not ask for this? Do nothing: the link stops working after 24 hours.",
  "claimLink.signIn": "Please log in to claim this company page.",
  "claimLink.claimed": "Company page claimed",
  "claimLink.claimedText": "You can now respond to complaints and see analytics.",
} as const;

export type ClaimMessages = Record<keyof typeof claimEn, string>;
