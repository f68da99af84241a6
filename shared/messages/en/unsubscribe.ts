import { mailKindsEn } from "./mail-kinds";

/** /unsubscribe: its words and the kinds of mail. English: the texts as they were. */
export const unsubscribeEn = {
  "unsubscribe.title": "Unsubscribe",
  "unsubscribe.invalid":
    "This unsubscribe link is not valid. Please use the link of a recent mail.",
  "unsubscribe.done": "Done: you will get no more mail {what}.",
  "unsubscribe.ask": "Stop the mail UCK sends you {what}?",
  "unsubscribe.stop": "Stop these mails",
  ...mailKindsEn,
};

export type UnsubscribeMessages = Record<keyof typeof unsubscribeEn, string>;
