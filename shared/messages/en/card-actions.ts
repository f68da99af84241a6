/**
 * The card's actions page (/complaint/{id}/actions, decision 071): where a card's menu leads
 * before or without scripts, its actions as plain forms. Sent by its loader in the page's
 * language only; the actions' own names are the root catalogue's (`card.*`, `member.*`), as the
 * menu says them.
 */
export const cardActionsEn = {
  title: "Complaint actions",
  description: "Save, share, follow, report or block, for one complaint.",
  about: "Complaint about {company}",
  linkLabel: "This complaint's link, to copy",
  signIn: "Sign in to save, follow, report or block.",
} as const;

export type CardActionsMessages = Record<keyof typeof cardActionsEn, string>;
