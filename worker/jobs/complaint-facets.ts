import { complaintFacets } from "@shared/complaint-facets";
import { eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { complaints } from "../db/schema";

/**
 * Complaints filed before the discovery columns existed get their category, country and
 * position once (complaints_category_feed_idx finds them). New complaints get them when filed,
 * so this runs dry after the first passes. Returns how many rows it filled.
 */
export async function backfillComplaintFacets(db: Database, limit = 200) {
  const rows = await db
    .select({
      id: complaints.id,
      companyName: complaints.companyName,
      text: complaints.text,
      location: complaints.location,
    })
    .from(complaints)
    .where(isNull(complaints.category))
    .limit(limit);
  if (rows.length === 0) return 0;
  const updates = rows.map((row) =>
    db.update(complaints).set(complaintFacets(row)).where(eq(complaints.id, row.id)),
  );
  await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  return rows.length;
}
