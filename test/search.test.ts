import { env } from "cloudflare:test";
import { MARK_CLOSE, MARK_OPEN, splitHighlights } from "@shared/search-highlight";
import type { SessionUser } from "@worker/auth/current-user";
import { createDb } from "@worker/db/client";
import { companies, userMutes } from "@worker/db/schema";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { createComplaint as fileComplaint } from "@worker/services/complaints/create";
import {
  buildMatchQuery,
  complaintCompanyFacets,
  complaintResultsQuery,
  facetsQuery,
  isSearchable,
  SearchParamsSchema,
  searchComplaints,
} from "@worker/services/search";
import { companyResultsQuery, searchCompanies } from "@worker/services/search-companies";
import { eq } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { expect, it, vi } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "./factories";

// Every test searches for its own made-up word, so the tests of this file share a database
// without seeing each other's complaints.
const search = (query: string, more: Partial<Parameters<typeof searchComplaints>[1]> = {}) =>
  searchComplaints(db, { query, viewerId: null, ...more });
const ids = async (query: string, more: Partial<Parameters<typeof searchComplaints>[1]> = {}) =>
  (await search(query, more)).items.map((item) => item.id);

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

it("results are ranked by relevance: more mentions in a shorter text first", async () => {
  const filler = " The rest of this text is about something else entirely, at some length.";
  const once = await createComplaint({ text: `One quorvex here.${filler.repeat(4)}` });
  const thrice = await createComplaint({ text: "Quorvex, quorvex and quorvex again." });
  const between = await createComplaint({ text: `A quorvex.${filler}` });
  expect(await ids("quorvex")).toEqual([thrice.id, between.id, once.id]);
});

it("a complaint is found by its company name, and the snippet marks the matched words", async () => {
  const company = await createCompany({ name: "Zanthor Rail" });
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "The train was late and the ticket refund form is broken.",
  });
  const page = await search("zanthor refund");
  expect(page.items.map((item) => item.id)).toEqual([complaint.id]);
  const [hit] = page.items;
  expect(hit?.company).toMatchObject({ name: "Zanthor Rail", slug: "zanthor-rail" });
  expect(hit?.status).toBe("open");
  expect(splitHighlights(hit?.snippet ?? "").filter((part) => part.hit)).toEqual([
    { text: "refund", hit: true },
  ]);
  expect(page.total).toBe(1);
});

it("prefixes match: “refu” finds “refund”", async () => {
  const { id } = await createComplaint({ text: "Plimsoq never sent my refund." });
  expect(await ids("plimsoq refu")).toEqual([id]);
  expect(await ids("plim refund")).toEqual([id]);
  expect(await ids("plimsoq refundable")).toEqual([]);
});

it("diacritics do not matter: “cafe” finds “café” and back", async () => {
  const { id } = await createComplaint({ text: "Le café Wobblix était froid et cher." });
  const other = await createComplaint({ text: "The cafe at Wobblix station was closed." });
  expect((await ids("cafe wobblix")).sort()).toEqual([id, other.id].sort());
  expect((await ids("CAFÉ WOBBLIX")).sort()).toEqual([id, other.id].sort());
  expect(await ids("etait wobblix")).toEqual([id]);
});

it("the status filter keeps only complaints in that status", async () => {
  const open = await createComplaint({ text: "Vortuna lost my parcel.", status: "open" });
  const resolved = await createComplaint({ text: "Vortuna lost my bag.", status: "resolved" });
  expect((await ids("vortuna")).sort()).toEqual([open.id, resolved.id].sort());
  expect(await ids("vortuna", { status: "resolved" })).toEqual([resolved.id]);
  expect(await ids("vortuna", { status: "escalated" })).toEqual([]);
});

