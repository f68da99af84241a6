import { MARK_CLOSE, MARK_OPEN } from "@shared/search-highlight";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { companyInUse } from "./companies/page";
import { buildMatchQuery, COMPANY_RESULTS_MAX, count, nullableText, orEmpty } from "./search";

/** Company search: names, domains and industries in companies_fts, companies in use only. */

const CompanyHitRow = z.object({
  id: z.string(),
  name: z.string(),
  markedName: z.string(),
  slug: z.string(),
  domain: nullableText,
  logo: nullableText,
  industry: nullableText,
  complaintCount: count,
});
/** A company found by search; `markedName` has the matched words between the sentinels. */
export type CompanyHit = z.infer<typeof CompanyHitRow>;

/** The statement of `searchCompanies` (exported for the query-plan test). */
export function companyResultsQuery(match: string): SQL {
  return sql`
    with top as (
      select co.rowid as rid, co.id as id, bm25(companies_fts, 10.0, 5.0, 2.0, 1.0) as score
      from companies_fts f join companies co on co.rowid = f.rowid
      where companies_fts match ${match} and ${companyInUse(sql.raw("co.id"), sql.raw("co.claimed"))}
      order by score, co.id
      limit ${COMPANY_RESULTS_MAX}
    )
    select co.id as "id", co.name as "name",
      highlight(companies_fts, 0, ${MARK_OPEN}, ${MARK_CLOSE}) as "markedName",
      co.slug as "slug", co.domain as "domain", co.logo as "logo", co.industry as "industry",
      (select count(*) from complaints c where c.company_id = co.id) as "complaintCount"
    from top t
    cross join companies_fts
    join companies co on co.rowid = t.rid
    where companies_fts.rowid = t.rid and companies_fts match ${match}
    order by t.score, t.id
  `;
}

/**
 * The 8 companies best matching `query` (bm25 with the name weighted above domain, industry
 * and description), with their complaint counts; only those 8 are highlighted and counted.
 * Companies matching every word come first; when none does, any word is enough, so
 * "delta refund" still finds Delta (bm25 then ranks those matching more words first).
 */
export async function searchCompanies(db: Database, query: string): Promise<CompanyHit[]> {
  const all = buildMatchQuery(query, "all");
  if (!all) return [];
  const find = async (match: string) => {
    const rows = await orEmpty("companies", match, () => db.all(companyResultsQuery(match)));
    return rows.map((row) => CompanyHitRow.parse(row));
  };
  const found = await find(all);
  const any = buildMatchQuery(query, "any");
  return found.length > 0 || !any || any === all ? found : find(any);
}
