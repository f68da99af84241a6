import { z } from "@hono/zod-openapi";
import { ESCALATION_OUTCOMES } from "@shared/escalation-outcome";
import { FLOOD_RULES } from "@shared/flood-guard";
import { RESPONSE_CATEGORIES } from "@shared/response-category";
import { COMPLAINT_STATUSES } from "../../db/schema";

/**
 * The public API's shapes, version 1: these zod schemas validate every request and are the
 * OpenAPI 3.1 document at /api/v1/openapi.json. Field names are stable (snake_case); a new
 * field may be added, none is renamed or removed within v1. Nothing personal beyond what the
 * public pages show: an author is their display name and username, never an address.
 */

const Iso = z.string().openapi({ format: "date-time", example: "2026-11-20T09:30:00.000Z" });
const IsoOrNull = Iso.nullable();

export const Status = z.enum(COMPLAINT_STATUSES).openapi({
  description:
    "open → in_progress (the company answered) → resolved; escalated after 48 hours without an answer",
});

export const Author = z
  .object({
    name: z.string().nullable().openapi({
      description:
        'The display name on the author\'s profile; only its initials ("A. K.") when the author hid their name on this complaint',
    }),
    username: z.string().nullable().openapi({
      description:
        "The public profile is /u/{username}; null when the author hid their name on this complaint",
    }),
  })
  .openapi("Author");

export const CompanyRef = z
  .object({
    name: z.string(),
    slug: z.string().openapi({ description: "The company page is /company/{slug}" }),
  })
  .openapi("CompanyRef");

export const CompanyResponse = z
  .object({
    text: z.string(),
    reimbursement: z
      .string()
      .nullable()
      .openapi({ description: "The reimbursement offered, as the company wrote it" }),
    responded_at: Iso,
  })
  .openapi("CompanyResponse");

export const Complaint = z
  .object({
    id: z.string(),
    url: z.string().openapi({ format: "uri" }),
    text: z.string(),
    status: Status,
    company: CompanyRef,
    category: z
      .string()
      .nullable()
      .openapi({ description: "Keyword category slug (/category/{slug})" }),
    country: z
      .string()
      .nullable()
      .openapi({ description: "Country taken from the location, as filtered by `country`" }),
    location: z.string().nullable(),
    uck_count: z.number().int(),
    comment_count: z.number().int(),
    share_count: z.number().int(),
    author: Author,
    created_at: Iso,
    escalated_at: IsoOrNull,
    resolved_at: IsoOrNull,
    /** The complainant's verdict on the response: true solved, false not, null not given. */
    satisfied: z.boolean().nullable(),
    company_resolved_at: IsoOrNull.openapi({
      description:
        "When a member of the company said it is resolved (Mark Resolved): the company's claim, never the outcome; the complainant's verdict decides (/methodology#resolution-rate)",
    }),
    verdict: z.enum(["resolved", "disputed"]).nullable().openapi({
      description:
        "The complainant's latest answer: resolved (their Yes: the only way a complaint becomes resolved) or disputed (No); null while they have not answered",
    }),
    verdict_at: IsoOrNull.openapi({ description: "When the complainant gave that answer" }),
    closed_unverified_at: IsoOrNull.openapi({
      description:
        "When a company's claim closed without the complainant's verdict (30 days without an answer): counted in the resolution rate, never as resolved",
    }),
    company_response: z.enum(RESPONSE_CATEGORIES).nullable().openapi({
      description:
        "What the company's answer does, as the company categorised it (after the CFPB's company responses): explanation, monetary (a refund offer with its amount and currency), non_monetary, in_progress, not_our_customer, duplicate; null before an answer (/methodology#answer-categories)",
    }),
    consumer_disputed: z.boolean().nullable().openapi({
      description:
        'The CFPB\'s "consumer disputed?": true when the complainant said the answer did not resolve it, false when they confirmed it did, null while they have not answered',
    }),
    score: z.number().int().min(0).max(10).nullable().openapi({
      description:
        "How the complainant rated the handling, 0–10 (optional with their verdict; /methodology#verdict)",
    }),
    would_do_business_again: z.boolean().nullable().openapi({
      description:
        "Whether the complainant would do business with the company again (optional with their verdict)",
    }),
    outcome: z.enum(ESCALATION_OUTCOMES).nullable().openapi({
      description:
        "What happened after escalation (or after the complainant disputed the answer), as the complainant recorded it; null when nothing was recorded (/methodology#escalation-outcomes)",
    }),
    outcome_at: z.string().nullable().openapi({
      description: "The day the outcome happened (YYYY-MM-DD), as the complainant gave it",
    }),
    outcome_amount_minor: z.number().int().nullable().openapi({
      description:
        "The money that moved, in the currency's minor units; given only when outcome_verified is true",
    }),
    outcome_currency: z.string().nullable().openapi({
      description: "The amount's ISO 4217 currency; given only when outcome_verified is true",
    }),
    outcome_verified: z.boolean().nullable().openapi({
      description:
        "true when the company's member or a UCK moderator verified the outcome and it passed the refund-counting rules (it counts on the company's page); false when only reported by the complainant or not counted; null without an outcome",
    }),
    sent_to_company_at: IsoOrNull.openapi({
      description:
        'When the company was told (the CFPB\'s "date sent to company"): its members on UCK at once, or the mail to its complaints address or support mailbox once sent; null while not',
    }),
    company_response_timely: z.boolean().nullable().openapi({
      description:
        'The CFPB\'s "timely response": the first response came within 48 hours of sent_to_company_at; false once they passed without one; null while they run or when never sent (/methodology#timely)',
    }),
    group_id: z.string().nullable().openapi({
      description:
        'The "same problem" group: complaints by different people who said theirs is the same problem share it (never merged: each keeps its own clock, response and status); null while the complaint is alone',
    }),
    response: CompanyResponse.nullable(),
  })
  .openapi("Complaint");

