import { companySlug } from "@shared/slug";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, companySlugAliases } from "../db/schema";
import { freeSlug } from "../services/companies/slugs";

/** The slug rule before docs/decisions/018: every letter outside a–z was dropped. */
export function firstRuleSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The slug a company made under the first rule should have now, or null to keep it. Only slugs
 * that rule made from the name (as it is, or with the `-N` that made it unique) and that lost
 * letters are renamed ("socit-gnrale" → "societe-generale"); a slug taken from the URL or the
 * domain (a name with no Latin letters gave an empty slug, so the domain's was used) was never
 * wrong and stays, so no working address moves without need.
 */
export function renamedSlug(name: string, slug: string): string | null {
  const before = firstRuleSlug(name);
  if (before === "") return null;
  const made = slug === before || new RegExp(`^${before}-\\d+$`).test(slug);
  const now = companySlug(name);
  return made && now !== before ? now : null;
}

/**
 * Moves companies made under the first slug rule to the second (companies_slug_rule_idx finds
 * them; new companies are made with it, so this runs dry after the first passes). A renamed
 * company keeps its old slug as an alias, so every old address answers 301. Safe to run twice or
 * at once: each rename is conditional on the slug it read, in one batch with its alias, and a
 * collision with a concurrent run fails that batch only, for the next run to redo. Returns how
 * many slugs it renamed.
 */
export async function renameFirstRuleSlugs(db: Database, now: Date, limit = 100) {
  const rows = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(lt(companies.slugRule, 2))
    .limit(limit);
  let renamed = 0;
  for (const row of rows) {
    const wanted = renamedSlug(row.name, row.slug);
    const slug = wanted === null ? row.slug : await freeSlug(db, wanted);
    const current = and(eq(companies.id, row.id), eq(companies.slug, row.slug));
    if (slug === row.slug) {
      await db.update(companies).set({ slugRule: 2 }).where(current);
      continue;
    }
    try {
      await db.batch([
        db
          .insert(companySlugAliases)
          .values({ slug: row.slug, companyId: row.id, createdAt: now })
          .onConflictDoNothing(),
        db.update(companies).set({ slug, slugRule: 2 }).where(current),
      ]);
      renamed++;
    } catch (error) {
      console.warn(
        JSON.stringify({ job: "company_slugs", id: row.id, slug, error: String(error) }),
      );
    }
  }
  return renamed;
}
