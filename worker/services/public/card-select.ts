import type { RefundStatus } from "@shared/refunds";
import { Column, eq, is, type SQL, sql } from "drizzle-orm";
import type { SelectResult } from "drizzle-orm/query-builders/select.types";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { companies, complaints, profiles, refunds } from "../../db/schema";
import { inOpenFloodReview } from "../companies/flood-exclusion";
import { foundDemandingPayment } from "../flags/exclusion";

/**
 * The statement behind every complaint card: what `toCard` (./complaint.ts) makes a card of. Its
 * columns (the complaint, its company, author and refund, the viewer's own state), the one JSON
 * array SQLite builds of them per row, and how that array is read back (decision 069).
 */

/**
 * Every card column has its own SQL name (aliases below): in a D1 batch rows come back as objects
 * keyed by column name, so two columns called `id` (or three constant `0` flags) would collide.
 */
const viewerFlag = (viewerId: string | null, alias: string, query: (viewer: string) => SQL) =>
  (viewerId ? sql<number>`exists(${query(viewerId)})` : sql<number>`0`).as(alias);

/**
 * The columns of a card: complaint, company and author joined, plus the viewer's own state
 * (ucked, saved, following the company) as correlated EXISTS on primary-key indexes, so a page of
 * cards is one statement.
 */
export function cardColumns(viewerId: string | null) {
  return {
    id: complaints.id,
    text: complaints.text,
    location: complaints.location,
    category: complaints.category,
    country: complaints.country,
    imageUrl: complaints.imageUrl,
    status: complaints.status,
    uckCount: complaints.uckCount,
    commentsCount: complaints.commentsCount,
    shareCount: complaints.shareCount,
    // The rankings' counters (docs/decisions/028): for a ranked list's cursor, never shown.
    rankedUcks: sql<number>`${complaints.rankedUckCount}`.as("card_ranked_ucks"),
    rankedComments: sql<number>`${complaints.rankedCommentsCount}`.as("card_ranked_comments"),
    rankedShares: sql<number>`${complaints.rankedShareCount}`.as("card_ranked_shares"),
    resolvedAt: complaints.resolvedAt,
    createdAt: complaints.createdAt,
    editedAt: complaints.editedAt,
    hasResponse: complaints.hasResponse,
    isSatisfied: complaints.isSatisfied,
    companyResolvedAt: complaints.companyResolvedAt,
    verdict: complaints.verdict,
    verdictAt: complaints.verdictAt,
    closedUnverifiedAt: complaints.closedUnverifiedAt,
    score: complaints.score,
    wouldReturn: complaints.wouldReturn,
    responseCategory: complaints.responseCategory,
    response: complaints.response,
    responseAt: complaints.responseAt,
    reimbursement: complaints.reimbursement,
    escalatedAt: complaints.escalatedAt,
    sentToCompanyAt: complaints.sentToCompanyAt,
    sentToCompanyVia: complaints.sentToCompanyVia,
    unreachedReason: complaints.unreachedReason,
    groupId: complaints.groupId,
    foundDemanding: sql<number>`${foundDemandingPayment}`.as("card_found_demanding"),
    inFloodReview: sql<number>`${inOpenFloodReview}`.as("card_in_flood_review"),
    authoritySentAt: complaints.authoritySentAt,
    authorityVenue: complaints.authorityVenue,
    resolutionSought: complaints.resolutionSought,
    disputeMinor: complaints.disputeMinor,
    disputeCurrency: complaints.disputeCurrency,
    // Aliased: in a D1 batch, `status` would collide with the complaint's.
    refundAmount: sql<number | null>`${refunds.amountMinor}`.as("card_refund_amount"),
    refundCurrency: sql<string | null>`${refunds.currency}`.as("card_refund_currency"),
    refundDueOn: sql<string | null>`${refunds.dueOn}`.as("card_refund_due_on"),
    refundStatus: sql<RefundStatus | null>`${refunds.status}`.as("card_refund_status"),
    refundOverdue: sql<number>`${refunds.overdueAt} is not null`.as("card_refund_overdue"),
    refundReview: sql<number>`${refunds.counting} = 'review'`.as("card_refund_review"),
    // The current outcome after escalation (decision 046): one row at most, by its partial index.
    escalationOutcome: sql<
      string | null
    >`(select json_object('outcome', o.outcome, 'occurredOn', o.occurred_on, 'amountMinor', o.amount_minor, 'currency', o.currency, 'verifiedVia', o.verified_via, 'counting', o.counting) from escalation_outcomes o where o.complaint_id = ${complaints.id} and o.superseded_at is null)`.as(
      "card_escalation_outcome",
    ),
    companyId: sql<string>`${companies.id}`.as("card_company_id"),
    companyName: companies.name,
    companySlug: companies.slug,
    companyDomain: companies.domain,
    companyLogo: companies.logo,
    authorId: complaints.userId,
    authorName: profiles.fullName,
    authorUsername: profiles.username,
    authorAvatar: profiles.avatarUrl,
    nameHidden: complaints.nameHidden,
    // The company's members see a hidden author's name (decision 042).
    isMember: viewerFlag(
      viewerId,
      "card_is_member",
      (v) =>
        sql`select 1 from company_members m where m.company_id = ${complaints.companyId} and m.user_id = ${v}`,
    ),
    isUcked: viewerFlag(
      viewerId,
      "card_is_ucked",
      (v) => sql`select 1 from ucks u where u.complaint_id = ${complaints.id} and u.user_id = ${v}`,
    ),
    isSaved: viewerFlag(
      viewerId,
      "card_is_saved",
      (v) =>
        sql`select 1 from bookmarks b where b.user_id = ${v} and b.complaint_id = ${complaints.id}`,
    ),
    // The author reads their own words as written (the edit form starts from them).
    isOwn: (viewerId ? sql<number>`${complaints.userId} = ${viewerId}` : sql<number>`0`).as(
      "card_is_own",
    ),
    followsCompany: viewerFlag(
      viewerId,
      "card_follows_company",
      (v) =>
        sql`select 1 from company_follows f where f.user_id = ${v} and f.company_id = ${complaints.companyId}`,
    ),
  };
}