export const Comment = z
  .object({
    id: z.string(),
    text: z.string(),
    author: Author,
    uck_count: z.number().int(),
    created_at: Iso,
  })
  .openapi("Comment");

export const ComplaintDetail = Complaint.extend({ comments: z.array(Comment) }).openapi(
  "ComplaintDetail",
);

export const CompanySummary = z
  .object({
    name: z.string(),
    slug: z.string(),
    url: z.string().openapi({ format: "uri" }),
    domain: z.string().nullable(),
    claimed: z.boolean().openapi({ description: "A member of the company manages the page" }),
    verified: z.boolean(),
  })
  .openapi("CompanySummary");

export const MoneySum = z
  .object({
    currency: z.string().openapi({ description: "ISO 4217 code", example: "USD" }),
    amount_minor: z.number().int().openapi({ description: "In minor units (cents)" }),
    amount: z.string().openapi({ description: "The same as a decimal string", example: "40.00" }),
  })
  .openapi("MoneySum");

export const CompanyMetrics = z
  .object({
    total_complaints: z.number().int(),
    total_responses: z.number().int(),
    response_rate: z.number().int().openapi({ description: "Percent, rounded (see /methodology)" }),
    resolution_rate: z.number().int().openapi({
      description:
        "Percent, rounded: complaints the complainant confirmed resolved ÷ complaints with an outcome to count (confirmed, closed without a verdict, or filed over 30 days ago and not waiting for the complainant's answer to a company's claim); 0 while none has one (/methodology#resolution-rate). Before 2026-11-29 it counted every complaint marked resolved by anyone.",
    }),
    resolution_counted: z.number().int().openapi({
      description: "The resolution rate's denominator: complaints with an outcome to count",
    }),
    awaiting_verdict: z.number().int().openapi({
      description:
        "The company says resolved, awaiting the complainant's answer: left out of the resolution rate until answered or closed",
    }),
    closed_unverified: z.number().int().openapi({
      description: "Company claims closed without the complainant's verdict after 30 days",
    }),
    average_response_ms: z.number().int().nullable(),
    median_response_ms: z.number().int().nullable(),
    p90_response_ms: z.number().int().nullable(),
    satisfaction_score: z.number().int().nullable(),
    sla_compliance_rate: z.number().int().nullable(),
    followers_count: z.number().int(),
    money_returned: z.array(MoneySum).openapi({
      description:
        "Refunds the complainants confirmed they received that count (not confirmed by a linked or day-old account, not waiting for review; /methodology#money-returned), per currency",
    }),
    refunds_pending: z.number().int().openapi({ description: "Recorded, not confirmed yet" }),
    refunds_overdue: z.number().int().openapi({ description: "Pending and past their day" }),
    refunds_not_received: z.number().int().openapi({
      description: "The complainant said the money did not arrive",
    }),
    response_categories: z
      .object(
        Object.fromEntries(RESPONSE_CATEGORIES.map((c) => [c, z.number().int()])) as Record<
          (typeof RESPONSE_CATEGORIES)[number],
          z.ZodNumber
        >,
      )
      .openapi({
        description:
          "How the company answers: its answers per category (/methodology#answer-categories)",
      }),
    verdicts_resolved: z.number().int().openapi({
      description: "Complainants who confirmed the company resolved it (their latest answer)",
    }),
    verdicts_disputed: z.number().int().openapi({
      description: "Complainants who said the company's answer did not resolve it",
    }),
    average_score: z.number().nullable().openapi({
      description:
        "The complainants' average 0–10 score for the handling, one decimal; null below the minimum sample",
    }),
    scores_given: z.number().int(),
    would_return_rate: z.number().int().nullable().openapi({
      description:
        "Percent of the complainants who said whether they would do business again that said yes; null below the minimum sample",
    }),
    would_return_answers: z.number().int(),
    composite: z
      .object({
        version: z.number().int(),
        value: z.number().nullable(),
        withheld: z.enum(["few_verdicts", "few_answered", "missing_parts"]).nullable(),
      })
      .openapi({
        description:
          "The UCK score, 0–10, by the versioned formula at /methodology#composite: (2 × answered% + 3 × solved% + 2 × would-return% + 3 × 10 × average score / 10) ÷ 100; null and withheld below 10 verdicts, below 50% answered, or while no score or would-return answer was given",
      }),
  })
  .openapi("CompanyMetrics", {
    description:
      "The numbers of the company page, by the definitions at /methodology; null below the minimum sample",
  });

