import { CLOCK_PAYMENTS, CLOCK_PROBLEMS } from "@shared/clock-questions";
import { UNSENT_REASONS } from "@shared/company-reach";
import { LETTER_PLACES } from "@shared/letters";
import { REFUND_COUNTINGS } from "@shared/refund-counting";
import { REFUND_STATUSES } from "@shared/refunds";
import { RESPONSE_CATEGORIES } from "@shared/response-category";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, flag, id, parentKey, setNullRef, timestamp } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

export const COMPLAINT_STATUSES = ["open", "in_progress", "resolved", "escalated"] as const;
/** The complainant's answer to "Has the company resolved it?" (decision 040). */
export const VERDICTS = ["resolved", "disputed"] as const;
export type Verdict = (typeof VERDICTS)[number];
/** How a complaint reached its company: its members on UCK, its complaints address, support@. */
export const SENT_TO_COMPANY_CHANNELS = [
  "members",
  "complaints_address",
  "support_mailbox",
] as const;
export type SentToCompanyChannel = (typeof SENT_TO_COMPANY_CHANNELS)[number];
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export { COMMENT_TEXT_MAX } from "@shared/complaint-validation";
export { RESPONSE_TEXT_MAX } from "@shared/response-category";

/**
 * A complaint. uck_count, comments_count and share_count are kept in the row and changed in the
 * same D1 batch as the ucks/comments/shares row that justifies them (docs/architecture.md#data-in-d1, docs/decisions/003).
 */