/**
 * A card's row as drizzle reads `cardColumns` from complaints joined with their company (always
 * there), their author's profile and their refund (either may be missing).
 */
export type CardRow = SelectResult<
  ReturnType<typeof cardColumns>,
  "partial",
  { complaints: "not-null"; companies: "not-null"; profiles: "nullable"; refunds: "nullable" }
>;

/** The card columns' names, in `cardColumns`' order. */
const CARD_NAMES = Object.keys(cardColumns(null));

/**
 * How each card value is read back, in the same order: a column through its own type (a
 * timestamp to a Date, a flag to a boolean), a computed value (null here) as SQLite gives it; none
 * of those has a `mapWith`.
 */
const CARD_TYPES = Object.values(cardColumns(null)).map((field) =>
  is(field, Column) ? field : null,
);

/** A card's row from its one JSON array (`selectCards`). */
function readCard(json: unknown): CardRow {
  const values = JSON.parse(String(json)) as unknown[];
  const row: Record<string, unknown> = {};
  for (let index = 0; index < CARD_NAMES.length; index += 1) {
    const value = values[index] ?? null;
    const type = CARD_TYPES[index];
    row[CARD_NAMES[index] as string] =
      value === null || !type ? value : type.mapFromDriverValue(value);
  }
  return row as CardRow;
}

/** The card's values in one JSON array, read back by `readCard`. */
function cardJson(viewerId: string | null) {
  const values = Object.entries(cardColumns(viewerId)).map(([name, field]) => {
    if (is(field, Column)) return field;
    return name === "escalationOutcome" ? sql`(${field.sql}) || ''` : field.sql;
  });
  return sql`json_array(${sql.join(values, sql`, `)})`.mapWith(readCard);
}

/**
 * A visitor's card array, written out once: it has no parameter (a visitor's flags are 0), and
 * drizzle would otherwise build its sixty values from their fragments on every request.
 */
const ANONYMOUS_CARD = (() => {
  const built = cardJson(null);
  const query = new SQLiteAsyncDialect().sqlToQuery(built);
  return query.params.length === 0 ? sql.raw(query.sql).mapWith(readCard) : built;
})();

/**
 * Complaints joined with their company, author and refund, each row one column, `card`: a JSON
 * array of `cardColumns`' values, built by SQLite and read back by `readCard` (decision 069). As
 * some sixty columns, every value of every row became a key of an object in D1's client and went
 * through drizzle's checks of its column. The escalation outcome's JSON object goes in as text
 * (`|| ''`), as its column was: SQLite would nest it in the array otherwise.
 */
export function selectCards(db: Database, viewerId: string | null) {
  return db
    .select({ card: viewerId ? cardJson(viewerId) : ANONYMOUS_CARD })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(profiles, eq(profiles.id, complaints.userId))
    .leftJoin(refunds, eq(refunds.complaintId, complaints.id));
}
