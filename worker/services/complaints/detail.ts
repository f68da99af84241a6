import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyExecutives, complaints } from "../../db/schema";
import { type ComplaintCardData, selectCards, toCard } from "./card";

/** One complaint as a card for this viewer, or null. */
export async function getComplaintCard(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<ComplaintCardData | null> {
  const [row] = await selectCards(db, viewerId).where(eq(complaints.id, id)).limit(1);
  return row ? toCard(row) : null;
}

export type CompanyExecutive = {
  ceo: string;
  title: string;
  twitter: string | null;
  linkedin: string | null;
  joinedYear: number | null;
};

/**
 * The complaint detail page: the card and, for the firms with a known chief executive, that
 * executive (for search-engine tagging), read side by side. Not one `db.batch`: batched rows
 * come back as objects, and the card's repeated column names (`id`, the viewer flags) would
 * collide.
 */
export async function getComplaintPage(db: Database, id: string, viewerId: string | null) {
  const [[row], [executive]] = await Promise.all([
    selectCards(db, viewerId).where(eq(complaints.id, id)).limit(1),
    db
      .select({
        ceo: companyExecutives.ceo,
        title: companyExecutives.title,
        twitter: companyExecutives.twitter,
        linkedin: companyExecutives.linkedin,
        joinedYear: companyExecutives.joinedYear,
      })
      .from(companyExecutives)
      .innerJoin(complaints, eq(complaints.companyId, companyExecutives.companyId))
      .where(eq(complaints.id, id))
      .limit(1),
  ]);
  if (!row) return null;
  return { complaint: toCard(row), executive: executive ?? null };
}
