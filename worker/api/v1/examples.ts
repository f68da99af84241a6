import type { z } from "@hono/zod-openapi";
import type { EscalationFile as EscalationFileShape } from "../../services/escalation/file-schema";
import type {
  Company,
  CompanySummary,
  Complaint,
  ComplaintDetail,
  SiteTotals,
} from "../../services/public/schemas";

/**
 * The OpenAPI document's examples, one per answer. Typed by the schemas they illustrate, and the
 * linters (scripts/lint-openapi.ts) validate each against its schema, so an example cannot drift
 * from the shape it shows.
 */
const ORIGIN = "https://uck.example";

const complaint: z.infer<typeof Complaint> = {
  id: "0b6f3a52-9c1e-4d8a-a3f4-5e2d7c9b1a08",
  url: `${ORIGIN}/complaint/0b6f3a52-9c1e-4d8a-a3f4-5e2d7c9b1a08`,
  text: "My flight was cancelled and the refund promised within 7 days has not arrived after 6 weeks.",
  status: "in_progress",
  company: { name: "Delta Air Lines", slug: "delta-air-lines" },
  category: "travel",
  country: "United States",
  location: "Atlanta, GA, USA",
  uck_count: 42,
  comment_count: 1,
  share_count: 3,
  author: { name: "Ada Lovelace", username: "ada" },
  created_at: "2026-11-20T09:30:00.000Z",
  sent_to_company_at: "2026-11-20T09:30:00.000Z",
  company_response_timely: true,
  group_id: "0b6f3a52-6c1e-4d7a-9f53-2e8c1d4b7a90",
  escalated_at: null,
  resolved_at: null,
  satisfied: null,
  company_resolved_at: null,
  verdict: null,
  verdict_at: null,
  closed_unverified_at: null,
  company_response: "monetary",
  consumer_disputed: null,
  score: null,
  would_do_business_again: null,
  outcome: null,
  outcome_at: null,
  outcome_amount_minor: null,
  outcome_currency: null,
  outcome_verified: null,
  response: {
    text: "We are sorry. The refund was sent today; please allow 5 business days.",
    reimbursement: "Full fare refund",
    responded_at: "2026-11-21T14:05:00.000Z",
  },
};

const detail: z.infer<typeof ComplaintDetail> = {
  ...complaint,
  comments: [
    {
      id: "7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
      text: "Same here, 8 weeks and counting.",
      author: { name: "Grace Hopper", username: "grace" },
      uck_count: 5,
      created_at: "2026-11-20T11:02:00.000Z",
    },
  ],
};

const summary: z.infer<typeof CompanySummary> = {
  name: "Delta Air Lines",
  slug: "delta-air-lines",
  url: `${ORIGIN}/company/delta-air-lines`,
  domain: "delta.com",
  claimed: true,
  verified: false,
};

const company: z.infer<typeof Company> = {
  ...summary,
  website: "https://www.delta.com",
  description: "Airline based in Atlanta.",
  industry: "Travel",
  metrics: {
    total_complaints: 128,
    total_responses: 96,
    response_rate: 75,
    resolution_rate: 41,
    resolution_counted: 98,
    awaiting_verdict: 9,
    closed_unverified: 31,
    average_response_ms: 97_200_000,
    median_response_ms: 64_800_000,
    p90_response_ms: 165_600_000,
    satisfaction_score: 58,
    sla_compliance_rate: 82,
    followers_count: 311,
    money_returned: [{ currency: "USD", amount_minor: 412_050, amount: "4120.50" }],
    refunds_pending: 3,
    refunds_overdue: 1,
    refunds_not_received: 0,
    response_categories: {
      explanation: 50,
      monetary: 28,
      non_monetary: 9,
      in_progress: 6,
      not_our_customer: 2,
      duplicate: 1,
    },
    verdicts_resolved: 40,
    verdicts_disputed: 22,
    average_score: 6.4,
    scores_given: 50,
    would_return_rate: 60,
    would_return_answers: 45,
    composite: { version: 1, value: 6.6, withheld: null },
  },
  pledge: {
    since: "2026-06-01T08:00:00.000Z",
    withdrawn_at: null,
    kept: 41,
    total: 45,
    rate: 91,
    periods: [{ since: "2026-06-01T08:00:00.000Z", withdrawn_at: null }],
  },
  flags: { member_reported: 4, member_reports_upheld: 1, left_out_of_metrics: 2 },
  flood_window: { started_at: "2026-11-20T07:10:00.000Z", state: "open", rules: ["volume"] },
  metrics_without_flagged: {
    total_complaints: 104,
    total_responses: 92,
    response_rate: 88,
    resolution_rate: 49,
    resolution_counted: 80,
    awaiting_verdict: 7,
    closed_unverified: 24,
    average_response_ms: 95_400_000,
    median_response_ms: 63_000_000,
    p90_response_ms: 162_000_000,
    satisfaction_score: 60,
    sla_compliance_rate: 84,
    followers_count: 311,
    money_returned: [{ currency: "USD", amount_minor: 412_050, amount: "4120.50" }],
    refunds_pending: 3,
    refunds_overdue: 1,
    refunds_not_received: 0,
    response_categories: {
      explanation: 48,
      monetary: 28,
      non_monetary: 9,
      in_progress: 5,
      not_our_customer: 1,
      duplicate: 1,
    },
    verdicts_resolved: 38,
    verdicts_disputed: 16,
    average_score: 6.8,
    scores_given: 44,
    would_return_rate: 65,
    would_return_answers: 40,
    composite: { version: 1, value: 7.2, withheld: null },
  },
};

