import { and, count, eq } from "drizzle-orm";
import { nameFromSlug } from "../../../app/lib/domain";
import type { Database } from "../../db/client";
import { companies, companyExecutives, companyFollows, complaints } from "../../db/schema";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec's auto-created page for a company nobody has named yet: the name from the slug,
 * not verified, not claimed, tier Free, no domain until someone files with one.
 */
export async function createCompanyFromSlug(db: Database, slug: string, now: number) {
  if (!SLUG_PATTERN.test(slug) || slug.length > 60) return false;
  await db
    .insert(companies)
    .values({ id: crypto.randomUUID(), name: nameFromSlug(slug), slug, createdAt: new Date(now) })
    .onConflictDoNothing();
  return true;
}

/** A company page's header: the company, its chief executive if known, and its counts. */
export async function getCompanyBySlug(db: Database, slug: string, viewerId: string | null) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      domain: companies.domain,
      logo: companies.logo,
      website: companies.website,
      description: companies.description,
      industry: companies.industry,
      verified: companies.verified,
      claimed: companies.claimed,
      ceo: companyExecutives.ceo,
      ceoTitle: companyExecutives.title,
      ceoTwitter: companyExecutives.twitter,
      ceoLinkedin: companyExecutives.linkedin,
      ceoJoinedYear: companyExecutives.joinedYear,
    })
    .from(companies)
    .leftJoin(companyExecutives, eq(companyExecutives.companyId, companies.id))
    .where(eq(companies.slug, slug));
  if (!company) return null;
  const [[followers], [total], following] = await db.batch([
    db.select({ n: count() }).from(companyFollows).where(eq(companyFollows.companyId, company.id)),
    db.select({ n: count() }).from(complaints).where(eq(complaints.companyId, company.id)),
    db
      .select({ id: companyFollows.id })
      .from(companyFollows)
      .where(
        and(eq(companyFollows.companyId, company.id), eq(companyFollows.userId, viewerId ?? "")),
      ),
  ]);
  return {
    ...company,
    followers: followers?.n ?? 0,
    totalComplaints: total?.n ?? 0,
    viewerFollows: viewerId ? following.length > 0 : false,
  };
}
