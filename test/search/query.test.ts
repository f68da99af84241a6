/**
 * How a search query becomes statements: every word quoted and prefixed, two letters or digits
 * at least, parameters falling back to defaults, and statements that read the FTS indexes and
 * primary keys, never a scan of complaints.
 */
import { env } from "cloudflare:test";
import {
  buildMatchQuery,
  complaintResultsQuery,
  facetsQuery,
  isSearchable,
  SearchParamsSchema,
} from "@worker/services/search";
import { companyResultsQuery } from "@worker/services/search-companies";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { expect, it } from "vitest";
import { createUser } from "../factories";

it("buildMatchQuery quotes every word, prefixes words of two letters or more, and drops the rest", () => {
  expect(buildMatchQuery("refund delayed")).toBe('"refund"* "delayed"*');
  expect(buildMatchQuery('NEAR(a "b") OR c*')).toBe('"near"* "a" "b" "or"* "c"');
  expect(buildMatchQuery("AND NOT")).toBe('"and"* "not"*');
  expect(buildMatchQuery("text:refund ^first -minus +plus")).toBe(
    '"text"* "refund"* "first"* "minus"* "plus"*',
  );
  expect(buildMatchQuery("Café CAFÉ")).toBe('"café"*');
  expect(buildMatchQuery("delta OR x", "any")).toBe('"delta"* OR "or"* OR "x"');
  expect(buildMatchQuery("")).toBeNull();
  expect(buildMatchQuery("\"'()*:^-+{}")).toBeNull();
  expect(buildMatchQuery("🙂🙂")).toBeNull();
  const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(" ");
  expect(buildMatchQuery(many)?.split(" ")).toHaveLength(12);
  // Only the first 200 characters count.
  expect(buildMatchQuery(`${"x".repeat(199)} tail`)).toBe(`"${"x".repeat(199)}"*`);
});

it("a search needs two letters or digits in all", () => {
  expect(isSearchable("")).toBe(false);
  expect(isSearchable("a")).toBe(false);
  expect(isSearchable(" * ( ")).toBe(false);
  expect(isSearchable("ab")).toBe(true);
  expect(isSearchable("a b")).toBe(true);
});

it("search parameters fall back to defaults instead of failing", () => {
  expect(
    SearchParamsSchema.parse({ q: "  refund ", status: "lost", company: "<x>", page: "99" }),
  ).toEqual({ q: "refund", status: undefined, company: undefined, page: 1 });
  expect(SearchParamsSchema.parse({})).toEqual({
    q: "",
    status: undefined,
    company: undefined,
    page: 1,
  });
  expect(
    SearchParamsSchema.parse({ q: "x", status: "resolved", company: "delta-air-lines", page: "3" }),
  ).toEqual({ q: "x", status: "resolved", company: "delta-air-lines", page: 3 });
});

/** EXPLAIN QUERY PLAN of each search statement, printed for the report. */
it("the search statements read the FTS indexes and primary keys, never scan complaints", async () => {
  const dialect = new SQLiteAsyncDialect();
  const viewer = await createUser();
  const match = buildMatchQuery("refund delta") ?? "";
  const statements = {
    complaints: complaintResultsQuery(match, { viewerId: null }, 1),
    "complaints, signed in, filtered by status and company": complaintResultsQuery(
      match,
      { status: "open", companySlug: "delta-air-lines", viewerId: viewer.id },
      2,
    ),
    "facets, signed in, filtered by status": facetsQuery(match, {
      status: "open",
      viewerId: viewer.id,
    }),
    companies: companyResultsQuery(match),
  };
  for (const [name, statement] of Object.entries(statements)) {
    const query = dialect.sqlToQuery(statement);
    const { results } = await env.DB.prepare(`explain query plan ${query.sql}`)
      .bind(...query.params)
      .all<{ id: number; parent: number; detail: string }>();
    const plan = results.map((row) => `${row.id}|${row.parent}|${row.detail}`).join("\n");
    for (const row of results) {
      expect(row.detail, `${name}:\n${plan}`).not.toMatch(
        /^SCAN (c|co|complaints|companies)\b(?! USING)/,
      );
    }
  }
});