export const complaints = sqliteTable(
  "complaints",
  {
    id: id(),
    text: text("text").notNull(),
    companyId: cascadeRef("company_id", () => companies.id),
    companyName: text("company_name").notNull(),
    location: text("location"),
    // Derived at creation (shared/places.ts, shared/categories.ts) for the discovery pages.
    country: text("country"),
    category: text("category"),
    // The company page's trending keyword groups the text names, one bit each (bit i: group i of
    // TRENDING_GROUPS, shared/trending-groups.ts), kept by migration 0040's triggers on every
    // write of the text, so a company page sums them instead of testing every keyword.
    trendingGroups: integer("trending_groups").notNull().default(0),
    // Exact when the author shared them, else the centre of a known city; null when unknown.
    latitude: real("latitude"),
    longitude: real("longitude"),
    userId: cascadeRef("user_id", () => users.id),
    imageUrl: text("image_url"),
    status: text("status", { enum: COMPLAINT_STATUSES }).notNull().default("open"),
    uckCount: integer("uck_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    // The same counts as rankings see them (docs/decisions/028): only ucks, comments and shares
    // that are ranked (ranked_at set: at once from an established account outside a burst, else
    // by the ageing job a day later). Non-negative by column checks in migrations/0018.
    // ranked_uck_count is the sum of the ranked ucks' weights (docs/decisions/038): eighths,
    // exact in SQLite's REAL, stored in this INTEGER-affinity column as REAL when fractional
    // (SQLite keeps a value it cannot convert losslessly); a rebuild of `complaints` to retype it
    // would drop the search index's triggers.
    rankedUckCount: integer("ranked_uck_count").notNull().default(0),
    rankedCommentsCount: integer("ranked_comments_count").notNull().default(0),
    rankedShareCount: integer("ranked_share_count").notNull().default(0),
    hasResponse: flag("has_response").notNull().default(false),
    response: text("response"),
    responseAt: timestamp("response_at"),
    reimbursement: text("reimbursement"),
    // null: not answered yet; true: "Yes, mark as resolved"; false: "No". Kept with `verdict`
    // (the spec's satisfaction figure reads it).
    isSatisfied: flag("is_satisfied"),
    // Who resolves (decision 040): a member's Mark Resolved is the company's claim, recorded
    // here, and leaves the status as it was; the complainant's verdict decides. `verdict` is the
    // complainant's latest answer ('resolved' with the spec's Yes, 'disputed' with No) and
    // `verdict_at` when; a claim with no verdict after it for 30 days closes without one
    // (`closed_unverified_at`), never counted as resolved.
    companyResolvedAt: timestamp("company_resolved_at"),
    companyResolvedBy: text("company_resolved_by"),
    verdict: text("verdict", { enum: VERDICTS }),
    verdictAt: timestamp("verdict_at"),
    closedUnverifiedAt: timestamp("closed_unverified_at"),
    // The rest of the complainant's verdict (decision 041), both optional: "How was it
    // handled?" 0–10 and "Would you do business with them again?". The company's answer's
    // category is kept here too (`response_category`, from company_responses) for the figures.
    score: integer("verdict_score"),
    wouldReturn: flag("would_return"),
    responseCategory: text("response_category", { enum: RESPONSE_CATEGORIES }),
    escalationDeadline: timestamp("escalation_deadline").notNull(),
    escalatedAt: timestamp("escalated_at"),
    // Why it escalated without its company ever being told, as the reach status said at that
    // moment (migration 0030); null when the company was told or for older escalations.
    unreachedReason: text("unreached_reason", { enum: UNSENT_REASONS }),
    resolvedAt: timestamp("resolved_at"),
    editedAt: timestamp("edited_at"),
    // When the company was told, and how (CFPB's "date sent to company"): at once to the members
    // of a claimed page, or when the mail to its complaints address or support mailbox was sent.
    sentToCompanyAt: timestamp("sent_to_company_at"),
    sentToCompanyVia: text("sent_to_company_via", { enum: SENT_TO_COMPANY_CHANNELS }),
    // The follow-up a week after escalation to a company that still had not answered (decision
    // 043): when UCK told its members or mailed its address. Once; on the timeline and the file.
    followUpAt: timestamp("follow_up_at"),
    // The complainant's "What would resolve this for you?" and the amount in dispute (minor
    // units, with its ISO 4217 currency): for the company and the escalation file. Their checks
    // are column constraints in migrations/0015 (a table check would rebuild the table and drop
    // the search index's triggers).
    resolutionSought: text("resolution_sought"),
    disputeMinor: integer("dispute_minor"),
    disputeCurrency: text("dispute_currency"),
    // The complainant asked UCK to send their file to the venue if the company stays silent.
    sendToVenue: flag("send_to_venue").notNull().default(false),
    // When UCK's mail with the file reached the venue's mailbox, and which venue (shared/venues.ts):
    // the only fact that lets a page say the complaint went to the authorities.
    authoritySentAt: timestamp("authority_sent_at"),
    authorityVenue: text("authority_venue"),
    // "Same problem" (decision 029): complaints that people said are the same problem
    // share this id, the id of the complaint the first "I have this problem too" joined. Null
    // while a complaint is alone. Never a merge: each keeps its own clock, answers and status.
    groupId: text("group_id"),
    // "Show my name publicly" off (decision 042): the public sees the author's initials
    // and a neutral avatar, no profile link; the company's members, the escalation file, a venue,
    // a letter and the author see the name. Read in one place: `toCard` (services/public).
    nameHidden: flag("name_hidden").notNull().default(false),
    // The three optional answers the statutory clocks read (decision 044; shared/clocks.ts):
    // what went wrong, how it was paid, the purchase or delivery date (YYYY-MM-DD). The author's
    // alone: never on a card, in the public API, open data or a picture. Column checks in
    // migrations/0033 (ADD COLUMN only: a table check would rebuild complaints and its FTS triggers).
    problem: text("problem", { enum: CLOCK_PROBLEMS }),
    payment: text("payment", { enum: CLOCK_PAYMENTS }),
    purchaseDate: text("purchase_date"),
    // The letter before action UCK mailed for the author (decision 047): when it was
    // queued to the company's address, the place's letter it was, and the deadline it set
    // (YYYY-MM-DD). Once per complaint: set in the batch that queues the mail, only while null.
    // Column checks in migrations/0036 (ADD COLUMN only, as 0033).
    letterSentAt: timestamp("letter_sent_at"),
    letterPlace: text("letter_place", { enum: LETTER_PLACES }),
    letterDeadline: text("letter_deadline"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("complaints_feed_idx").on(t.createdAt, t.id),
    index("complaints_company_feed_idx").on(t.companyId, t.createdAt, t.id),
    index("complaints_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("complaints_user_feed_idx").on(t.userId, t.createdAt, t.id),
    index("complaints_escalation_idx").on(t.status, t.escalationDeadline),
    index("complaints_country_feed_idx").on(t.country, t.createdAt, t.id),
    index("complaints_category_feed_idx").on(t.category, t.createdAt, t.id),
    // The ranked sorts read the ranked counters (docs/decisions/028).
    index("complaints_ucks_ranked_idx").on(t.rankedUckCount, t.createdAt, t.id),
    index("complaints_comments_ranked_idx").on(t.rankedCommentsCount, t.createdAt, t.id),
    index("complaints_shares_ranked_idx").on(t.rankedShareCount, t.createdAt, t.id),
    index("complaints_confirmed_resolved_idx").on(t.isSatisfied, t.resolvedAt, t.id),
    // The company claims waiting for the complainant (the closing job's work list).
    index("complaints_claims_idx")
      .on(t.companyResolvedAt)
      .where(sql`${t.companyResolvedAt} is not null and ${t.closedUnverifiedAt} is null`),
    index("complaints_position_idx").on(t.latitude, t.longitude),
    index("complaints_group_idx").on(t.groupId, t.createdAt),
    // The complaints no company has heard of yet, per company (the outreach job's work list).
    // The complaints sent to their company and not answered yet (the reminders' booking, decision 043).
    index("complaints_sent_unanswered_idx")
      .on(t.sentToCompanyAt)
      .where(sql`${t.hasResponse} = 0 and ${t.sentToCompanyAt} is not null`),
    index("complaints_unsent_idx")
      .on(t.companyId, t.createdAt)
      .where(sql`${t.sentToCompanyAt} is null`),
    check(
      "complaints_status_check",
      sql`${t.status} in ('open', 'in_progress', 'resolved', 'escalated')`,
    ),
    check("complaints_text_length", sql`length(trim(${t.text})) between 1 and 500`),
    check("complaints_location_length", sql`${t.location} is null or length(${t.location}) <= 200`),
    check(
      "complaints_counters_non_negative",
      sql`${t.uckCount} >= 0 and ${t.commentsCount} >= 0 and ${t.shareCount} >= 0`,
    ),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    userId: cascadeRef("user_id", () => users.id),
    text: text("text").notNull(),
    uckCount: integer("uck_count").notNull().default(0),
    // When the comment began to count in rankings (docs/decisions/028); null while it ages.
    rankedAt: timestamp("ranked_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("comments_ageing_idx").on(t.createdAt).where(sql`${t.rankedAt} is null`),
    index("comments_complaint_created_idx").on(t.complaintId, t.createdAt, t.id),
    index("comments_user_idx").on(t.userId, t.createdAt),
    check("comments_text_length", sql`length(trim(${t.text})) between 1 and 1000`),
    check("comments_uck_count_non_negative", sql`${t.uckCount} >= 0`),
  ],
);

/** One uck per user per complaint: the primary key is the source of truth. */
export const ucks = sqliteTable(
  "ucks",
  {
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    userId: cascadeRef("user_id", () => users.id),
    // When the uck began to count in rankings (docs/decisions/028); null while it ages.
    rankedAt: timestamp("ranked_at"),
    // How much it counts there once ranked (docs/decisions/038): its account's reputation then,
    // 0 for a second account of one creation hour; eighths between 0 and 1 (a column check in
    // migrations/0026). Null while it ages, and for a uck ranked before weights (counted 1
    // until the ranking-ageing job weighs it once).
    rankWeight: real("rank_weight"),
    // The clock hour its account was created in (users.created_at / 1 h): the cohort it counts
    // with. Null on ucks given before cohorts; the jobs fill it.
    accountHour: integer("account_hour"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.userId] }),
    index("ucks_user_idx").on(t.userId, t.createdAt),
    index("ucks_complaint_created_idx").on(t.complaintId, t.createdAt),
    index("ucks_created_idx").on(t.createdAt, t.complaintId),
    // /viral sums ucks' weights by when they began to count (covering: no row is read).
    index("ucks_ranked_weight_idx").on(t.rankedAt, t.complaintId, t.rankWeight),
    index("ucks_ageing_idx").on(t.createdAt).where(sql`${t.rankedAt} is null`),
    // One uck per cohort and complaint counts: the earlier ucks of an account hour, found by key.
    index("ucks_complaint_cohort_idx").on(t.complaintId, t.accountHour, t.createdAt),
    // Ranked ucks not weighed yet (given before weights): the job's work list, empty after it.
    index("ucks_unweighed_idx")
      .on(t.complaintId)
      .where(sql`${t.rankedAt} is not null and ${t.rankWeight} is null`),
  ],
);

export const commentUcks = sqliteTable(
  "comment_ucks",
  {
    commentId: cascadeRef("comment_id", () => comments.id),
    userId: cascadeRef("user_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_ucks_user_idx").on(t.userId),
  ],
);

/** Every company response (the quota per calendar month is counted from these rows). */
export const companyResponses = sqliteTable(
  "company_responses",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    companyId: cascadeRef("company_id", () => companies.id),
    responderId: setNullRef("responder_id", () => users.id),
    text: text("text").notNull(),
    reimbursement: text("reimbursement").notNull().default(""),
    // What the answer does (shared/response-category.ts); monetary carries a refund.
    category: text("category", { enum: RESPONSE_CATEGORIES }).notNull().default("explanation"),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_responses_company_created_idx").on(t.companyId, t.createdAt),
    index("company_responses_complaint_idx").on(t.complaintId, t.createdAt),
    check("company_responses_text_length", sql`length(trim(${t.text})) between 1 and 2000`),
  ],
);

/**
 * A refund the company recorded with its response (amount in minor units, currency, due day)
 * and what the complainant said of it: pending until they confirm it arrived (received) or say
 * it did not (not_received). The cron stamps `overdue_at` on a pending refund past its day.
 * Only confirmed amounts count as money returned.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    complaintId: parentKey("complaint_id", () => complaints.id),
    companyId: cascadeRef("company_id", () => companies.id),
    offeredBy: setNullRef("offered_by", () => users.id),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    dueOn: text("due_on").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    overdueAt: timestamp("overdue_at"),
    answeredAt: timestamp("answered_at"),
    // Whether a confirmed refund counts as money returned, decided when the complainant says it
    // arrived (shared/refund-counting.ts): null while not confirmed.
    counting: text("counting", { enum: REFUND_COUNTINGS }),
    reviewedBy: setNullRef("reviewed_by", () => users.id),
    reviewedAt: timestamp("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("refunds_company_status_idx").on(t.companyId, t.status, t.currency),
    index("refunds_status_due_idx").on(t.status, t.dueOn),
    index("refunds_counting_idx").on(t.counting, t.answeredAt),
    check("refunds_amount_positive", sql`${t.amountMinor} > 0`),
    check("refunds_currency_code", sql`length(${t.currency}) = 3`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'received', 'not_received')`),
    check(
      "refunds_counting_check",
      sql`${t.counting} is null or ${t.counting} in ('counts', 'review', 'refused', 'member', 'shared_address', 'young_account')`,
    ),
  ],
);

/** A share of a complaint; complaints.share_count moves in the same batch. */
export const shares = sqliteTable(
  "shares",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    userId: setNullRef("user_id", () => users.id),
    channel: text("channel", { enum: ["web_share", "copy_link"] }).notNull(),
    // When the share began to count in rankings (docs/decisions/028); null while it ages.
    rankedAt: timestamp("ranked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("shares_ageing_idx").on(t.createdAt).where(sql`${t.rankedAt} is null`),
    index("shares_complaint_created_idx").on(t.complaintId, t.createdAt),
    index("shares_created_idx").on(t.createdAt),
    check("shares_channel_check", sql`${t.channel} in ('web_share', 'copy_link')`),
  ],
);
