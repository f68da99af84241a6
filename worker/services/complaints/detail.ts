import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companies,
  companyExecutives,
  companyOutreach,
  complaintRemovals,
  complaints,
  moderationOutcomes,
} from "../../db/schema";
import { reachFactsColumns } from "../outreach/status";
import { selectCards } from "../public/card-select";
import { toCard } from "../public/complaint";
import { commentsQuery, toComment } from "./comments";
import { groupOfComplaintQuery, summaryOf } from "./problem-groups";

export type CompanyExecutive = {
  ceo: string;
  title: string;
  twitter: string | null;
  linkedin: string | null;
  joinedYear: number | null;
};

export type ModerationNote = { outcome: "kept" | "removed"; reportCount: number; decidedAt: Date };

/**
 * What the page says beside the card, in one statement: how the company was reached (the reach
 * facts' columns), its chief executive (for search-engine tagging, known firms only), what
 * moderators decided if it was reported, and a removal its author's appeal undid (decision 033).
 * One row at most: each join is on a key. (Every column has its own SQL name, so batched rows do
 * not collide.)
 */
function pageFactsQuery(db: Database, id: string, now: number) {
  return db
    .select({
      ...reachFactsColumns(now),
      ceo: companyExecutives.ceo,
      title: companyExecutives.title,
      twitter: companyExecutives.twitter,
      linkedin: companyExecutives.linkedin,
      joinedYear: companyExecutives.joinedYear,
      outcome: moderationOutcomes.outcome,
      reportCount: moderationOutcomes.reportCount,
      decidedAt: moderationOutcomes.decidedAt,
      restoredRemovedAt: complaintRemovals.removedAt,
      restoredReason: complaintRemovals.reason,
      restoredNote: complaintRemovals.appealNote,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(companyOutreach, eq(companyOutreach.companyId, complaints.companyId))
    .leftJoin(companyExecutives, eq(companyExecutives.companyId, complaints.companyId))
    .leftJoin(moderationOutcomes, eq(moderationOutcomes.complaintId, complaints.id))
    .leftJoin(
      complaintRemovals,
      and(
        eq(complaintRemovals.complaintId, complaints.id),
        eq(complaintRemovals.appealState, "upheld"),
      ),
    )
    .where(eq(complaints.id, id))
    .limit(1);
}

/**
 * The complaint detail page in one D1 round trip of four statements: the card, what the page
 * says beside it (`pageFactsQuery`), the comments and its "same problem" group (decision 029).
 */
export async function getComplaintPage(
  db: Database,
  id: string,
  viewerId: string | null,
  now = Date.now(),
) {
  const [[row], [facts], commentRows, groupRows] = await db.batch([
    selectCards(db, viewerId).where(eq(complaints.id, id)).limit(1),
    pageFactsQuery(db, id, now),
    commentsQuery(db, id, viewerId),
    groupOfComplaintQuery(db, id),
  ]);
  if (!row) return null;
  const executive: CompanyExecutive | null =
    facts?.ceo && facts.title
      ? {
          ceo: facts.ceo,
          title: facts.title,
          twitter: facts.twitter,
          linkedin: facts.linkedin,
          joinedYear: facts.joinedYear,
        }
      : null;
  const moderation: ModerationNote | null =
    facts?.outcome && facts.decidedAt
      ? { outcome: facts.outcome, reportCount: facts.reportCount ?? 0, decidedAt: facts.decidedAt }
      : null;
  return {
    complaint: toCard(row),
    executive,
    moderation,
    comments: commentRows.map(toComment),
    // Whether and how the company was told (outreach/status.ts), for the page to say so.
    reachFacts: facts ?? null,
    group: summaryOf(groupRows, now),
    restored:
      facts?.restoredRemovedAt && facts.restoredReason
        ? {
            removedAt: facts.restoredRemovedAt.getTime(),
            reason: facts.restoredReason,
            note: facts.restoredNote,
          }
        : null,
  };
}

/** For an id with no complaint: the moderators' removal, if that is why it is gone. */
export async function getRemoval(db: Database, id: string): Promise<ModerationNote | null> {
  const [row] = await db
    .select({
      outcome: moderationOutcomes.outcome,
      reportCount: moderationOutcomes.reportCount,
      decidedAt: moderationOutcomes.decidedAt,
    })
    .from(moderationOutcomes)
    .where(eq(moderationOutcomes.complaintId, id));
  return row?.outcome === "removed" ? row : null;
}
