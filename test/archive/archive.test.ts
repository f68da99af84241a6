import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { archiveRange, parseArchiveDate, parseArchivePage } from "@shared/archive";
import { localizedPath } from "@shared/i18n";
import type { Database } from "@worker/db/client";
import { archiveDays, companies, companyArchiveYears, complaints } from "@worker/db/schema";
import {
  archiveDayPage,
  archiveDaysOf,
  archiveMonthsAll,
  archiveMonthsOf,
  archiveYears,
  companyArchiveYearsQuery,
  companyYearPage,
} from "@worker/services/archive/archive";
import { sitemapPartEntries, sitemapPartPath, sitemapParts } from "@worker/services/sitemap-parts";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { queryPlanOf } from "../harness/query-plan";

/**
 * The archive (decision 049): its counts kept by the complaints' triggers (migration 0038), its
 * pages of complaints by day and by company year, the dates it refuses, its statements on
 * indexes only, and its parts of the sitemap.
 */

const at = (iso: string) => new Date(iso);

async function counts() {
  const days = await db.select().from(archiveDays).orderBy(asc(archiveDays.day));
  const years = await db
    .select()
    .from(companyArchiveYears)
    .orderBy(asc(companyArchiveYears.companyId), asc(companyArchiveYears.year));
  return { days, years };
}

it("the counts follow every insert, delete and move of a complaint", async () => {
  const user = await createUser();
  const a = await createCompany();
  const b = await createCompany();
  const first = await createComplaint({
    userId: user.id,
    companyId: a.id,
    createdAt: at("2024-03-15T23:59:59.999Z"),
  });
  await createComplaint({
    userId: user.id,
    companyId: a.id,
    createdAt: at("2024-03-15T00:00:00Z"),
  });
  await createComplaint({
    userId: user.id,
    companyId: b.id,
    createdAt: at("2023-12-31T12:00:00Z"),
  });
  let now = await counts();
  expect(now.days.filter((d) => d.day.startsWith("202"))).toEqual([
    { day: "2023-12-31", complaints: 1 },
    { day: "2024-03-15", complaints: 2 },
  ]);
  expect(now.years.filter((y) => [a.id, b.id].some((id) => id === y.companyId))).toEqual(
    [
      { companyId: a.id, year: 2024, complaints: 2 },
      { companyId: b.id, year: 2023, complaints: 1 },
    ].sort((x, y) => x.companyId.localeCompare(y.companyId)),
  );

  // Moved to another day and another company: out of the old rows, into new ones.
  await db
    .update(complaints)
    .set({ createdAt: at("2024-03-16T08:00:00Z"), companyId: b.id })
    .where(eq(complaints.id, first.id));
  now = await counts();
  expect(now.days.find((d) => d.day === "2024-03-15")?.complaints).toBe(1);
  expect(now.days.find((d) => d.day === "2024-03-16")?.complaints).toBe(1);
  expect(now.years.find((y) => y.companyId === a.id && y.year === 2024)?.complaints).toBe(1);
  expect(now.years.find((y) => y.companyId === b.id && y.year === 2024)?.complaints).toBe(1);

  // Deleted: the count goes down, and a period left empty leaves the lists.
  await db.delete(complaints).where(eq(complaints.id, first.id));
  now = await counts();
  expect(now.days.find((d) => d.day === "2024-03-16")).toBeUndefined();
  expect(now.years.find((y) => y.companyId === b.id && y.year === 2024)).toBeUndefined();
  expect(now.years.find((y) => y.companyId === b.id && y.year === 2023)?.complaints).toBe(1);
});

