import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
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
