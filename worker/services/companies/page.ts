import { nameFromSlug } from "@shared/domain";
import { companySlug } from "@shared/slug";
import { eq, type SQLWrapper, sql } from "drizzle-orm";
import { hitRateLimit, tooManyAttemptsMessage } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { companies, companyExecutives } from "../../db/schema";
import { companyTileColumns } from "./columns";
import { companySlugRedirect } from "./slugs";

/** A slug of one character names no company ("/company/a" is not a page anyone means). */
const SLUG_LENGTH = { min: 2, max: 60 };

/** A slug the rule could have made: what companySlug gives for it is itself ("华为", "acme-2"). */
const isSlug = (slug: string) => {
  const length = [...slug].length;
  return companySlug(slug, "") === slug && length >= SLUG_LENGTH.min && length <= SLUG_LENGTH.max;
};

/**
 * Whether a company is in use: claimed, or named by at least one complaint
 * (complaints_company_feed_idx). Only such companies are listed anywhere (sitemap, search, the
 * company lookup, discovery), so a page someone opened and left leaves no trace.
 */
export const companyInUse = (id: SQLWrapper, claimed: SQLWrapper) =>
  sql`(${claimed} = 1 or exists (select 1 from complaints used where used.company_id = ${id}))`;

export type CreateFromSlugOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; message: string };

/**
 * The spec's auto-created page for a company nobody has named yet, for a signed-in person only
 * (docs/product.md#company-pages: a visitor's URL never writes a row): the name from the slug, not verified, not
 * claimed, tier Free, no domain until someone files with one. Each creation takes a slot of
 * companyCreateByUser first, so a person cannot fill the database by typing addresses.
 */
export async function createCompanyFromSlug(
  db: Database,
  actorId: string,
  slug: string,
  now: number,
): Promise<CreateFromSlugOutcome> {
  // A former slug stays its company's old address (it answers 301), never a new page.
  if (!isSlug(slug) || (await companySlugRedirect(db, slug)))
    return { ok: false, reason: "invalid" };
  const slot = await hitRateLimit(db, "companyCreateByUser", actorId, now);
  if (!slot.allowed)
    return {
      ok: false,
      reason: "limited",
      message: tooManyAttemptsMessage(slot.retryAfterSeconds),
    };
  await db
    .insert(companies)
    .values({
      id: crypto.randomUUID(),
      name: nameFromSlug(slug),
      slug,
      slugRule: 2,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
  return { ok: true };
}

/**
 * A company page's header in one statement: the company, its chief executive if known, and its
 * counts (followers, complaints, whether the viewer follows) as indexed scalar subqueries. For a
 * page's batch; `companyFrom` reads it.
 */
export function companyBySlugQuery(db: Database, slug: string, viewerId: string | null) {
  return db
    .select({
      ...companyTileColumns,
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
      followers: sql<number>`(select count(*) from company_follows f where f.company_id = ${outerColumn(companies.id)})`,
      totalComplaints: sql<number>`(select count(*) from complaints c where c.company_id = ${outerColumn(companies.id)})`,
      viewerFollows: sql<number>`exists(select 1 from company_follows f where f.user_id = ${viewerId ?? ""} and f.company_id = ${outerColumn(companies.id)})`,
    })
    .from(companies)
    .leftJoin(companyExecutives, eq(companyExecutives.companyId, companies.id))
    .where(eq(companies.slug, slug));
}

/** The company `companyBySlugQuery` found, or null. */
export function companyFrom(
  [company]: Awaited<ReturnType<typeof companyBySlugQuery>>,
  viewerId: string | null,
) {
  if (!company) return null;
  return {
    ...company,
    followers: Number(company.followers) || 0,
    totalComplaints: Number(company.totalComplaints) || 0,
    viewerFollows: viewerId ? Boolean(company.viewerFollows) : false,
  };
}

export async function getCompanyBySlug(db: Database, slug: string, viewerId: string | null) {
  return companyFrom(await companyBySlugQuery(db, slug, viewerId), viewerId);
}
