/**
 * What the discovery tests (test/discovery-*.test.ts) share: complaints placed at a fixed "now"
 * far from the other test files' data, with their ranked counters and ucks.
 */
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { createComplaint, db } from "../factories";

export const HOUR = 60 * 60 * 1000;

// A fixed "now" far from the other test files' data (they use the real clock).
export const NOW = Date.UTC(2031, 0, 15, 12);

export async function complaintAt(
  hoursAgo: number,
  fields: Partial<typeof complaints.$inferInsert> = {},
  companyId?: string,
) {
  const { id } = await createComplaint({
    createdAt: new Date(NOW - hoursAgo * HOUR),
    ...(companyId ? { companyId, companyName: "Ranked Co" } : {}),
  });
  if (Object.keys(fields).length)
    await db.update(complaints).set(fields).where(eq(complaints.id, id));
  // Counters written here are established accounts' activity: the rankings count it too
  // (docs/decisions/028).
  await db
    .update(complaints)
    .set({
      rankedUckCount: complaints.uckCount,
      rankedCommentsCount: complaints.commentsCount,
      rankedShareCount: complaints.shareCount,
    })
    .where(eq(complaints.id, id));
  return id;
}