it("the calendar counts from the data, and a day's pages hold every complaint once, oldest first", async () => {
  const user = await createUser();
  const company = await createCompany();
  const ids: string[] = [];
  for (let i = 0; i < 7; i++) {
    const c = await createComplaint({
      userId: user.id,
      companyId: company.id,
      createdAt: at(`2019-05-20T${String(10 + i).padStart(2, "0")}:00:00Z`),
    });
    ids.push(c.id);
  }
  await createComplaint({
    userId: user.id,
    companyId: company.id,
    createdAt: at("2019-05-21T10:00:00Z"),
  });
  await createComplaint({
    userId: user.id,
    companyId: company.id,
    createdAt: at("2019-07-01T10:00:00Z"),
  });

  expect(await archiveMonthsOf(db, 2019)).toEqual([
    { key: "2019-05", complaints: 8 },
    { key: "2019-07", complaints: 1 },
  ]);
  expect(await archiveDaysOf(db, { year: 2019, month: 5 })).toEqual([
    { key: "2019-05-20", complaints: 7 },
    { key: "2019-05-21", complaints: 1 },
  ]);
  expect((await archiveYears(db)).find((y) => y.key === "2019")?.complaints).toBe(9);
  expect((await archiveMonthsAll(db)).find((m) => m.key === "2019-05")?.complaints).toBe(8);

  const day = { year: 2019, month: 5, day: 20 };
  const seen: string[] = [];
  for (const n of [1, 2, 3]) {
    const page = await archiveDayPage(db, day, String(n), 3);
    expect(page?.pages).toBe(3);
    expect(page?.count).toBe(7);
    seen.push(...(page?.items.map((item) => item.id) ?? []));
  }
  expect(seen).toEqual(ids);
  expect((await archiveDayPage(db, day, null, 3))?.page).toBe(1);
  for (const bad of ["4", "0", "-1", "abc", "1.5", ""])
    expect(await archiveDayPage(db, day, bad, 3), bad).toBeNull();
  // An empty day has its one page, which says so; a second page of it does not exist.
  const empty = await archiveDayPage(db, { year: 2019, month: 5, day: 22 }, null, 3);
  expect(empty).toEqual({ items: [], count: 0, pages: 1, page: 1 });
  expect(await archiveDayPage(db, { year: 2019, month: 5, day: 22 }, "2", 3)).toBeNull();

  const yearPage = await companyYearPage(db, company.id, 2019, "3", 4);
  expect(yearPage?.pages).toBe(3);
  expect(yearPage?.items).toHaveLength(1);
  expect(await companyYearPage(db, company.id, 2019, "4", 4)).toBeNull();
  expect(await companyArchiveYearsQuery(db, company.id)).toEqual([{ year: 2019, complaints: 9 }]);
});

it("only real dates up to today are archive pages", () => {
  const now = Date.UTC(2026, 10, 29, 12);
  const ok = (year: string, month?: string, day?: string) =>
    parseArchiveDate({ year, month, day }, now);
  expect(ok("2024", "02", "29")).toEqual({ year: 2024, month: 2, day: 29 });
  expect(ok("2026", "11", "29")).toEqual({ year: 2026, month: 11, day: 29 });
  expect(ok("2024")).toEqual({ year: 2024 });
  for (const [year, month, day] of [
    ["2024", "02", "30"],
    ["2023", "02", "29"],
    ["2024", "13"],
    ["2024", "00"],
    ["2024", "04", "31"],
    ["2024", "3", "5"],
    ["abc"],
    ["24"],
    ["1999"],
    ["2027"],
    ["2026", "12"],
    ["2026", "11", "30"],
    ["2024", "01", "00"],
  ] as [string, string?, string?][])
    expect(ok(year, month, day), `${year}/${month}/${day}`).toBeNull();
  expect(archiveRange({ year: 2024, month: 12, day: 31 })).toEqual({
    start: Date.UTC(2024, 11, 31),
    end: Date.UTC(2025, 0, 1),
  });
  // A numbered page's address in another language keeps its page (the canonical link).
  expect(localizedPath("/archive/2024/03/15?page=2", "tr")).toBe(
    "/archive/2024/03/15?page=2&lang=tr",
  );
  expect(localizedPath("/archive/2024/03/15", "es")).toBe("/archive/2024/03/15?lang=es");
  expect(parseArchivePage(null, 0)).toBe(1);
  expect(parseArchivePage("1", 0)).toBe(1);
  expect(parseArchivePage("2", 1)).toBeNull();
  expect(parseArchivePage("007", 9)).toBeNull();
});

// ---------------------------------------------------------------------------------------------
// Every statement the archive runs reads an index: none scans complaints (the calendar's lists
// read archive_days whole, one small row per day with complaints: 3,650 rows for ten years).
it("every archive statement reads through an index, never a scan of complaints", async () => {
  const user = await createUser();
  const company = await createCompany();
  for (let i = 0; i < 5; i++)
    await createComplaint({
      userId: user.id,
      companyId: company.id,
      createdAt: at(`2021-02-0${i + 1}T09:00:00Z`),
    });
  const runs: Record<string, (d: Database) => Promise<unknown>> = {
    "archive months": (d) => archiveMonthsAll(d),
    "archive years": (d) => archiveYears(d),
    "year's months": (d) => archiveMonthsOf(d, 2021),
    "month's days": (d) => archiveDaysOf(d, { year: 2021, month: 2 }),
    "day page": (d) => archiveDayPage(d, { year: 2021, month: 2, day: 3 }, "1", 2),
    "company year page": (d) => companyYearPage(d, company.id, 2021, "2", 2),
    "company years": (d) => companyArchiveYearsQuery(d, company.id),
  };
  const plans: Record<string, string[]> = {};
  for (const [name, run] of Object.entries(runs)) {
    const { statements, details } = await queryPlanOf(run);
    expect(statements, name).toBeGreaterThan(0);
    plans[name] = details;
    const scans = details.filter((detail) =>
      /^SCAN (complaints|companies|profiles|company_archive_years)\b/.test(detail),
    );
    expect(scans, `${name}: ${details.join(" | ")}`).toEqual([]);
  }
  expect(plans["day page"]?.join(" | ")).toMatch(/complaints_feed_idx/);
  expect(plans["company year page"]?.join(" | ")).toMatch(/complaints_company_feed_idx/);
});

