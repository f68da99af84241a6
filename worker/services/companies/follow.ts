import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyFollows } from "../../db/schema";

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
  return true;
}
