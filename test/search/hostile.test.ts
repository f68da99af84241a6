/**
 * Hostile search queries: what FTS5 refuses gives empty lists and a log line, not an error, and
 * the complaints table survives the SQL-looking search.
 */
import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";
import { buildMatchQuery, complaintCompanyFacets, searchComplaints } from "@worker/services/search";
import { searchCompanies } from "@worker/services/search-companies";
import { expect, it, vi } from "vitest";
import { createComplaint, db } from "../factories";
import { HOSTILE, ids, search } from "./setup";

it.each(HOSTILE.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
  "hostile input %s searches safely",
  async (_label, input) => {
    const warn = vi.spyOn(console, "warn");
    const match = buildMatchQuery(input);
    // FTS5 itself accepts what we build: safety does not rest on the catch.
    if (match) {
      await env.DB.prepare("select count(*) as n from complaints_fts where complaints_fts match ?")
        .bind(match)
        .first();
      await env.DB.prepare("select count(*) as n from companies_fts where companies_fts match ?")
        .bind(match)
        .first();
    }
    const page = await searchComplaints(db, { query: input, viewerId: null });
    expect(Array.isArray(page.items)).toBe(true);
    expect(Array.isArray(await searchCompanies(db, input))).toBe(true);
    expect(Array.isArray(await complaintCompanyFacets(db, { query: input, viewerId: null }))).toBe(
      true,
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  },
);

it("a query FTS5 refuses anyway gives empty lists and a log line, not an error", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // Not reachable through buildMatchQuery: a D1 that spoils every MATCH proves the guard.
  const spoiled = new Proxy(env.DB, {
    get: (target, key) =>
      key === "prepare"
        ? (query: string) => target.prepare(query.replaceAll("match ?", "match (? || ' NEAR(')"))
        : Reflect.get(target, key),
  });
  const broken = createDb(spoiled);
  await createComplaint({ text: "Spoilrex refund." });
  expect(await searchComplaints(broken, { query: "spoilrex", viewerId: null })).toEqual({
    items: [],
    total: 0,
    page: 1,
    nextPage: null,
  });
  expect(await searchCompanies(broken, "spoilrex")).toEqual([]);
  expect(await complaintCompanyFacets(broken, { query: "spoilrex", viewerId: null })).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(3);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/"event":"search_failed".*fts5: syntax error/);
  warn.mockRestore();
  expect(await ids("spoilrex")).toHaveLength(1);
});

it("the complaints table survives the SQL-looking search", async () => {
  const { id } = await createComplaint({ text: "Dropzilla tables everywhere." });
  await search("'); drop table complaints; --");
  expect(await ids("dropzilla")).toEqual([id]);
});