it("the company filter keeps only that company's complaints, and facets count per company", async () => {
  const first = await createCompany({ name: "Klendar Air" });
  const second = await createCompany({ name: "Klendar Bus" });
  const a = await createComplaint({
    companyId: first.id,
    companyName: first.name,
    text: "Brixel seats were broken.",
  });
  const b = await createComplaint({
    companyId: second.id,
    companyName: second.name,
    text: "Brixel tickets were wrong.",
  });
  const c = await createComplaint({
    companyId: second.id,
    companyName: second.name,
    text: "Brixel driver was rude.",
    status: "resolved",
  });
  expect(await ids("brixel", { companySlug: "klendar-air" })).toEqual([a.id]);
  expect((await ids("brixel", { companySlug: "klendar-bus" })).sort()).toEqual([b.id, c.id].sort());
  expect(await ids("brixel", { companySlug: "no-such-company" })).toEqual([]);
  expect(await complaintCompanyFacets(db, { query: "brixel", viewerId: null })).toEqual([
    { slug: "klendar-bus", name: "Klendar Bus", count: 2 },
    { slug: "klendar-air", name: "Klendar Air", count: 1 },
  ]);
  expect(
    await complaintCompanyFacets(db, { query: "brixel", status: "resolved", viewerId: null }),
  ).toEqual([{ slug: "klendar-bus", name: "Klendar Bus", count: 1 }]);
});

it("complaints of authors I muted are not found by me, but by others", async () => {
  const viewer = await createUser();
  const muted = await createUser();
  const hidden = await createComplaint({ userId: muted.id, text: "Snorvil charged me twice." });
  const shown = await createComplaint({ text: "Snorvil charged me once." });
  await db.insert(userMutes).values({ userId: viewer.id, mutedUserId: muted.id });
  expect(await ids("snorvil", { viewerId: viewer.id })).toEqual([shown.id]);
  expect((await ids("snorvil")).sort()).toEqual([hidden.id, shown.id].sort());
  const facets = await complaintCompanyFacets(db, { query: "snorvil", viewerId: viewer.id });
  expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(1);
});

it("a complaint is found after it is filed, by its new text after an edit, and not after delete", async () => {
  const company = await createCompany({ name: "Fennimore Telecom" });
  const author = await createUser();
  const actor: SessionUser = {
    id: author.id,
    email: `${author.id}@example.com`,
    emailVerified: true,
    sessionVersion: 0,
    role: "user",
    blocked: false,
    unreadNotifications: 0,
    profile: null,
  };
  const images = { publish: async () => null, remove: async () => {} };
  const filed = await fileComplaint(
    postbox,
    images,
    author.id,
    {
      companyName: company.name,
      companySlug: "fennimore-telecom",
      companyDomain: "fennimore-telecom.example",
      text: "The grubbleton router drops every hour.",
      location: "Lisbon, Portugal",
    },
    Date.now(),
  );
  if (!filed.ok) throw new Error(filed.problem.description);
  expect(await ids("grubbleton")).toEqual([filed.id]);
  expect(await ids("fennimore lisbon")).toEqual([filed.id]);

  const now = Date.now();
  const edit = { intent: "edit", text: "The snazzlewick modem drops every hour." } as const;
  expect((await performCardAction(postbox, actor, filed.id, edit, now)).ok).toBe(true);
  expect(await ids("grubbleton")).toEqual([]);
  expect(await ids("snazzlewick")).toEqual([filed.id]);

  expect((await performCardAction(postbox, actor, filed.id, { intent: "delete" }, now)).ok).toBe(
    true,
  );
  expect(await ids("snazzlewick")).toEqual([]);
  expect(await ids("fennimore")).toEqual([]);
});

