/**
 * The open-data files' columns, in order: the CSV header, the JSON Lines keys and the data
 * dictionary on /data all come from this list. Personal data is left out: no author, no
 * address; an e-mail address typed into a text is replaced by "[email removed]" unless it is at the
 * company's own domain, as on every public surface (worker/services/public/).
 */
export const OPEN_DATA_COLUMNS = [
  { name: "complaint_id", type: "text", about: "The complaint's id; its page is /complaint/{id}" },
  { name: "url", type: "text", about: "The complaint's page" },
  { name: "created_at", type: "timestamp (ISO 8601, UTC)", about: "When the complaint was filed" },
  { name: "company", type: "text", about: "The company's name" },
  { name: "company_slug", type: "text", about: "The company page is /company/{company_slug}" },
  { name: "company_domain", type: "text", about: "The company's web domain, when known" },
  {
    name: "company_legal_name",
    type: "text or empty",
    about:
      "The company's legal entity as UCK confirmed it (from GLEIF or Companies House, or the company's document, checked); empty: legal entity unknown",
  },
  {
    name: "company_registry",
    type: "lei | gb_company_number | tr_mersis | tr_vkn | br_cnpj | es_nif | other | empty",
    about: "The register that numbers the legal entity",
  },
  {
    name: "company_registry_id",
    type: "text or empty",
    about: "The legal entity's number in that register",
  },
  { name: "category", type: "text", about: "Keyword category slug (/category/{category})" },
  {
    name: "country",
    type: "text",
    about: "Country taken from the complaint's location, when given",
  },
  {
    name: "status",
    type: "open | in_progress | resolved | escalated",
    about: "in_progress once the company answered; escalated after 48 hours without an answer",
  },
  { name: "uck_count", type: "integer", about: "People who ucked (agreed with) the complaint" },
  { name: "comment_count", type: "integer", about: "Public comments" },
  { name: "responded_at", type: "timestamp or empty", about: "When the company answered" },
  {
    name: "resolved_at",
    type: "timestamp or empty",
    about: "When the complainant confirmed it resolved",
  },
  { name: "escalated_at", type: "timestamp or empty", about: "When it escalated" },
  {
    name: "satisfied",
    type: "true | false | empty",
    about: "The complainant's verdict on the company's answer",
  },
  {
    name: "company_resolved_at",
    type: "timestamp or empty",
    about:
      "When a member of the company said it is resolved: the company's claim, never the outcome (the complainant's verdict decides)",
  },
  {
    name: "verdict",
    type: "resolved | disputed | empty",
    about:
      "The complainant's latest answer: resolved (their Yes, the only way status becomes resolved) or disputed (No)",
  },
  { name: "verdict_at", type: "timestamp or empty", about: "When the complainant answered" },
  {
    name: "closed_unverified_at",
    type: "timestamp or empty",
    about:
      "When a company's claim closed without the complainant's verdict (30 days without an answer); never counted as resolved",
  },
  {
    name: "company_response",
    type: "explanation | monetary | non_monetary | in_progress | not_our_customer | duplicate | empty",
    about:
      "What the company's answer does, as the company categorised it (after the CFPB's company responses); monetary is a refund offer",
  },
  {
    name: "consumer_disputed",
    type: "true | false | empty",
    about:
      "true when the complainant said the answer did not resolve it, false when they confirmed it did, empty while they have not answered",
  },
  {
    name: "score",
    type: "integer 0–10 or empty",
    about: "How the complainant rated the handling, 0 to 10, when they gave a score",
  },
  {
    name: "would_do_business_again",
    type: "true | false | empty",
    about: "Whether the complainant would do business with the company again, when they said",
  },
  {
    name: "outcome",
    type: "venue_upheld | venue_not_upheld | settled | chargeback_won | chargeback_refused | s75_paid | company_paid | nothing_yet | empty",
    about: "What happened after escalation, as the complainant recorded it",
  },
  { name: "outcome_at", type: "date or empty", about: "The day the outcome happened" },
  {
    name: "outcome_amount_minor",
    type: "integer or empty",
    about: "The money that moved, in minor units; only when outcome_verified is true",
  },
  {
    name: "outcome_currency",
    type: "ISO 4217 or empty",
    about: "The amount's currency; only when outcome_verified is true",
  },
  {
    name: "outcome_verified",
    type: "true | false | empty",
    about:
      "Verified by the company's member or a UCK moderator and counted; false when only reported by the complainant",
  },
  {
    name: "sent_to_company_at",
    type: "timestamp or empty",
    about: "When the company was told: its members on UCK, or the mail to its address once sent",
  },
  {
    name: "company_response_timely",
    type: "true | false | empty",
    about:
      "First response within 48 hours of sent_to_company_at (empty while running or never sent)",
  },
  {
    name: "group_id",
    type: "text or empty",
    about:
      "The same-problem group: complaints whose authors said they have the same problem share it (each stays its own complaint)",
  },
  { name: "complaint_text", type: "text", about: "What the complainant wrote" },
  { name: "response_text", type: "text or empty", about: "What the company answered" },
  {
    name: "reimbursement",
    type: "text or empty",
    about: "The reimbursement the company offered, as written",
  },
] as const;

export type OpenDataColumn = (typeof OPEN_DATA_COLUMNS)[number]["name"];

/** Where /data serves a file from the OPEN_DATA bucket. */
export const openDataFilePath = (name: string) => `/data/files/${name}`;

export const OPEN_DATA_LICENSE = {
  name: "CC0 1.0 Universal (public domain dedication)",
  url: "https://creativecommons.org/publicdomain/zero/1.0/",
};

/** Why a published complaint changed after the files were written (open_data_corrections). */
export const CORRECTION_REASONS = [
  "removed_by_moderators",
  "deleted_by_author",
  "edited_by_author",
  "account_deleted",
] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** Each reason in the words of /data's corrections log ("3 complaints …"). */
export const CORRECTION_REASON_TEXT: Record<CorrectionReason, string> = {
  removed_by_moderators: "removed by moderators",
  deleted_by_author: "deleted by their author",
  edited_by_author: "edited by their author",
  account_deleted: "removed with an account closed for a breach of the User Agreement",
};
