/**
 * The page a link in UCK's mail to a company address opens (/company-mail, decision 030). English:
 * the texts as they were, word for word; Turkish and Spanish fill every key with the same
 * `{placeholders}`. The page follows the visitor's language (the mail itself stays English).
 */
export const companyMailEn = {
  "companyMail.title": "Mail to companies",
  "companyMail.description": "Stop UCK's mail to a company address, or confirm it.",
  "companyMail.invalid": "This link is not valid. Please use the link of a recent mail.",
  "companyMail.ask.stop":
    "Stop UCK's mails about complaints to {address}? Nothing more about {company} will be sent there.",
  "companyMail.ask.not-ours":
    "Is {address} not {company}'s? UCK will never send complaints about {company} there again, for anyone.",
  "companyMail.ask.confirm":
    "Does {company} take complaints at {address}? From now on each new complaint about {company} is sent there, at most one mail from UCK in any 24 hours, whatever the mail.",
  "companyMail.button.stop": "Stop these mails",
  "companyMail.button.not-ours": "It is not ours",
  "companyMail.button.confirm": "Yes, send complaints here",
  "companyMail.done.stop": "Done: UCK will send nothing more to {address}.",
  "companyMail.done.not-ours":
    "Done: {address} is no longer used for {company}, for anyone. Thank you for telling us.",
  "companyMail.done.confirm":
    "Done: complaints about {company} will be sent to {address}, at most one mail from UCK in any 24 hours, whatever the mail.",
  "companyMail.review":
    "{address} cannot confirm itself: it is a personal mailbox or a person's address, so a moderator reviews it before any complaint about {company} goes there.",
  "companyMail.onUck": "{company} on UCK",
} as const;

export type CompanyMailMessages = Record<keyof typeof companyMailEn, string>;
