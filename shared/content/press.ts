/**
 * The press room's five releases, as plain data: the list on /press-media and the pages at
 * /press/{slug} both read from here, so a title or date is written once.
 */

export type PressCategory =
  | "Product Launch"
  | "Industry News"
  | "Technology"
  | "Corporate News"
  | "Partnerships";

export type PressArticle = {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  readTime: string;
  category: PressCategory;
  /** The teaser on the press list. */
  excerpt: string;
  /** The page's meta description (search results, link previews). */
  description: string;
  keywords: string[];
  paragraphs: string[];
};

const READ_TIME = "4 min read";

/** Newest first, as a press room lists them. */
export const PRESS_ARTICLES: PressArticle[] = [
  {
    slug: "uck-partnership-consumer-organizations",
    title: "UCK Opens Its Platform to Consumer Organizations",
    date: "2024-06-09",
    readTime: READ_TIME,
    category: "Partnerships",
    excerpt:
      "A new partner programme gives consumer associations and advice services a direct line to the complaints people already post in public, and to the companies that answer them.",
    description:
      "UCK launches a partner programme for consumer associations and advice services, sharing public complaint trends and escalation paths.",
    keywords: ["consumer organizations", "consumer rights", "partnership", "complaint data"],
    paragraphs: [
      "UCK today announced a partner programme for consumer associations, advice services and community groups that help people resolve disputes with companies. Partners gain a structured view of the complaints posted on UCK in their region and sector, together with the answers companies give and the time they take to give them.",
      "Consumer organizations have long worked with fragmented evidence: a phone log here, a survey there, a handful of cases that reach a regulator. Complaints on UCK are public by design, so the same record that a consumer writes to get help can also show where a pattern is forming. The programme turns that record into trend reports that partners can use in their own advice work and campaigns.",
      "Every complaint on UCK carries a status. A complaint starts open, may move to in progress once a company engages, and ends resolved. When a company leaves a complaint unanswered for more than 48 hours it is flagged as at risk of escalation. Partners will receive those flags for their region, so that advisers can step in where a company has gone quiet.",
      "The programme does not change what is private. Partners see what any visitor can already see on UCK, organised by company, category and place. Account details, e-mail addresses and IP addresses are never shared, and a person who deletes their account has their complaints anonymised as described in our Privacy Policy.",
      "“Consumer advocates were the first people to tell us that a complaint should not disappear into a support queue,” said a spokesperson for UCK. “They do the hard work of helping people who have run out of patience. We want them to have the clearest possible picture, at no cost to them.”",
      "Participation is free for non-profit organizations. Partners can also invite the people they advise to post on UCK, where a company that has claimed its page can answer in public and, if it chooses, offer a reimbursement that is recorded next to the complaint.",
      "Organizations interested in joining the programme can write to our business team. The first partner reports will be published later this year.",
    ],
  },
  {
    slug: "global-expansion-customer-rights",
    title: "UCK Expands Worldwide to Put Customer Rights in Every Pocket",
    date: "2024-06-08",
    readTime: READ_TIME,
    category: "Corporate News",
    excerpt:
      "UCK is now open to consumers in every country, with location-aware complaints, local company pages and a mobile experience that installs straight from the browser.",
    description:
      "UCK opens its complaint platform to consumers worldwide, with location-aware complaints, local company pages and an installable mobile app.",
    keywords: ["global expansion", "customer rights", "consumer protection", "mobile app"],
    paragraphs: [
      "UCK today opened its platform to consumers in every country. Anyone with a phone or a computer can now post a complaint about a company, follow how the company responds and add their voice to complaints from other customers by giving them an uck.",
      "Consumer protection has always depended on where you live. Some countries have well-funded regulators and ombudsman schemes; many have neither, and even where they exist, most people never file a formal complaint because the process is slow and the outcome invisible. UCK offers the same simple, public route everywhere: write what happened, name the company, and let the record speak.",
      "Complaints can carry a location, so that a problem with a local branch, a delivery area or a regional service is visible as such. Company pages collect every complaint about a business in one place, with the number of complaints, the share that receive an answer and the share that end resolved. A company that has not yet joined UCK still gets a page, and can claim it by verifying an address at its own domain.",
      "UCK runs in the browser and can be added to a phone's home screen like an app, without an app store download. Pages load quickly on slow connections, which matters in the markets where consumers have had the fewest places to turn.",
      "“A complaint is the most honest feedback a company will ever get,” said a spokesperson for UCK. “It should not matter which country you are in to be heard. With this expansion, the same rules apply to a global airline and to the shop around the corner: the complaint is public, and so is the answer.”",
      "The expansion is accompanied by a clear set of rules. The User Agreement forbids personal data of other people, threats, hate and impersonation, and a serious breach leads to the deletion of the account and a three-month block of the addresses used. Users may download their data or ask for its deletion at any time.",
      "UCK is free for consumers. Companies can claim their page free of charge and respond to complaints, with paid plans for teams that handle many of them.",
    ],
  },
  {
    slug: "uck-ai-powered-complaint-resolution",
    title: "UCK Brings Automatic Issue Detection to Complaint Resolution",
    date: "2024-06-07",
    readTime: READ_TIME,
    category: "Technology",
    excerpt:
      "New tools group complaints by issue, surface the problems that are growing fastest and warn companies before an unanswered complaint turns into an escalation.",
    description:
      "UCK adds automatic issue grouping, trend detection and escalation warnings that help companies resolve customer complaints faster.",
    keywords: ["AI", "complaint resolution", "trend detection", "customer experience"],
    paragraphs: [
      "UCK today introduced a set of tools that help companies understand and resolve the complaints their customers post. The tools read the text of each complaint, group it with others about the same issue and show a company which problems are growing fastest.",
      "Customer service teams rarely lack complaints; they lack a view of them. A hundred messages about late deliveries, a wrong charge and a rude call centre look like a hundred separate tickets. On UCK, a company page now shows its trending issues, such as delays, customer service or product quality, with a count for each, so that a team can fix the cause instead of answering the symptom.",
      "Timing matters as much as insight. UCK marks any open complaint that has had no answer for more than 48 hours as at risk of escalation, and a company that has claimed its page sees those complaints first. The aim is simple: no customer should wait in silence while a complaint ages.",
      "The technology supports people rather than replacing them. UCK does not write answers on a company's behalf, and every response on the platform is published under the company's name. Consumers decide whether an answer was satisfactory, and that judgement, not an algorithm, shapes the company's public record.",
      "“The best complaint is the one that never has to be written twice,” said a spokesperson for UCK. “When a company sees that forty customers are describing the same broken checkout, it can fix the checkout. Our job is to make that pattern impossible to miss.”",
      "Analytics are available to companies that claim and verify their page. Verification uses an e-mail to an address at the company's own domain, so that only the business itself can speak for it on UCK.",
      "The new tools are rolling out to claimed company pages from today. Consumers will see the benefit in faster, more useful answers.",
    ],
  },
  {
    slug: "silicon-valley-ceos-embrace-uck",
    title: "Technology Leaders Turn to UCK for Unfiltered Customer Feedback",
    date: "2024-06-06",
    readTime: READ_TIME,
    category: "Industry News",
    excerpt:
      "Founders and executives across the technology industry are reading UCK to hear what customers say when no survey is asking, and answering in public.",
    description:
      "Why technology founders and executives use UCK to read unfiltered customer complaints and answer them in public.",
    keywords: ["Silicon Valley", "tech leaders", "customer feedback", "reputation"],
    paragraphs: [
      "A growing number of founders and executives in the technology industry are using UCK as a daily source of customer feedback. Instead of waiting for quarterly satisfaction scores, they read what customers post on UCK in their own words and, increasingly, answer them in public.",
      "Surveys measure what a company thinks to ask. Complaints measure what customers actually care about. Leaders we spoke with described UCK as the one place where feedback arrives unprompted, unpolished and in public, which makes it both uncomfortable and useful.",
      "Public answers change the tone of a complaint. When a company responds on UCK, its answer sits directly below the complaint for every future customer to read. A clear reply, a fix, or an offered reimbursement tells more about a company than any advertisement, and the customer can mark the answer satisfactory for all to see.",
      "Several teams have told us that they now follow their own company page, and those of their competitors, the way they follow their sales figures. Uck counts show which complaints other customers recognise as their own, and comment threads show whether a problem is isolated or widespread.",
      "“Every executive says they are customer-obsessed,” said a spokesperson for UCK. “UCK is where that claim is tested in public. The companies that lean in are the ones that will earn trust in the next decade.”",
      "Claiming a company page is free and takes a few minutes: a representative verifies an address at the company's own domain and can then respond to complaints and mark them resolved. Paid plans add more responses and deeper analytics for larger teams.",
      "UCK remains, first and foremost, a platform for consumers. Executives are welcome to read and respond, but the complaint, and the verdict on the answer, always belong to the customer.",
    ],
  },
  {
    slug: "uck-transforms-customer-complaints",
    title: "UCK Launches a Public Home for Customer Complaints",
    date: "2024-06-05",
    readTime: READ_TIME,
    category: "Product Launch",
    excerpt:
      "UCK launches a free platform where anyone can post a complaint about a company in a minute, other customers can back it, and companies answer where everyone can see.",
    description:
      "UCK launches a free public platform where consumers post complaints about companies, back each other's complaints and see companies answer in public.",
    keywords: ["product launch", "customer complaints", "complaint platform", "consumer voice"],
    paragraphs: [
      "UCK today launched a free platform that gives customer complaints a public home. Anyone can describe a problem with a company in a minute, add a photo and a location, and publish it where other customers and the company itself can see it.",
      "Most complaints today end up in places designed to contain them: a contact form, a chat window, a phone queue. The customer never learns whether anyone read it, and the next customer never learns that the problem exists. UCK works the other way round. Every complaint is public, and so is every answer.",
      "Other customers can back a complaint with an uck, a one-tap way of saying “this happened to me too”, and can add comments with their own experience. The complaints with the most ucks rise to the top, so the problems that affect the most people are the hardest to ignore.",
      "Each company has a page that brings its complaints together, with the number of complaints, how many receive a response and how many are resolved. A company can claim its page by verifying an address at its own domain, and can then answer complaints, offer a reimbursement and mark a complaint resolved. The customer decides whether the answer was satisfactory.",
      "“Customers have always complained. What they have not had is a place where the complaint keeps counting until it is answered,” said a spokesperson for UCK. “UCK is that place: a keeper of complaints, for consumers and for the companies willing to listen.”",
      "UCK is free for consumers. People must be at least 13 years old to join, accept a short user agreement and verify their e-mail address. Their data can be downloaded or deleted on request.",
      "UCK is available today in any modern browser and can be added to a phone's home screen.",
    ],
  },
];

export function findPressArticle(slug: string): PressArticle | undefined {
  return PRESS_ARTICLES.find((article) => article.slug === slug);
}

const PRESS_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "5 June 2024"; fixed to UTC so the server and the hydrating browser print the same day. */
export function formatPressDate(isoDate: string) {
  return PRESS_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
