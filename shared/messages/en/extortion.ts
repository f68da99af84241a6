/**
 * The extortion report's page (/complaint/:id/report-extortion, issue 40). English: the texts
 * as they were, word for word; its keys are the type Turkish and Spanish must fill, with the
 * same `{placeholders}`. The complaint and the company's name stay as written.
 */
export const extortionEn = {
  "extortion.metaTitle": "Report extortion",
  "extortion.metaDescription":
    "Tell UCK's moderators that a complaint's author demanded something to remove it.",
  "extortion.heading": "Report extortion",
  "extortion.intro":
    "Use this when the author of this complaint about {company} demanded something, such as money, to take it down. A UCK moderator reads the demand. If they uphold it, each of the author's complaints says so and the company figures leave them out; the complaints stay readable. The complaint stays public while they review it.",
  "extortion.demand": "The demand",
  "extortion.demandHint":
    "Paste the message or describe it: who asked, for what, when and how. Between {min} and {max} characters.",
  "extortion.picture": "A picture of the demand (optional)",
  "extortion.pictureHint": "A screenshot of the message, up to 5MB. Only UCK's moderators see it.",
  "extortion.kept": "Your text is kept below; choose the picture again.",
  "extortion.sending": "Sending...",
  "extortion.send": "Send to moderators",
  "extortion.back": "Back to the complaint",
  "extortion.signIn": "Please log in to report extortion.",
  "extortion.reported": "Extortion reported",
  "extortion.sent":
    "Sent to UCK's moderators. The complaint stays public while they review the demand.",
  "extortion.imageOnly": "Please select an image file.",
  "extortion.tooLarge": "File too large: Please select an image smaller than 5MB.",
  "extortion.wrongType": "Invalid file type: Please select an image file.",
} as const;

export type ExtortionMessages = Record<keyof typeof extortionEn, string>;
