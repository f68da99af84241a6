import { nameFromDomain } from "@shared/domain";
import { companySlug } from "@shared/slug";
import { eq, sql } from "drizzle-orm";
import { hitRateLimit, tooManyAttempts } from "../../auth/rate-limit";
import { COMPANY_DIRECTORY } from "../../data/company-directory";
import type { Database } from "../../db/client";
import { companies, companyExecutives } from "../../db/schema";
import type { Worded } from "../refusal";
import { searchTokens } from "../search";
import { companyInUse } from "./page";
import { freeSlug } from "./slugs";

/** What the lookup returns for one company (the spec's Company info). */
export type CompanyInfo = {
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
  existed: boolean;
};

const SEARCH_LIMIT = 8;

/**
 * The query as an FTS5 match on the name and domain columns: every word a quoted prefix (the
 * last may be one letter, as the user is still typing), so operators typed by a visitor are
 * plain words. Null when no word is left.
 */
function lookupMatch(query: string): string | null {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return null;
  return `{name domain} : (${tokens.map((token) => `"${token}"*`).join(" ")})`;
}

/**
 * Companies in use with a word of the name, or the domain, starting with each word of the query
 * (companies_fts, never a scan of companies): the database first, shortest names first, then
 * well-known brands from the directory that are not in the database yet.
 */
export async function searchCompanies(db: Database, query: string): Promise<CompanyInfo[]> {
  const q = query.trim().toLowerCase();
  const match = lookupMatch(q);
  const rows = match
    ? await db
        .all<{ name: string; slug: string; domain: string | null; logo: string | null }>(
          sql`select c.name, c.slug, c.domain, c.logo
              from companies_fts f join companies c on c.rowid = f.rowid
              where companies_fts match ${match}
                and ${companyInUse(sql.raw("c.id"), sql.raw("c.claimed"))}
              order by length(c.name), c.name limit ${SEARCH_LIMIT}`,
        )
        .catch((error: unknown) => {
          console.warn(JSON.stringify({ event: "lookup_failed", match, error: String(error) }));
          return [];
        })
    : [];
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
  const slug = await freeSlug(db, companySlug(name, companySlug(domain)));
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
        slugRule: 2,
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

/**
 * The lookup by domain of a signed-in person: an existing company is found as always; a new one
 * takes a slot of companyCreateByUser first, the same limit as a company page opened by address.
 */
export async function findOrCreateCompanyForUser(
  db: Database,
  userId: string,
  domain: string,
  now: number,
): Promise<{ ok: true; company: CompanyInfo } | ({ ok: false } & Worded)> {
  const [known] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.domain, domain));
  if (!known) {
    const slot = await hitRateLimit(db, "companyCreateByUser", userId, now);
    if (!slot.allowed) return { ok: false, ...tooManyAttempts(slot.retryAfterSeconds) };
  }
  return { ok: true, company: await findOrCreateCompanyByDomain(db, domain, now) };
}
