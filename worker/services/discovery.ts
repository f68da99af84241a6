import {
  COMPLAINED_WINDOWS,
  type ComplainedWindow,
  TRENDING_WINDOW_DAYS,
  VIRAL_WINDOWS,
  type ViralWindow,
} from "@shared/discovery-options";
import { and, count, desc, eq, gte, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { afterKeyset, keysetCursor, parseKeyset } from "../db/keyset";
import { bookmarks, companies, complaints, ucks } from "../db/schema";
import { companyTileColumns } from "./companies/columns";
import { encodeCursor, FEED_PAGE_SIZE, type FeedCursor, type FeedPage } from "./complaints/feed";
import { unlessMutedBy } from "./complaints/muted";
import { selectCards } from "./public/card-select";
import { toCard } from "./public/complaint";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Cards for ids, in the order given (the ranking was decided by the caller's query). */
export async function cardsInOrder(db: Database, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return [];
  const rows = await selectCards(db, viewerId).where(inArray(complaints.id, ids));
  const byId = new Map(rows.map((row) => [row.card.id, toCard(row)]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// /bookmarked: newest saves first (bookmarks_user_created_idx).

export async function listBookmarked(
  db: Database,
  viewerId: string,
  cursor: FeedCursor | null,
): Promise<FeedPage> {
  const saved = await db
    .select({ complaintId: bookmarks.complaintId, savedAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, viewerId),
        cursor
          ? afterKeyset([{ column: bookmarks.createdAt, value: new Date(cursor.createdAt) }], {
              column: bookmarks.complaintId,
              value: cursor.id,
            })
          : undefined,
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.complaintId))
    .limit(FEED_PAGE_SIZE + 1);
  const page = saved.slice(0, FEED_PAGE_SIZE);
  const items = await cardsInOrder(
    db,
    page.map((row) => row.complaintId),
    viewerId,
  );
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      saved.length > FEED_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.savedAt.getTime(), id: last.complaintId })
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Ranked lists with a computed score: /viral and /trending. The candidates are bounded by a
// time window read through an index; pages continue by keyset on (score, id).

export const RankCursorParam = z.string().transform((value, context) => {
  const cursor = parseKeyset(value, 1, "decimal");
  if (cursor) return { score: cursor.values[0] ?? 0, id: cursor.id };
  context.addIssue({ code: "custom", message: "Not a cursor." });
  return z.NEVER;
});
export type RankCursor = z.infer<typeof RankCursorParam>;

/** The page a ranked list URL asks for (`?cursor=`); one that does not parse is the first. */
export function rankCursorIn(params: URLSearchParams): RankCursor | null {
  const parsed = RankCursorParam.safeParse(params.get("cursor") ?? "");
  return parsed.success ? parsed.data : null;
}

export type RankedPage = FeedPage & { scores: Record<string, number> };

/** Score precision kept in cursors, so the keyset compares exactly what it printed. */
const roundScore = (value: number) => Math.round(value * 1e6) / 1e6;

type RankColumn = Parameters<typeof afterKeyset>[1]["column"];

/** A ranked list's rows: none by an author the viewer muted, and past the cursor (score, id). */
const rankedWhere = (
  options: { viewerId: string | null; cursor: RankCursor | null },
  author: SQLWrapper,
  ranked: { score: RankColumn; id: RankColumn },
) =>
  and(
    unlessMutedBy(options.viewerId, author),
    options.cursor
      ? afterKeyset([{ column: ranked.score, value: options.cursor.score }], {
          column: ranked.id,
          value: options.cursor.id,
        })
      : undefined,
  );

/** The cards of a ranked list's page (FEED_PAGE_SIZE + 1 rows asked, to know there is more). */
async function rankedPage(
  db: Database,
  viewerId: string | null,
  rows: { id: string; score: number | string }[],
): Promise<RankedPage> {
  const ranked = rows.map((row) => ({ id: row.id, score: roundScore(Number(row.score)) }));
  const page = ranked.slice(0, FEED_PAGE_SIZE);
  const items = await cardsInOrder(
    db,
    page.map((row) => row.id),
    viewerId,
  );
  const last = page.at(-1);
  return {
    items,
    scores: Object.fromEntries(page.map((row) => [row.id, row.score])),
    nextCursor: ranked.length > FEED_PAGE_SIZE && last ? keysetCursor([last.score], last.id) : null,
  };
}

/**
 * /viral: ucks gained per hour within the window (ucks_ranked_weight_idx), highest first. The
 * score is the ucks' weights in the window divided by the window's hours, so 24 ucks of full
 * weight in a day is 1 per hour. A uck is gained when it began to count in rankings
 * (ranked_at): at once for an established account outside a burst, a day later for a young
 * account's or a burst's (docs/decisions/028); it weighs its account's reputation then, and a
 * second account of one creation hour weighs 0 on the same complaint (docs/decisions/038).
 */
export async function listViral(
  db: Database,
  options: { viewerId: string | null; window: ViralWindow; cursor: RankCursor | null; now: number },
): Promise<RankedPage> {
  const span = VIRAL_WINDOWS[options.window];
  const hours = span / HOUR;
  const since = new Date(options.now - span);
  // Each uck counts its weight (docs/decisions/038: its account's reputation, one per cohort
  // of accounts made in the same hour); a uck ranked before weights counts 1 until weighed.
  const weights = sql<number>`sum(coalesce(${ucks.rankWeight}, 1))`;
  const perHour = sql<number>`round(${weights} * 1.0 / ${hours}, 6)`;
  const gained = db
    .select({ id: ucks.complaintId, score: perHour.as("score") })
    .from(ucks)
    .where(gte(ucks.rankedAt, since))
    // "+" keeps the planner on the time range (ucks_ranked_weight_idx, which covers the
    // weight) instead of walking every uck in complaint order to save a sort.
    .groupBy(sql`+${ucks.complaintId}`)
    // A complaint whose ucks all weigh 0 gained nothing.
    .having(sql`${weights} > 0`)
    .as("gained");
  const rows = await db
    .select({ id: gained.id, score: gained.score })
    .from(gained)
    .innerJoin(complaints, eq(complaints.id, gained.id))
    .where(rankedWhere(options, complaints.userId, gained))
    .orderBy(desc(gained.score), desc(gained.id))
    .limit(FEED_PAGE_SIZE + 1);
  return rankedPage(db, options.viewerId, rows);
}

/**
 * The trending score, documented on the page: engagement (ucks + 2 × comments + 3 × shares)
 * divided by (age in hours + 2) to the power 1.5, so fresh activity outranks old totals.
 * SQLite has no pow(); age^1.5 is age × sqrt(age), and sqrt comes from D1's math functions.
 */
export async function listTrending(
  db: Database,
  options: { viewerId: string | null; cursor: RankCursor | null; now: number },
): Promise<RankedPage> {
  const since = new Date(options.now - TRENDING_WINDOW_DAYS * DAY);
  const age = sql`((${options.now} - ${complaints.createdAt}) / 3600000.0 + 2)`;
  // The rankings' counters: young accounts' and bursts' activity once it has aged (decision 028).
  const score = sql<number>`round((${complaints.rankedUckCount} + 2 * ${complaints.rankedCommentsCount} + 3 * ${complaints.rankedShareCount}) / (${age} * sqrt(${age})), 6)`;
  const scored = db
    .select({ id: complaints.id, score: score.as("score"), userId: complaints.userId })
    .from(complaints)
    .where(gte(complaints.createdAt, since))
    .as("scored");
  const rows = await db
    .select({ id: scored.id, score: scored.score })
    .from(scored)
    .where(rankedWhere(options, scored.userId, scored))
    .orderBy(desc(scored.score), desc(scored.id))
    .limit(FEED_PAGE_SIZE + 1);
  return rankedPage(db, options.viewerId, rows);
}

// ---------------------------------------------------------------------------------------------
// /most-complained: companies by complaints filed in a window.

export type RankedCompany = {
  id: string;
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
  industry: string | null;
  complaints: number;
  answered: number;
};

/**
 * The 30 companies with the most complaints in the window (all time: the whole company
 * index), with how many of those complaints they answered.
 */
export async function listMostComplained(
  db: Database,
  window: ComplainedWindow,
  now: number,
): Promise<RankedCompany[]> {
  const span = COMPLAINED_WINDOWS[window];
  const since = span === null ? null : new Date(now - span);
  const counted = db
    .select({ companyId: complaints.companyId, total: count().as("total") })
    .from(complaints)
    .where(since ? gte(complaints.createdAt, since) : undefined)
    // In a window, "+" keeps the planner on the time range (complaints_feed_idx); all time
    // counts straight from the company index without reading a row.
    .groupBy(since ? sql`+${complaints.companyId}` : complaints.companyId)
    .as("counted");
  const top = await db
    .select({
      ...companyTileColumns,
      industry: companies.industry,
      complaints: counted.total,
    })
    .from(counted)
    .innerJoin(companies, eq(companies.id, counted.companyId))
    .orderBy(desc(counted.total), companies.name)
    .limit(30);
  if (top.length === 0) return [];
  // How many of those complaints were answered, for the 30 companies shown only.
  const answered = await db
    .select({
      companyId: complaints.companyId,
      answered: sql<number>`sum(${complaints.hasResponse})`,
    })
    .from(complaints)
    .where(
      and(
        inArray(
          complaints.companyId,
          top.map((row) => row.id),
        ),
        since ? gte(complaints.createdAt, since) : undefined,
      ),
    )
    .groupBy(complaints.companyId);
  const answeredBy = new Map(answered.map((row) => [row.companyId, Number(row.answered ?? 0)]));
  return top.map((row) => ({
    ...row,
    complaints: Number(row.complaints),
    answered: answeredBy.get(row.id) ?? 0,
  }));
}
