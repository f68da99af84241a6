import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companySlugAliases } from "../../db/schema";

/**
 * The slug a company's former slug now points to, or null. Asked only after a slug names no
 * company (a miss), so pages that exist pay nothing for it; the callers answer 301 to the
 * current address (docs/decisions/018-slugs-keep-the-name.md).
 */
export async function companySlugRedirect(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companySlugAliases)
    .innerJoin(companies, eq(companies.id, companySlugAliases.companyId))
    .where(eq(companySlugAliases.slug, oldSlug))
    .limit(1);
  return row && row.slug !== oldSlug ? row.slug : null;
}

/**
 * `base`, or `base-2`, `base-3`, … : the first that is neither a company's slug nor a former
 * slug (an old link must keep reaching its own company). A prefix test with substr, not LIKE:
 * D1 refuses LIKE patterns over 50 bytes, and a slug may be 200 characters long.
 */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const prefix = `${base}-`;
  const taken = await db.all<{ slug: string }>(sql`
    select slug from companies where slug = ${base} or substr(slug, 1, ${prefix.length}) = ${prefix}
    union
    select slug from company_slug_aliases
      where slug = ${base} or substr(slug, 1, ${prefix.length}) = ${prefix}`);
  const set = new Set(taken.map((row) => row.slug));
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}