export const CompanyFlags = z
  .object({
    member_reported: z.number().int().openapi({
      description:
        "Complaints about the company that its own members reported (a report, or a report of extortion)",
    }),
    member_reports_upheld: z.number().int().openapi({
      description:
        "Of those, how many a moderator upheld: the complaint was removed, or it still carries a finding that it was used to demand payment for its removal",
    }),
    left_out_of_metrics: z.number().int().openapi({
      description:
        "Complaints about the company that a moderator found were used to demand payment for their removal (a finding per complaint, never per account; an upheld appeal removes it): they stay public and are left out of `metrics`",
    }),
  })
  .openapi("CompanyFlags", {
    description: "Flags in the open: the company page's counts of its members' reports",
  });

export const FloodWindow = z
  .object({
    started_at: z.string().openapi({
      format: "date-time",
      description: "When the first event of a rule that held was recorded",
    }),
    state: z.enum(["open", "upheld"]).openapi({
      description: "`open`: still being reviewed; `upheld`: a moderator confirmed it",
    }),
    rules: z.array(z.enum(FLOOD_RULES)).openapi({
      description:
        "The rules that held (/methodology#flood-guard): `volume`, many more complaints than the company's usual day; `young_ucks`, half or more of the day's ucks from accounts under a day old; `near_identical`, near-identical texts from new or address-sharing accounts",
    }),
  })
  .openapi("FloodWindow", {
    description:
      "A window of unusual activity on the company's page: shown, never hidden. Only complaints that are suspect themselves are flagged, and only by the `volume` and `near_identical` rules",
  });

