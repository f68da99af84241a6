import { type SQL, sql } from "drizzle-orm";

/**
 * A company as a statement names it: its id, or the statement that finds its id by slug. A
 * company page's statements take the second, so the company's row and everything the page shows
 * of it go to D1 in one batch, one round trip (decision 069). SQLite runs the subquery once per
 * statement, through the slug's unique index; a slug no company has gives null, so the others
 * read nothing.
 */
export type CompanyKey = string | SQL;

export const companyWithSlug = (slug: string): SQL =>
  sql`(select ck.id from companies ck where ck.slug = ${slug})`;
