import { eq, sql } from "drizzle-orm";
import { nameFromSlug } from "../../../app/lib/domain";
import type { Database } from "../../db/client";
import { companies, companyExecutives } from "../../db/schema";

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

/**
 * A company page's header in one statement: the company, its chief executive if known, and its
 * counts (followers, complaints, whether the viewer follows) as indexed scalar subqueries.
 */
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
      followers: sql<number>`(select count(*) from company_follows f where f.company_id = ${companies.id})`,
      totalComplaints: sql<number>`(select count(*) from complaints c where c.company_id = ${companies.id})`,
      viewerFollows: sql<number>`exists(select 1 from company_follows f where f.user_id = ${viewerId ?? ""} and f.company_id = ${companies.id})`,
    })
    .from(companies)
    .leftJoin(companyExecutives, eq(companyExecutives.companyId, companies.id))
    .where(eq(companies.slug, slug));
  if (!company) return null;
  return {
    ...company,
    followers: Number(company.followers) || 0,
    totalComplaints: Number(company.totalComplaints) || 0,
    viewerFollows: viewerId ? Boolean(company.viewerFollows) : false,
  };
}