const totals: z.infer<typeof SiteTotals> = {
  complaints: 100_000,
  companies: 2_000,
  responses: 61_250,
  resolved: 30_010,
  escalated: 12_400,
  response_rate: 61,
  money_returned: [{ currency: "USD", amount_minor: 9_120_000, amount: "91200.00" }],
};

const escalationFile: EscalationFileShape = {
  schema_version: 1,
  complaint: {
    id: complaint.id,
    url: complaint.url,
    text: complaint.text,
    category: "travel",
    location: "Atlanta, GA, USA",
    filed_at: "2026-11-20T09:30:00.000Z",
    status: "escalated",
    resolution_sought: "The fare refunded, as promised",
    amount_in_dispute: { amount: "412.80", currency: "USD" },
  },
  company: {
    name: "Delta Air Lines",
    domain: "delta.com",
    country: null,
    page_url: `${ORIGIN}/company/delta-air-lines`,
    // Null when UCK does not know it: "legal entity unknown" (decision 045).
    legal_entity: null,
  },
  complainant: { display_name: "Ada Lovelace" },
  timeline: [
    { at: "2026-11-20T09:30:00.000Z", kind: "filed" },
    {
      at: "2026-11-20T09:31:12.000Z",
      kind: "sent_to_company",
      detail: "Mailed to the company's customer-service mailbox",
    },
    { at: "2026-11-22T09:30:00.000Z", kind: "escalated" },
  ],
  evidence: [
    {
      url: `${ORIGIN}/images/complaint-images/5b0c7a1e-2f4d-4c9b-8a61-3d2e9f7b6c10.jpg`,
      sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    },
  ],
  venues: [
    {
      id: "national:United States",
      name: "Federal Trade Commission (ReportFraud.ftc.gov)",
      url: "https://reportfraud.ftc.gov/",
      rule: "Consumer complaints in the United States that no more specific venue takes.",
      reason: "The consumer authority of the United States.",
      available_from: null,
      source: "https://reportfraud.ftc.gov/",
      checked: "2026-11-26",
    },
  ],
};

/** The CFPB record of a complaint about a US bank (decision 045). */
const cfpbRecord: Record<string, string | null> = {
  date_received: "2026-11-20",
  product: null,
  sub_product: null,
  issue: null,
  sub_issue: null,
  complaint_what_happened:
    "The bank charged an overdraft fee twice and will not refund the second one.",
  company_public_response: null,
  company: "SAMPLE BANK, NATIONAL ASSOCIATION",
  state: "IL",
  zip_code: null,
  tags: null,
  submitted_via: null,
  date_sent_to_company: "2026-11-20",
  company_response: null,
  timely: "No",
  complaint_id: "0b6f3a52",
};

export const EXAMPLES = {
  escalationFile: { data: escalationFile },
  cfpbRecord: { data: cfpbRecord },
  complaintPage: {
    data: [complaint],
    next_cursor: "1763631000000_0b6f3a52-9c1e-4d8a-a3f4-5e2d7c9b1a08",
  },
  complaint: { data: detail },
  companyPage: { data: [summary], next_cursor: null },
  company: { data: company },
  stats: { data: totals },
};
