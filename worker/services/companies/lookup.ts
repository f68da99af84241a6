import { eq, like, or, sql } from "drizzle-orm";
import { nameFromDomain } from "../../../app/lib/domain";
import { companySlug } from "../../../app/lib/slug";
import { COMPANY_DIRECTORY } from "../../data/company-directory";
import type { Database } from "../../db/client";
import { companies, companyExecutives } from "../../db/schema";

/** What the lookup returns for one company (the spec's Company info). */
export type CompanyInfo = {
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
  existed: boolean;
};

const SEARCH_LIMIT = 8;

/** LIKE with the user's % and _ taken literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Companies whose name or domain starts with the query (or has a word that does): the database
 * first, then well-known brands from the directory that are not in the database yet.
 */
export async function searchCompanies(db: Database, query: string): Promise<CompanyInfo[]> {
  const q = query.trim().toLowerCase();
  const pattern = escapeLike(q);
  const rows = await db
    .select({
      name: companies.name,
      slug: companies.slug,
      domain: companies.domain,
      logo: companies.logo,
    })
    .from(companies)
    .where(
      or(
        like(companies.name, sql`${`${pattern}%`} escape '\\'`),
        like(companies.name, sql`${`% ${pattern}%`} escape '\\'`),
        like(companies.domain, sql`${`${pattern}%`} escape '\\'`),
      ),
    )
    .orderBy(sql`length(${companies.name})`, companies.name)
    .limit(SEARCH_LIMIT);
  const found: CompanyInfo[] = rows.map((row) => ({ ...row, existed: true }));
  const known = new Set(found.map((c) => c.domain));
  for (const entry of COMPANY_DIRECTORY) {
    if (found.length >= SEARCH_LIMIT) break;
    const name = entry.name.toLowerCase();
    const matches =
      name.startsWith(q) ||
      name.split(/\s+/).some((word) => word.startsWith(q)) ||
      entry.domain.startsWith(q);
    if (matches && !known.has(entry.domain)) {
      found.push({
        name: entry.name,
        slug: companySlug(entry.name),
        domain: entry.domain,
        logo: null,
        existed: false,
      });
    }
  }
  return found;
}

async function freeSlug(db: Database, base: string) {
  const taken = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${escapeLike(base)}-%`)));
  const set = new Set(taken.map((row) => row.slug));
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The company of a (normalised) domain, created when missing: the directory's name and chief
 * executive for well-known brands, else a name derived from the domain. A unique domain index
 * makes parallel creations end with one company.
 */
export async function findOrCreateCompanyByDomain(
  db: Database,
  domain: string,
  now: number,
): Promise<CompanyInfo> {
  const existing = async () =>
    (
      await db
        .select({
          name: companies.name,
          slug: companies.slug,
          domain: companies.domain,
          logo: companies.logo,
        })
        .from(companies)
        .where(eq(companies.domain, domain))
    )[0];
  const found = await existing();
  if (found) return { ...found, existed: true };

  const entry = COMPANY_DIRECTORY.find((c) => c.domain === domain);
  const name = entry?.name ?? nameFromDomain(domain);
  const slug = await freeSlug(db, companySlug(name) || companySlug(domain));
  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(companies).values({
        id,
        name,
        slug,
        domain,
        website: `https://${domain}`,
        industry: entry?.industry ?? null,
        createdAt: new Date(now),
      }),
      ...(entry?.executive
        ? [
            db.insert(companyExecutives).values({
              companyId: id,
              ceo: entry.executive.ceo,
              title: entry.executive.title,
              twitter: entry.executive.twitter ?? null,
              joinedYear: entry.executive.joinedYear,
            }),
          ]
        : []),
    ]);
  } catch (error) {
    const raced = await existing();
    if (raced) return { ...raced, existed: true };
    throw error;
  }
  return { name, slug, domain, logo: null, existed: false };
}
