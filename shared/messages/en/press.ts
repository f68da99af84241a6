/**
 * /press-media and /press/{slug} (decision 030). English: the pages as they were, word for word. The
 * releases themselves (title, teaser, body) are published in English only; in another language
 * the page says so (`press.inEnglish`, not shown in English).
 */
export const pressEn = {
  "press.title": "Press & Media",
  "press.metaDescription":
    "News and press releases from UCK, the public platform for customer complaints, with contacts for journalists, businesses and investors.",
  "press.newsroom": "Newsroom",
  "press.intro":
    "The latest news from UCK, the public home for customer complaints. Journalists are welcome to quote from these releases; our team is happy to help with anything more.",
  "press.releases": "Press releases",
  "press.contacts": "Contacts",
  "press.media.title": "Media inquiries",
  "press.media.text": "Interviews, statements, figures and background for journalists.",
  "press.business.title": "Business development",
  "press.business.text": "Partnerships, company accounts and the consumer-organization programme.",
  "press.investors.title": "Investor relations",
  "press.investors.text": "Ownership, financials and a short pitch call with the founders.",
  "press.read": "Read Article",
  "press.readLabel": "Read Article: {title}",
  "press.inEnglish": "Our press releases are published in English.",
  "press.category.Product Launch": "Product Launch",
  "press.category.Industry News": "Industry News",
  "press.category.Technology": "Technology",
  "press.category.Corporate News": "Corporate News",
  "press.category.Partnerships": "Partnerships",
  "press.readTime": "4 min read",
  "press.backToInvestors": "Back to Investor Center",
  "press.about.title": "About UCK",
  "press.about.body":
    "UCK is a public platform where consumers post complaints about companies, back each other's complaints and see companies answer in the open. It is free for consumers. Media inquiries: {address}.",
  "press.cta.title": "Had a bad experience with a company?",
  "press.cta.text": "Post it on UCK in a minute and let the company answer in public.",
  "press.cta.button": "File a complaint",
  "press.more": "More news from the press room",
};

export type PressMessages = Record<keyof typeof pressEn, string>;
