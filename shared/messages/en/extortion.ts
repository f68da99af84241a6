/**
 * The extortion report's page (/complaint/:id/report-extortion, decision 030). English: the texts
 * as they were, word for word; its keys are the type Turkish and Spanish must fill, with the
 * same `{placeholders}`. The complaint and the company's name stay as written.
 */
export const extortionEn = {
  "extortion.metaTitle": "Report extortion",
  "extortion.metaDescription":
    "Tell UCK's moderators that a complaint's author demanded something to remove it.",
  "extortion.heading": "Report extortion",
  "extortion.intro":
    "Use this when the author of this complaint about {company} demanded something, such as money, to take it down. The author is told and may give their side. A UCK moderator reads both. If they uphold it, this complaint says so and the company figures leave it out; it stays readable. The complaint stays public while they review it.",
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
  "extortionSide.metaTitle": "Your side of an extortion report",
  "extortionSide.heading": "Your side",
  "extortionSide.reported":
    "A member of {company} told UCK's moderators this complaint was used to demand payment for its removal. What they attached:",
  "extortionSide.found":
    "A moderator found this complaint was used to demand payment for its removal. It stays readable with a label, and {company}'s figures leave it out.",
  "extortionSide.same":
    "The moderator recorded the same demand as on another of your complaints: {note}",
  "extortionSide.introAnswer":
    "You can answer once, before a moderator decides. Only UCK's moderators read it.",
  "extortionSide.introAppeal":
    "You can appeal once. A superadmin reads your appeal beside the report; if they uphold it, the finding is removed everywhere.",
  "extortionSide.text": "Your side",
  "extortionSide.textHint": "What happened, in your words. Between {min} and {max} characters.",
  "extortionSide.picture": "A picture that shows it (optional)",
  "extortionSide.send": "Send my answer",
  "extortionSide.sendAppeal": "Send my appeal",
  "extortionSide.sent": "A moderator reads your side before deciding.",
  "extortionSide.appealSent": "A superadmin will decide your appeal.",
  "extortionSide.done": "Sent",
  "extortionSide.yourAnswer": "Your answer",
  "extortionSide.yourAppeal": "Your appeal",
  "extortionSide.pending": "Waiting for a superadmin's decision.",
  "extortionSide.overturned": "Upheld: the finding was removed.",
  "extortionSide.kept": "Not upheld: the finding stays.",
  "extortionSide.decisionNote": "The superadmin's note: {note}",
  "extortionSide.signIn": "Please log in to give your side.",
} as const;

export type ExtortionMessages = Record<keyof typeof extortionEn, string>;
