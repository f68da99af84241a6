/**
 * The search page (decision 030): its form, the complaints and companies found, the empty states and
 * its metadata, sent by its loader in the page's language. English: the texts as they were. The
 * status names are the company section's keys, so the status badge reads either.
 */
export const searchEn = {
  "search.metaTitleQuery": "“{q}” · Search",
  "search.metaDescription": "Search public complaints and the companies they are about on UCK.",
  "search.label": "Search complaints and companies",
  "search.submit": "Search",
  "search.status": "Status",
  "search.allStatuses": "All statuses",
  "search.company": "Company",
  "search.allCompanies": "All companies",
  // shared/complaint-status.ts's labels (the filter and the results' badges).
  "status.open": "Open",
  "status.in_progress": "In progress",
  "status.resolved": "Resolved",
  "status.escalated": "Escalated",
  "status.unknown": "Unknown",
  "search.searching": "Searching…",
  "search.tooShort": "Type at least two letters to search.",
  "search.tooShortText":
    "Find complaints by what happened, the company or the place, and companies by name or domain.",
  "search.companies": "Companies ({count})",
  "search.complaints": "Complaints ({count})",
  "search.pageOf": "Page {page} of the results.",
  "search.firstPage": "Back to the first page",
  "search.noComplaints": "No complaints match “{q}”.",
  "search.noneFiltered": "Try removing a filter, or search for fewer or shorter words.",
  "search.noneHint":
    "Check the spelling, or search for fewer or shorter words: “refu” also finds “refund”.",
  "search.allComplaints": "Search all complaints",
  "search.loadingMore": "Loading more complaints…",
  "search.showing": "Showing {shown} of {total} complaints.",
  "search.capped":
    " Only the best matches are listed: add a word or a filter to narrow the search.",
  "search.loadMore": "Load more",
  "search.noCompanies": "No companies match “{q}”.",
  "search.companyComplaints_one": "{count} complaint",
  "search.companyComplaints_other": "{count} complaints",
  "search.formerUser": "Former user",
  "search.ucks_one": "{count} uck",
  "search.ucks_other": "{count} ucks",
};

export type SearchMessages = Record<keyof typeof searchEn, string>;
