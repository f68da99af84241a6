import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyFollows } from "../../db/schema";

/** The follow row written or removed; idempotent either way (card menu and company page). */
export async function writeCompanyFollow(
  db: Database,
  userId: string,
  companyId: string,
  follow: boolean,
  now: number,
) {
  if (follow) {
    await db
      .insert(companyFollows)
      .values({ id: crypto.randomUUID(), userId, companyId, createdAt: new Date(now) })
      .onConflictDoNothing();
  } else {
    await db
      .delete(companyFollows)
      .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)));
  }
}

/** Follows or unfollows a company; idempotent either way. False when the company is gone. */
export async function setCompanyFollow(
  db: Database,
  userId: string,
  companyId: string,
  follow: boolean,
  now: number,
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return false;
  await writeCompanyFollow(db, userId, companyId, follow, now);
  return true;
}