it("pages are disjoint, in rank order, and end with no next page", async () => {
  const author = await createUser();
  const company = await createCompany();
  const created = [];
  for (let i = 0; i < 45; i++) {
    const text = `Paginex ${"paginex ".repeat(i % 5)}complaint number ${i}.`;
    created.push(
      await createComplaint({
        userId: author.id,
        companyId: company.id,
        companyName: company.name,
        text,
      }),
    );
  }
  const first = await search("paginex");
  const second = await search("paginex", { page: 2 });
  const third = await search("paginex", { page: 3 });
  expect([first.items.length, second.items.length, third.items.length]).toEqual([20, 20, 5]);
  expect([first.nextPage, second.nextPage, third.nextPage]).toEqual([2, 3, null]);
  expect([first.total, second.total, third.total]).toEqual([45, 45, 45]);
  const seen = [...first.items, ...second.items, ...third.items].map((item) => item.id);
  expect(new Set(seen).size).toBe(45);
  expect(seen.sort()).toEqual(created.map((complaint) => complaint.id).sort());
  // Complaints that say it five times come first.
  expect(first.items[0]?.snippet).toMatch(/paginex.*paginex.*paginex.*paginex.*paginex/i);
  // Past the last page: empty, never an error; beyond page 10: clamped to page 10.
  expect((await search("paginex", { page: 4 })).items).toEqual([]);
  expect((await search("paginex", { page: 50 })).page).toBe(10);
});

it("companies are found by name prefix with their complaint counts, best name match first", async () => {
  const exact = await createCompany({ name: "Glimmerfax" });
  const other = await createCompany({ name: "Glimmerfax Logistics Holdings Group" });
  // Claimed: a company in use without complaints (an unused one is never found).
  await db.update(companies).set({ claimed: true }).where(eq(companies.id, other.id));
  await createComplaint({ companyId: exact.id, companyName: exact.name });
  await createComplaint({ companyId: exact.id, companyName: exact.name });
  const hits = await searchCompanies(db, "glimmer");
  expect(hits.map((hit) => hit.id)).toEqual([exact.id, other.id]);
  expect(hits[0]).toMatchObject({ name: "Glimmerfax", slug: "glimmerfax", complaintCount: 2 });
  expect(hits[0]?.markedName).toBe(`${MARK_OPEN}Glimmerfax${MARK_CLOSE}`);
  expect(hits[1]?.complaintCount).toBe(0);
  // When no company has every word, any word finds one; more words matched rank first.
  expect((await searchCompanies(db, "glimmerfax zzyzxq")).map((hit) => hit.id)).toEqual([
    exact.id,
    other.id,
  ]);
  expect((await searchCompanies(db, "logistics glimmerfax")).map((hit) => hit.id)).toEqual([
    other.id,
  ]);
  // The domain is indexed too (glimmerfax-logistics-holdings-group.example).
  expect((await searchCompanies(db, "glimmerfax holdings")).map((hit) => hit.id)).toEqual([
    other.id,
  ]);
});

it("at most 8 companies are returned", async () => {
  for (let i = 0; i < 10; i++) {
    const company = await createCompany({ name: `Trundlebee ${i}` });
    await createComplaint({ companyId: company.id, companyName: company.name });
  }
  expect(await searchCompanies(db, "trundlebee")).toHaveLength(8);
});

const HOSTILE = [
  '"',
  '""',
  "'",
  "(",
  ")",
  "((a",
  "a OR",
  "NEAR(a b)",
  "NEAR",
  "*",
  "a*b",
  "-a",
  "a:b",
  "^a",
  "{a b}",
  "AND",
  "NOT a",
  "OR OR OR",
  "text:refund",
  "x".repeat(5000),
  "refund ".repeat(800),
  "🙂 😡 👍🏽",
  "שירות לקוחות גרוע",
  "خدمة العملاء سيئة",
  "%",
  "_",
  "\\",
  "a\u0000b",
  "\u0000",
  "'); drop table complaints; --",
  '" OR 1=1 --',
  "e\u0301",
  "\u0301\u0301",
  "\uE000refund\uE001",
  "\ud800",
  "客服 退款",
];

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
    console.log(`EXPLAIN QUERY PLAN (${name}):\n${plan}`);
    for (const row of results) {
      expect(row.detail, name).not.toMatch(/^SCAN (c|co|complaints|companies)\b(?! USING)/);
    }
  }
});
