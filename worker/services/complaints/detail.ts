import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyExecutives, complaints, moderationOutcomes } from "../../db/schema";
import { restoredNoteQuery } from "../admin/removals";
import { reachFactsQuery } from "../outreach/status";
import { selectCards, toCard } from "../public/complaint";
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
 * The complaint detail page in one D1 round trip: the card, the company's chief executive (for
 * search-engine tagging, known firms only), what moderators decided if it was reported, and the
 * comments. (Card columns carry unique SQL names, so batched rows do not collide.)
 */
export async function getComplaintPage(
  db: Database,
  id: string,
  viewerId: string | null,
  now = Date.now(),
) {
  const [[row], [extra], commentRows, [reachFacts], groupRows, [restored]] = await db.batch([
    selectCards(db, viewerId).where(eq(complaints.id, id)).limit(1),
    db
      .select({
        ceo: companyExecutives.ceo,
        title: companyExecutives.title,
        twitter: companyExecutives.twitter,
        linkedin: companyExecutives.linkedin,
        joinedYear: companyExecutives.joinedYear,
        outcome: moderationOutcomes.outcome,
        reportCount: moderationOutcomes.reportCount,
        decidedAt: moderationOutcomes.decidedAt,
      })
      .from(complaints)
      .leftJoin(companyExecutives, eq(companyExecutives.companyId, complaints.companyId))
      .leftJoin(moderationOutcomes, eq(moderationOutcomes.complaintId, complaints.id))
      .where(eq(complaints.id, id))
      .limit(1),
    commentsQuery(db, id, viewerId),
    // Whether and how the company was told (outreach/status.ts), for the page to say so.
    reachFactsQuery(db, id, now),
    // The "same problem" group it is in, if any (decision 029).
    groupOfComplaintQuery(db, id),
    // A removal its author's appeal undid (decision 033): the page says so.
    restoredNoteQuery(db, id),
  ]);
  if (!row) return null;
  const executive: CompanyExecutive | null =
    extra?.ceo && extra.title
      ? {
          ceo: extra.ceo,
          title: extra.title,
          twitter: extra.twitter,
          linkedin: extra.linkedin,
          joinedYear: extra.joinedYear,
        }
      : null;
  const moderation: ModerationNote | null =
    extra?.outcome && extra.decidedAt
      ? { outcome: extra.outcome, reportCount: extra.reportCount ?? 0, decidedAt: extra.decidedAt }
      : null;
  return {
    complaint: toCard(row),
    executive,
    moderation,
    comments: commentRows.map(toComment),
    reachFacts: reachFacts ?? null,
    group: summaryOf(groupRows, now),
    restored: restored
      ? {
          removedAt: restored.removedAt.getTime(),
          reason: restored.reason,
          note: restored.appealNote,
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