// ---------------------------------------------------------------------------------------------
const worker = exports.default;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

it("the sitemap lists the archive's calendar, every day and every company year, in parts", async () => {
  const user = await createUser();
  const company = await createCompany();
  for (const iso of ["2018-01-02T01:00:00Z", "2018-01-03T01:00:00Z", "2020-06-30T23:00:00Z"])
    await createComplaint({ userId: user.id, companyId: company.id, createdAt: at(iso) });
  // Parts of two URLs: every day and company year is in exactly one part.
  const parts = await sitemapParts(db, 2);
  const urls: string[] = [];
  for (const part of parts) {
    const entries = await sitemapPartEntries(db, part, 2);
    if (part.kind !== "archive")
      expect(entries.length, sitemapPartPath(part)).toBeLessThanOrEqual(2);
    urls.push(...entries.map((entry) => entry.path));
  }
  const days = (await db.select().from(archiveDays)).map(
    (row) => `/archive/${row.day.replaceAll("-", "/")}`,
  );
  for (const day of days)
    expect(
      urls.filter((url) => url === day),
      day,
    ).toHaveLength(1);
  expect(urls).toContain("/archive");
  expect(urls).toContain("/archive/2018");
  expect(urls).toContain("/archive/2018/01");
  expect(urls).toContain("/archive/2020/06");
  const [{ slug } = { slug: "" }] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, company.id));
  expect(urls.filter((url) => url === `/company/${slug}/2018`)).toHaveLength(1);
  expect(urls.filter((url) => url === `/company/${slug}/2020`)).toHaveLength(1);

  // Through the Worker: the index names the archive's parts, and each answers.
  const index = await (await worker.fetch("http://localhost/sitemap.xml")).text();
  const archiveParts = locs(index).filter((loc) => /archive|company-years/.test(loc));
  expect(archiveParts.some((loc) => loc.endsWith("/sitemaps/archive.xml"))).toBe(true);
  expect(archiveParts.some((loc) => loc.includes("/sitemaps/archive-days.xml?from="))).toBe(true);
  expect(archiveParts.some((loc) => loc.includes("/sitemaps/company-years.xml?from="))).toBe(true);
  const listed: string[] = [];
  for (const part of archiveParts) {
    const answer = await worker.fetch(part.replace(/&amp;/g, "&"));
    expect(answer.status, part).toBe(200);
    listed.push(...locs(await answer.text()));
  }
  expect(listed.some((loc) => loc.endsWith("/archive/2020/06/30"))).toBe(true);
  expect(listed.some((loc) => loc.endsWith(`/company/${slug}/2020`))).toBe(true);
  for (const bad of [
    "/sitemaps/archive-days.xml?from=2024-3-1",
    "/sitemaps/archive-days.xml",
    "/sitemaps/company-years.xml?from=x",
  ])
    expect((await worker.fetch(`http://localhost${bad}`)).status, bad).toBe(404);
});

it("the migration's backfill gives the counts the triggers keep", async () => {
  const user = await createUser();
  const company = await createCompany();
  for (const iso of ["2017-08-01T00:00:00Z", "2017-08-01T23:59:59Z", "2022-01-15T12:00:00Z"])
    await createComplaint({ userId: user.id, companyId: company.id, createdAt: at(iso) });
  const kept = await counts();
  expect(kept.days.length).toBeGreaterThan(0);
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0038_"));
  const backfill = (migration?.queries ?? []).filter(
    (q) => q.includes("INSERT INTO") && !q.includes("CREATE TRIGGER"),
  );
  expect(backfill).toHaveLength(2);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM archive_days"),
    env.DB.prepare("DELETE FROM company_archive_years"),
    ...backfill.map((query) => env.DB.prepare(query)),
  ]);
  expect(await counts()).toEqual(kept);
});