const PledgePeriod = z.object({
  since: z.string().openapi({ description: "When an owner made the pledge (ISO 8601)" }),
  withdrawn_at: z.string().nullable().openapi({
    description: "When an owner withdrew it (ISO 8601); null while in force",
  }),
});

export const Pledge = z
  .object({
    since: z.string().openapi({ description: "When the latest pledge period began (ISO 8601)" }),
    withdrawn_at: z.string().nullable().openapi({
      description: "When the latest period was withdrawn; null while the pledge is in force",
    }),
    kept: z.number().int().openapi({
      description:
        "Counted complaints of the last 12 months whose first answer came within 48 hours of sent_to_company_at and an outcome category (not in_progress) within 10 × 24 hours",
    }),
    total: z.number().int().openapi({
      description:
        "Complaints of the last 12 months that reached the company while a pledge was in force and whose two windows were met or closed (/methodology#pledge)",
    }),
    rate: z.number().int().nullable().openapi({
      description: "kept ÷ total, rounded percent; null while total is 0",
    }),
    periods: z.array(PledgePeriod).openapi({ description: "Every pledge period, oldest first" }),
  })
  .openapi("Pledge", {
    description:
      "The company's public pledge to answer on time (/methodology#pledge); the company page and its badge show the same numbers",
  });

export const Company = CompanySummary.extend({
  website: z.string().nullable(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  metrics: CompanyMetrics,
  pledge: Pledge.nullable().openapi({ description: "null when the company never pledged" }),
  flags: CompanyFlags,
  flood_window: FloodWindow.nullable().openapi({
    description: "The open window of unusual activity, else the latest upheld one; null without",
  }),
  metrics_without_flagged: CompanyMetrics.nullable().openapi({
    description:
      "The same metrics without the complaints an open or upheld window flagged as suspect (/methodology#flood-guard); null when no window flagged any, as `metrics` then counts the same complaints",
  }),
}).openapi("Company");

export const SiteTotals = z
  .object({
    complaints: z.number().int(),
    companies: z.number().int().openapi({
      description:
        "Companies with at least one complaint in the years not moved to the archive (the other totals count every complaint, archived ones too)",
    }),
    responses: z.number().int(),
    resolved: z.number().int(),
    escalated: z.number().int(),
    response_rate: z.number().int().openapi({ description: "Percent of complaints answered" }),
    money_returned: z.array(MoneySum).openapi({
      description:
        "Refunds confirmed by complainants that count, across all companies, per currency",
    }),
  })
  .openapi("SiteTotals");

const Cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/)
  .optional()
  .openapi({ description: "`next_cursor` of the previous page; absent for the first page" });

const Limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .default(50)
  .openapi({ description: "Items per page, 1–100 (default 50)" });

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Not a date")
  .optional();

export const ComplaintsQuery = z.object({
  company: z.string().max(200).optional().openapi({ description: "Company slug" }),
  category: z.string().max(100).optional().openapi({ description: "Category slug" }),
  country: z.string().max(100).optional().openapi({
    description:
      "An ISO 3166-1 alpha-2 code or the country's name, in any case: `us`, `US` and `united states` are the same",
    example: "us",
  }),
  status: Status.optional(),
  from: Day.openapi({ description: "Filed on or after this day (UTC), YYYY-MM-DD" }),
  to: Day.openapi({ description: "Filed on or before this day (UTC), YYYY-MM-DD" }),
  cursor: Cursor,
  limit: Limit,
});

export const CompaniesQuery = z.object({
  q: z.string().max(100).optional().openapi({
    description:
      "Part of the name or domain, at most 100 characters; A–Z match either case, `%` and `_` are plain characters",
  }),
  cursor: Cursor,
  limit: Limit,
});

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

export const SlugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "slug", in: "path" } }),
});

export const page = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      data: z.array(item),
      next_cursor: z.string().nullable().openapi({ description: "null on the last page" }),
    })
    .openapi(name);

export const one = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ data: item }).openapi(name);
