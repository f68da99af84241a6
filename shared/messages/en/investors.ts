/** /investor-center (decision 030). English: the page as it was, word for word; figures stay as they are. */
export const investorsEn = {
  "investors.title": "Investor Center",
  "investors.metaDescription":
    "UCK is built, live and looking for a platform owner to run it: the pitch, the numbers and how to book a 15-minute call.",
  "investors.heading": "The world's complaint desk is built. It needs an owner.",
  "investors.intro":
    "UCK is a working platform where customers post complaints in public and companies pay to answer them. We are looking for a platform owner to run it at scale.",
  "investors.highlight.perComplaint": "paid by a company per complaint it handles",
  "investors.highlight.us": "a year at 100% of US complaints",
  "investors.highlight.market": "global customer-service market (estimate)",
  "investors.letter.title": "A letter to the owner",
  "investors.letter.greeting": "Dear future owner,",
  "investors.letter.p1":
    "Every day, millions of people have a bad experience with a company and have nowhere useful to put it. They shout into a support queue, give up, or quietly take their money elsewhere. The company never learns what went wrong, and the next customer walks into the same problem.",
  "investors.letter.p2":
    "We built UCK to keep those complaints: in public, in one place, counted and answered. Customers post for free. Other customers back them with an uck. Companies claim their page and pay a small amount, about a dollar a complaint, to respond, resolve and learn.",
  "investors.letter.p3":
    "The product works. What it needs now is reach, a sales team and a brand that people already trust. You have those. We would rather hand UCK to the owner who can take it everywhere than spend years building the distribution you already have.",
  "investors.letter.p4": "We would welcome fifteen minutes of your time.",
  "investors.letter.signature": "The UCK founding team",
  "investors.why": "Why UCK?",
  "investors.why.built.title": "Built and running",
  "investors.why.built.text":
    "Complaints, ucks, comments, company pages, claims, responses and escalation are live today. There is no roadmap to fund before the first dollar.",
  "investors.why.content.title": "Consumers bring the content",
  "investors.why.content.text":
    "Every complaint is written by a customer, for free, and every uck and comment makes it more visible. The platform grows with each bad experience.",
  "investors.why.pay.title": "Companies have a reason to pay",
  "investors.why.pay.text":
    "A public complaint with no answer costs a company customers. Claiming the page and answering is the cheapest fix it will find.",
  "investors.why.trust.title": "Trust built in",
  "investors.why.trust.text":
    "Verified company accounts, a clear user agreement, data download and deletion, and escalation after 48 hours without an answer.",
  "investors.financials": "Financials",
  "investors.financials.intro":
    "Companies pay about $1 for each complaint they handle on UCK. The figures below show the yearly revenue if every company answered every complaint in a region.",
  "investors.financials.swipe": "Swipe the table sideways for sources.",
  "investors.financials.caption":
    "Estimated annual complaints and revenue at $1 per complaint, by region",
  "investors.financials.region": "Region",
  "investors.financials.complaints": "Annual complaints",
  "investors.financials.revenue": "Revenue",
  "investors.financials.source": "Source",
  "investors.financials.us.region": "USA",
  "investors.financials.us.complaints": "30 million",
  "investors.financials.us.source": "CFPB / BBB annual reports (estimate)",
  "investors.financials.eu.region": "UK/EU",
  "investors.financials.eu.complaints": "45 million",
  "investors.financials.eu.source": "UK ombudsman schemes / ECC-Net reports (estimate)",
  "investors.financials.total": "Global total",
  "investors.financials.total.complaints": "300 million",
  "investors.financials.total.source": "UCK estimate, extrapolated from the regions above",
  "investors.financials.note":
    "All figures are estimates, rounded, and assume full participation ($30M for 100% of US complaints). They sit inside a global customer-service market estimated at $338B a year.",
  "investors.fit": "Strategic fit",
  "investors.fit.intro":
    "UCK is most valuable in the hands of an owner who already has an audience, a sales organisation or both.",
  "investors.fit.social.title": "For a social or community platform",
  "investors.fit.social.text":
    "UCK turns an audience that already talks about brands into a structured, searchable record that companies will pay to answer.",
  "investors.fit.marketplace.title": "For a review or marketplace operator",
  "investors.fit.marketplace.text":
    "Complaints sit naturally beside ratings and listings, and company accounts add a recurring revenue line to an existing sales team.",
  "investors.fit.cx.title": "For a customer-experience software company",
  "investors.fit.cx.text":
    "Public complaints are the top of the support funnel. Owning them puts your tools in front of every company that needs to answer.",
  "investors.launch": "Ready to Launch?",
  "investors.launch.text":
    "Fifteen minutes is enough to show you the product, the numbers and how a handover would work. Pick a time that suits you and we will do the rest.",
  "investors.launch.call": "Book a 15-minute pitch call",
  "investors.launch.press": "Read the press coverage",
};

export type InvestorsMessages = Record<keyof typeof investorsEn, string>;
