/** /user-agreement (decision 030). English: the page as it was, word for word. */
export const agreementEn = {
  "agreement.title": "User Agreement",
  "agreement.metaDescription":
    "The rules for posting on UCK: minimum age, what you may post, company pages, breaches and your data.",
  "agreement.updated": "Last updated 13 May 2025",
  "agreement.what.title": "1. What UCK is",
  "agreement.what.body":
    "UCK is a public platform where consumers post complaints about companies, and where companies can answer them. Everything you post on UCK is public.",
  "agreement.account.title": "2. Your account",
  "agreement.account.body":
    "You must be at least 13 years old to use UCK. Keep your password to yourself; you are responsible for what is posted from your account.",
  "agreement.posts.title": "3. What you may post",
  "agreement.posts.body":
    "Post your own, honest experience. Do not post personal data of other people (addresses, phone numbers, account numbers), threats, hate, spam or anything unlawful. Do not impersonate a company or another person.",
  "agreement.companies.title": "4. Companies",
  "agreement.companies.body":
    "A company may claim its page after verifying an address at its own domain. Company answers are public and must be truthful; offered reimbursements are the company's own commitment.",
  "agreement.breaches.title": "5. Breaches",
  "agreement.breaches.body":
    "A breach of this agreement leads to the immediate deletion of the account and its data and a block of the IP addresses used for three months.",
  "agreement.data.title": "6. Your data",
  "agreement.data.body":
    "You may ask for a download of your data or for its deletion at any time. A deletion request is carried out within 7 days. The Privacy Policy explains what we keep and why.",
};

export type AgreementMessages = Record<keyof typeof agreementEn, string>;
