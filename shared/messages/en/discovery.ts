/**
 * The discovery pages (decision 030): /trending, /viral, /resolved, /most-complained,
 * /most-commented, /most-shared, /by-country, /by-industry, /by-friends, /near-me,
 * /categories and /category/:name. One section for the twelve, sent by each loader in the page's
 * language (the headings are the navigation's labels, in the root catalogue). English: the texts
 * as they were. The keyword categories' names come from worker/words (the feeds' own).
 */
export const discoveryEn = {
  "disc.timeWindow": "Time window",
  "disc.last24h": "Last 24 hours",
  "disc.last7d": "Last 7 days",
  "disc.last30d": "Last 30 days",
  "disc.allTime": "All time",
  "disc.login": "Login",
  "disc.register": "Register",
  // The word after a count shown on its own line ("12" / "complaints").
  "disc.complaintsWord_one": "complaint",
  "disc.complaintsWord_other": "complaints",
  "archive.title": "Archive",
  "archive.description": "Every complaint on UCK by year, month and day.",
  "archive.yearTitle": "Complaints of {year}",
  "archive.yearDescription": "Complaints filed on UCK in {year}, month by month.",
  "archive.monthTitle": "Complaints of {month}",
  "archive.monthDescription": "Complaints filed on UCK in {month}, day by day.",
  "archive.dayTitle": "Complaints of {day}",
  "archive.dayDescription": "Every complaint filed on UCK on {day}.",
  "archive.companyYearTitle": "Complaints about {company} in {year}",
  "archive.companyYearDescription": "Every complaint about {company} filed on UCK in {year}.",
  "archive.count_one": "{count} complaint",
  "archive.count_other": "{count} complaints",
  "archive.pages": "Pages",
  "archive.pageOf": "Page {page} of {pages}",
  "archive.emptyAll": "No complaints have been filed yet.",
  "archive.emptyYear": "No complaints were filed in this year.",
  "archive.emptyMonth": "No complaints were filed in this month.",
  "archive.emptyDay": "No complaints were filed on this day.",
  "archive.emptyCompanyYear": "No complaints about this company were filed in this year.",
  "archive.companyAll": "All complaints about {company}",
  "archive.otherYears": "Other years",
  "archive.movedNote":
    "Complaints filed before {year} are in UCK's archive: they are listed here and open on their own pages, but search, the feeds, the rankings, notifications and companies' figures count only complaints filed from {year} on.",
  "archive.companyYearMoved":
    "{year} is in UCK's archive: its complaints are listed here, but the page and figures of {company} count only complaints filed from {from} on.",
  "trending.metaTitle": "Trending complaints",
  "trending.metaDescription":
    "Complaints ranked by recent engagement: ucks, comments and shares, weighted towards the newest.",
  "trending.description": "Complaints with the most recent ucks, comments and shares.",
  "trending.howTitle": "How trending is calculated",
  "trending.howScore": "Each complaint filed in the last {days} days gets a score:",
  "trending.formula": "score = (ucks + 2 × comments + 3 × shares) ÷ (age in hours + 2)^1.5",
  "trending.howWeights":
    "Comments and shares count more than ucks because they take more effort. Dividing by the age makes fresh activity outrank old totals: a complaint from yesterday needs many times the engagement of one from this morning to rank above it.",
  "trending.howLate":
    "Ucks, comments and shares from accounts less than a day old, from many accounts on one network address at once, or shared without an account count here a day after they were given. The complaint shows them at once.",
  "trending.emptyTitle": "Nothing is trending yet",
  "trending.emptyText":
    "Complaints filed in the last {days} days show here as they get ucks, comments and shares.",
  "viral.metaTitle": "Viral complaints",
  "viral.metaDescription": "The complaints gaining ucks fastest right now, by ucks per hour.",
  "viral.description":
    "The complaints gaining ucks fastest: ucks received in the window, per hour. Ucks from accounts less than a day old, or from many accounts on one network address at once, count a day later.",
  "viral.emptyTitle": "Nothing is going viral right now",
  "viral.emptyText": "Complaints that gain ucks in this window show here.",
  "resolved.description":
    "Complaints the complainant confirmed as resolved by the company, most recently resolved first.",
  "resolved.emptyTitle": "No resolved complaints yet",
  "resolved.emptyText":
    "When a complainant confirms that a company fixed their problem, it shows here.",
  "resolved.moneyLabel": "Money returned through UCK: ",
  "resolved.noMoneyYet": "none confirmed yet",
  // `{link}` is "how it is counted", a link to the methodology.
  "resolved.moneyNote":
    "(refunds the customers confirmed they received, from accounts not linked to the company; {link})",
  "resolved.howCounted": "how it is counted",
  "mostComplained.metaTitle": "Most Complained Companies",
  "mostComplained.metaDescription":
    "The companies with the most public complaints on UCK in the last 7 days, 30 days or all time.",
  "mostComplained.description": "Companies ranked by the number of complaints they received.",
  "mostComplained.empty": "No complaints were filed in this period.",
  "mostComplained.company": "Company",
  "mostComplained.answered": "answered {rate}",
  "mostCommented.description":
    "Complaints with the most comments from the UCK community, most first. Comments from accounts less than a day old, or from many accounts on one network address at once, count in this order a day later.",
  "mostShared.description":
    "Complaints people shared the most, most shares first. Shares from accounts less than a day old, from many accounts on one network address at once, or without an account count in this order a day later.",
  "byCountry.metaDescription": "Complaints grouped by the country where they happened.",
  "byCountry.description": "Complaints grouped by the country named in their location.",
  "byCountry.countries": "Countries",
  "byCountry.heading": "Complaints in {country}",
  "byCountry.emptyTitle": "No complaints with a location yet",
  "byCountry.emptyText": "Complaints that name a city or country show here.",
  "byIndustry.metaTitle": "{industry} complaints",
  "byIndustry.description": "Complaints grouped by the industry of the company they are about.",
  "byIndustry.industries": "Industries",
  "byIndustry.companies_one": "{count} company",
  "byIndustry.companies_other": "{count} companies",
  "byIndustry.complaints": "{count} complaints",
  "byIndustry.emptyTitle": "No complaints in this industry yet",
  "byFriends.description": "Complaints from the people and companies you follow, newest first.",
  "byFriends.signIn": "Please sign in to see complaints from the people and companies you follow.",
  "nearMe.metaTitle": "Complaints near me",
  "nearMe.metaDescription":
    "Complaints filed near you, nearest first: share your location or type your city.",
  "nearMe.description": "Complaints filed near you.",
  "nearMe.yourLocation": "your location",
  "nearMe.unknownCity":
    "We don't know where “{city}” is. Try the nearest large city, such as “Chicago” or “London, UK”.",
  "nearMe.refused":
    "Location permission was refused. Type your city below instead, or allow location for this site in your browser's settings.",
  "nearMe.timeout": "Finding your location took too long. Try again or type your city.",
  "nearMe.unavailable": "Your location is not available right now. Type your city below instead.",
  "nearMe.noGeolocation": "This browser cannot share a location. Type your city below.",
  "nearMe.locating": "Finding you...",
  "nearMe.useMyLocation": "Use my location",
  "nearMe.orCity": "Or your city",
  "nearMe.cityPlaceholder": "e.g. Chicago, IL",
  "nearMe.search": "Search",
  "nearMe.distance": "Distance",
  "nearMe.heading_one": "{count} complaint within {radius} km of {place}",
  "nearMe.heading_other": "{count} complaints within {radius} km of {place}",
  "nearMe.empty": "No complaints this close yet. Try a larger distance.",
  "nearMe.underOneKm": "Under 1 km away",
  "nearMe.kmAway": "{km} km away",
  "nearMe.intro":
    "Share your location or type your city to see the complaints filed around you. Your position is only used for this search and is not stored.",
  "categories.metaDescription":
    "Complaints grouped by topic: travel, delivery, internet and phone, banking and more.",
  "categories.description": "Every complaint is sorted into a topic by the words it uses.",
  "categories.count_one": "{count} complaint",
  "categories.count_other": "{count} complaints",
  "category.title": "{category} complaints",
  "category.mentions": "Complaints that mention {keywords} and similar.",
  "category.other": "Complaints that fit no other category.",
  "category.emptyTitle": "No complaints in this category yet",
};

export type DiscoveryMessages = Record<keyof typeof discoveryEn, string>;
