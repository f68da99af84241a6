import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyExecutives, companyFollows, complaints } from "../../db/schema";

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
