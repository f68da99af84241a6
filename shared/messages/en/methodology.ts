/**
 * /methodology (decision 030). English: the page as it was, word for word. `{c1}`, `{c2}` are the
 * formulas (code spans, their words from the `.formula` keys); other `{name}`s are the numbers
 * the code computes with.
 */
export const methodologyEn = {
  "methodology.title": "How the numbers are computed",
  "methodology.metaDescription":
    "The exact definitions behind every number on UCK's company pages, the badge, Trending and Viral, each with its version.",
  "methodology.intro":
    'Every number on a company page is computed from that company\'s public complaints, the same way for every company. Where fewer than {minSample} data points exist, the page says "Not enough data yet" instead of showing a number. Percentages are rounded to whole numbers; times are in minutes, hours and days.',
  "methodology.version": "Version {version} · changed {changed}",
  "methodology.day26": "26 November 2026",
  "methodology.day27": "27 November 2026",
  "methodology.day29": "29 November 2026",
  "methodology.total.name": "Total complaints",
  "methodology.total.body": "Every complaint filed about the company and still public.",
  "methodology.responseRate.name": "Response rate",
  "methodology.responseRate.formula": "answered ÷ total complaints × 100",
  "methodology.responseRate.body":
    "{c1}, where answered means the company posted a response. 0% when there are no complaints.",
  "methodology.resolutionRate.name": "Resolution rate",
  "methodology.resolutionRate.formula":
    "complaints the complainant confirmed resolved ÷ complaints with an outcome to count × 100",
  "methodology.resolutionRate.body":
    "{c1}. A complaint is resolved only when its complainant says so: a member's Mark Resolved is the company's claim, and the complainant is asked (and reminded after 7 and 21 days). An outcome to count is a confirmed complaint, a claim nobody answered within 30 days (closed without the complainant's verdict: counted, never as resolved), or a complaint filed more than 30 days ago that is not waiting for an answer to a claim. Claims still waiting are left out and shown apart as awaiting the complainant. Until 29 November 2026 this was every complaint marked resolved by anyone ÷ all complaints.",
  "methodology.responseTime.name": "Response time",
  "methodology.responseTime.body":
    "For each answered complaint, the time from filing to the company's response. The page shows the average, the median (the middle value; the mean of the two middle values when their number is even) and the 90th percentile by nearest rank: sort the times, take the one at position {c1}, so nine answers in ten came at least that fast. Shown from {minSample} answered complaints on. Version 2 added the 90th percentile.",
  "methodology.satisfaction.name": "Satisfaction",
  "methodology.satisfaction.formula": '"Yes" verdicts ÷ all verdicts × 100',
  "methodology.satisfaction.body":
    "{c1}: after a response the complainant answers whether they are satisfied; complaints without a verdict do not count. Shown from {minSample} verdicts on.",
  "methodology.sla.name": "Answered within {hours} h (SLA)",
  "methodology.sla.formula": "answered within {hours} h ÷ complaints that can be judged × 100",
  "methodology.sla.body":
    "{c1}. A complaint can be judged once it is answered or {hours} hours old, so a fresh unanswered complaint never counts against the company. An unanswered complaint escalates after {hours} hours.",
  "methodology.timely.name": "Sent to company and timely response",
  "methodology.timely.body":
    "{c1} is when the company was told of the complaint: at once when people manage its page on UCK (they see it in their notifications), else when the mail carrying it to the company's confirmed complaints address or its customer-service mailbox (support@ its domain) was sent; mail to one company goes at most once a day. {c2} (the CFPB's \"timely response\") is yes when the company's first response came within {hours} hours of {c1}, no once those hours passed without one, and empty while they run or when the complaint was never sent. Both are in the API and the open data.",
  "methodology.pledge.name": "The pledge to answer on time",
  "methodology.pledge.body":
    'An owner of a claimed company page may pledge two things for every complaint: a first answer within {hours} hours of {c1}, and an outcome category (any but "in progress") within {days} days, which is {days} × 24 hours after {c1}, to the millisecond (an answer at 48:00:00 keeps it, at 48:00:01 breaks it). A complaint counts when it reached the company while a pledge was in force (from the moment it was made up to, not including, the moment it was withdrawn), in the last 12 months, and both its windows were met or one of them closed without it. A complaint still inside its windows waits; one that reached the company after a withdrawal never counts, and one that reached it before still does after. Complaints removed, and those a moderator found were used to demand payment, are left out as in every figure. The page, the badge and the API show the same "Pledged since {date}: kept {n} of {m} ({x}%)".',
  "methodology.pledge.changes":
    "An owner may withdraw a pledge a day after making it, and make it again 30 days after withdrawing it, so a company cannot step out for a complaint it expects to miss. Every period, with its dates, stays on the page and in the API.",
  "methodology.outcomes.name": "What happened after escalation",
  "methodology.outcomes.body":
    'The complainant of an escalated complaint, or of one whose answer they said No to, may record what came of it: the venue upheld or did not uphold it, the parties settled, the card issuer refunded the chargeback or refused it, the credit-card issuer paid (section 75), the company paid after the letter, or nothing yet; with the amount where money moved, the day, and evidence that only UCK\'s moderators see. It counts only once verified: a member of the company confirms it on the complaint, or a UCK moderator checks the evidence. The refund-counting rules then apply: an outcome recorded by a member of the company, by an account younger than a day when it complained, or by one that shared a network address with the company\'s members in the last 30 days does not count, and an amount far above the usual waits for a moderator. "Escalations upheld against a company: n of m": n counts the venue upheld, settled, chargeback won, section 75 paid and paid after the letter; m counts those and the venue not upholding and the chargeback refused; "nothing yet" is in neither. Each complaint counts once, with its current outcome. An outcome reported but not verified shows on its complaint as reported by the complainant and counts nowhere.',
  "methodology.outcomes.money":
    "Money returned by channel adds, per currency: company refunds (the company's refunds its customers confirmed, counted as above under money returned), paid after a letter, chargebacks, credit-card claims (section 75), and awards or settlements, each from verified outcomes that count.",
  "methodology.money.name": "Money returned",
  "methodology.money.formula": "sum of refunds the complainants confirmed they received",
  "methodology.money.body":
    "{c1}, per currency (never converted). A company records a refund with its response: amount, currency and the day it will arrive. It counts only once the complainant answers \"It arrived\"; until then it is waiting for confirmation, and past its day without an answer it is marked overdue. A refund the complainant says did not arrive is counted apart. The site's total on Resolved adds every company's confirmed refunds, per currency.",
  "methodology.money.counts":
    'A confirmed refund counts only when the complainant is not a member of the company, has not signed in from the same network address as one of its members in the last {days} days (compared as keyed hashes, never as addresses), and their account was at least a day old when the refund was offered. An amount far above the company\'s usual refunds (more than {factor} times the median of its counted refunds in that currency, or about USD 2,000 while it has fewer than {history}) counts once UCK has reviewed it; the complaint says "pending review" until then. A refund that does not count still shows on its complaint as the complainant said it.',
  "methodology.badge.name": "The company badge",
  "methodology.badge.body":
    "Total complaints, response rate and median response time as defined above, over the complaints filed in the last {days} days, always all of them: a company cannot choose which complaints its badge counts.",
  "methodology.flood.name": "Unusual activity and metrics without flagged windows",
  "methodology.flood.formula": "max({min}, {factor} × median)",
  "methodology.flood.opens":
    "Every hour each company's last 24 hours are compared with its own usual day, the median of its complaints per day over the {baseline} days before. A window of unusual activity opens when any of these holds: at least {c1} complaints; at least {ucks} ucks on its complaints, half or more of them from accounts under a day old; {accounts} or more accounts under 7 days old (or sharing a network address) posting near-identical texts (word 3-shingles overlapping at least {percent}%). It begins at the first event of a rule that held: the day's first complaint, its first young uck, or the first near-identical complaint. The window stays open while a rule holds and clears by itself {clearHours} hours after the last time one did; a moderator may clear it or uphold it sooner.",
  "methodology.flood.without": "without flagged windows",
  "methodology.flood.shown":
    "Nothing in a window is hidden or deleted, and a window judges complaints, not the ucks on them. When a complaint rule held (many complaints, or near-identical texts), each complaint filed in the window is flagged only when it is suspect itself: its account was under 7 days old when it posted, its account shares a network address with another author of the window, or its text is near-identical to complaints of {accounts} or more accounts. Ucks from young accounts already count in rankings only as those accounts age; they never flag the complaint they were given to, and a window of young ucks alone flags no complaint. While a window is open, or after a moderator upheld it, the company page and the API show the metrics twice: over all complaints, and {c1}, the same formulas over the complaints no such window flagged, with their refunds. A cleared window counts like any other days.",
  "methodology.groups.name": "People with the same problem",
  "methodology.groups.formula": "Jaccard similarity of word 3-shingles ≥ {threshold}",
  "methodology.groups.joins":
    "A complaint joins a group with “I have this problem too” only when its words read like the group's: {c1}, against the complaint chosen and against the group's first complaint, the same rule that picks the suggestions on the complaint form. A group is never a merge: each complaint keeps its own clock, answers and status.",
  "methodology.groups.counts":
    "“People have this problem” counts each account with a complaint in the group once, and only once the account is {hours} hours old, the age at which its ucks move the rankings. A younger account's complaint is shown in the group and counted when its account reaches that age. “This week” and “resolved” count those accounts' complaints. A company page shows its groups with the most counted people first, each quoted by its most-ucked complaint from a counted account.",
  "methodology.reputation.name": "How a uck counts in rankings",
  "methodology.reputation.formula": "min(whole weeks of age, {weeks}) ÷ {weeks} × activity",
  "methodology.reputation.body":
    "Every uck shows on its complaint at once. In Trending, Viral and the most-ucked order a uck counts by its account's reputation when it begins to count there: {c1}, between 0 and 1. An account without a verified email address, or in its first week, counts 0; it counts a little more with each whole week of age, fully from {weeks} weeks on. Activity is 1 when the account has filed a complaint or written a comment another account ucked, and {quiet} when it has only ucked.",
  "methodology.reputation.cohort":
    "Accounts created within the same clock hour count as one for any one complaint: the first of them to uck it counts by its reputation, the others count 0. Ucks from accounts under a day old, and many at once from one network address, begin to count {hours} hours after they were given. Ucks counted before this rule were recounted once by it.",
  "methodology.trending.name": "Trending",
  "methodology.trending.formula": "(ucks + 2 × comments + 3 × shares) ÷ (age in hours + 2)^1.5",
  "methodology.trending.body":
    "Complaints of the last {days} days, ranked by {c1}, so fresh activity outranks old totals. Ucks count by their weight, as above.",
  "methodology.viral.name": "Viral",
  "methodology.viral.or": " or ",
  "methodology.viral.formula": "weights of the ucks counted in the window ÷ hours in the window",
  "methodology.viral.body":
    "Ucks gained per hour within the chosen window ({hours} hours): {c1}, highest first.",
  "methodology.categories.name": "How a company answers",
  "methodology.categories.body":
    "Every company answer carries one category, chosen by the company when it answers, after the CFPB's company responses: explanation, monetary relief (a refund with its amount and currency, which the complainant confirms like any refund), non-monetary relief, in progress, not our customer, or duplicate. The company page counts its answers per category. Answers given before categories existed have the category their data implies: monetary relief when a refund was recorded, else explanation.",
  "methodology.verdict.name": "The complainant's verdict",
  "methodology.verdict.body":
    "After the company answers, the complainant says whether it resolved the complaint (Yes or No, required) and may add how it was handled, from 0 to 10, and whether they would do business with the company again. They may change their answer for 30 days. The average score and the share who would return are shown from {minSample} answers; a complaint's rating for search engines is its complainant's own score, out of 10, or none.",
  "methodology.composite.name": "UCK score (composite)",
  "methodology.composite.formula":
    "(2 × answered% + 3 × solved% + 2 × would-return% + 3 × 10 × average score ÷ 10) ÷ 100",
  "methodology.composite.body":
    "A number from 0 to 10: {c1}. Answered% is the response rate; solved% is the complainants' Yes among their verdicts; would-return% is the Yes among those who answered “Would you do business with them again?”; the average score is their 0 to 10 “How was it handled?”. It is withheld, never estimated, below {verdicts} verdicts, while the company answered fewer than {answered}% of its complaints, or while no complainant has given a score or said whether they would return.",
  "methodology.composite.sources":
    "The inputs and weights start from those Reclame Aqui publishes for its reputation index (answered, solved, would do business again and a consumer score from 0 to 10, withheld below 50% answered); the answer categories follow the CFPB's. A change to the weights or the floors is a new version, dated here.",
  "methodology.more":
    "The same numbers, and every public complaint, can be read by programs through the {api}. What UCK promises the people who file complaints, each promise with the test that checks it, is on {guarantees}.",
  "methodology.more.api": "public API",
  "methodology.more.guarantees": "the guarantees page",
};

export type MethodologyMessages = Record<keyof typeof methodologyEn, string>;
