/**
 * After a move-out (decision 048) the years moved live in ARCHIVE_DB; decision 063: the archive's
 * pages, the sitemap and the site's totals read both databases, an account's erasure and its data
 * export reach its rows in the archive, and the totals and the sitemap index are read from
 * counts the triggers keep (site_counts, migration 0039), never by counting complaints. The move
 * is test/archive/move.ts (what scripts/move-out.ts does).
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { Database } from "@worker/db/client";
import {
  bookmarks,
  comments,
  commentUcks,
  companies,
  complaints,
  notifications,
  profiles,
  reports,
  shares,
  siteCounts,
  ucks,
  users,
} from "@worker/db/schema";
import { archiveDayPage, companyYearPage } from "@worker/services/archive/archive";
import { apiSiteTotals } from "@worker/services/public-api";
import { sitemapPartEntries, sitemapParts } from "@worker/services/sitemap-parts";
import { exportUserData } from "@worker/services/users/data-export";
import { erasedEmail, eraseUser } from "@worker/services/users/erasure";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { busyWorld, deps } from "../data-rights/setup";
import { archiveDb, createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get } from "../harness/app";
import { plansOf, type Recorded, recordingDatabase } from "../harness/query-plan";
import { moveOut } from "./move";

const at = (iso: string) => new Date(iso);
const worker = exports.default;

type ArchiveAnswer = {
  page: {
    kind: string;
    movedBefore?: number | null;
    years?: { year: number; complaints: number; months: { month: number; complaints: number }[] }[];
    days?: { day: number; complaints: number }[];
    items?: { id: string }[];
    count?: number;
  };
};
const archivePage = async (path: string) => {
  const response = await fetchResponse(get(path));
  expect(response.status, path).toBe(200);
  return ((await response.json()) as ArchiveAnswer).page;
};

it("a moved complaint stays on its day page and in its company's year; the counts do not change", async () => {
  const user = await createUser();
  const company = await createCompany();
  const on = { userId: user.id, companyId: company.id, companyName: company.name };
  const a = await createComplaint({ ...on, createdAt: at("2018-05-02T10:00:00Z") });
  const b = await createComplaint({ ...on, createdAt: at("2018-05-02T11:00:00Z") });
  const c = await createComplaint({ ...on, createdAt: at("2025-03-01T09:00:00Z") });
  const month = await archivePage("/archive/2018/05");
  expect(month.days).toEqual([expect.objectContaining({ day: 2, complaints: 2 })]);
  const calendarBefore = await archivePage("/archive");
  expect(calendarBefore.movedBefore).toBeNull();

  await moveOut([a.id, b.id]);
  const live = await env.DB.prepare("select count(*) n from complaints where id in (?, ?)")
    .bind(a.id, b.id)
    .first<{ n: number }>();
  expect(live?.n).toBe(0);

  // The day page lists both, from the archive; the month's and the year's counts are the same.
  const day = await archivePage("/archive/2018/05/02");
  expect(day.items?.map((item) => item.id)).toEqual([a.id, b.id]);
  expect(day.count).toBe(2);
  expect((await archivePage("/archive/2018/05")).days).toEqual(month.days);
  const calendar = await archivePage("/archive");
  expect(calendar.years?.map((y) => [y.year, y.complaints])).toEqual([
    [2025, 1],
    [2018, 2],
  ]);
  // The calendar says what counts only the live years (decision 063).
  expect(calendar.movedBefore).toBe(2019);

  // A page of one complaint at a time runs over the archive, then the live database.
  const both = [archiveDb, db];
  const second = await archiveDayPage(both, { year: 2018, month: 5, day: 2 }, "2", 1);
  expect(second).toMatchObject({ count: 2, pages: 2, page: 2 });
  expect(second?.items.map((item) => item.id)).toEqual([b.id]);

  // The company's moved year lists them and says its page counts only the live years.
  const [{ slug } = { slug: "" }] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, company.id));
  const year = (await (await fetchResponse(get(`/company/${slug}/2018`))).json()) as {
    items: { id: string }[];
    movedBefore: number | null;
    otherYears: number[];
  };
  expect(year.items.map((item) => item.id)).toEqual([a.id, b.id]);
  expect(year.movedBefore).toBe(2019);
  expect(year.otherYears).toEqual([2025]);
  const liveYear = (await (await fetchResponse(get(`/company/${slug}/2025`))).json()) as {
    items: { id: string }[];
    movedBefore: number | null;
    otherYears: number[];
  };
  expect(liveYear.items.map((item) => item.id)).toEqual([c.id]);
  expect(liveYear.movedBefore).toBeNull();
  expect(liveYear.otherYears).toEqual([2018]);
  expect((await companyYearPage(both, company.id, 2018, "1", 1))?.pages).toBe(2);

  // The site's totals and the sitemap still count and list them.
  const stats = (await (await worker.fetch("http://localhost/api/v1/stats")).json()) as {
    data: { complaints: number };
  };
  expect(stats.data.complaints).toBe(3);
  const listed: string[] = [];
  for (const part of await sitemapParts(both, 2))
    listed.push(...(await sitemapPartEntries(both, part, 2)).map((entry) => entry.path));
  for (const path of [
    `/complaint/${a.id}`,
    `/complaint/${b.id}`,
    `/complaint/${c.id}`,
    "/archive/2018/05/02",
    "/archive/2018/05",
    `/company/${slug}/2018`,
    `/company/${slug}/2025`,
  ])
    expect(
      listed.filter((url) => url === path),
      path,
    ).toHaveLength(1);
});

/** The rows of `table` in ARCHIVE_DB whose `column` names the user. */
async function archived(table: string, column: string, userId: string) {
  const row = await env.ARCHIVE_DB.prepare(`select count(*) n from "${table}" where ${column} = ?`)
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

it("erasure reaches the archive: the person's old rows go, their complaints stay anonymous, counters stay right", async () => {
  const w = await busyWorld();
  await moveOut([w.mine.id, w.theirs.id]);
  expect(await archived("comments", "user_id", w.me.id)).toBe(2);
  expect(await archived("ucks", "user_id", w.me.id)).toBe(1);

  expect(await eraseUser(deps, w.me.id, { complaints: "anonymise" }, Date.UTC(2026, 1, 1))).toBe(
    true,
  );
  for (const [table, column] of [
    ["comments", "user_id"],
    ["ucks", "user_id"],
    ["comment_ucks", "user_id"],
    ["bookmarks", "user_id"],
    ["reports", "reporter_id"],
    ["notifications", "user_id"],
    ["shares", "user_id"],
    ["profiles", "id"],
  ])
    expect(await archived(table as string, column as string, w.me.id), table).toBe(0);
  // The archive's stub of the account is scrubbed as the live row is.
  const [stub] = await archiveDb.select().from(users).where(eq(users.id, w.me.id));
  expect(stub?.email).toBe(erasedEmail(w.me.id));
  expect(stub?.erasedAt).not.toBeNull();
  // The old complaint stays, without its photo (deleted from R2: it was found in the archive).
  const [kept] = await archiveDb.select().from(complaints).where(eq(complaints.id, w.mine.id));
  expect(kept?.imageUrl).toBeNull();
  expect(await env.COMPLAINT_IMAGES.head(w.photoKey)).toBeNull();
  // Other people's archived counters are recounted from the rows that remain.
  const [theirs] = await archiveDb.select().from(complaints).where(eq(complaints.id, w.theirs.id));
  const left = async (table: typeof ucks | typeof comments) =>
    (await archiveDb.select().from(table).where(eq(table.complaintId, w.theirs.id))).length;
  expect(theirs?.uckCount).toBe(await left(ucks));
  expect(theirs?.commentsCount).toBe(await left(comments));
  expect(theirs?.commentsCount).toBe(1);
  const [olgaComment] = await archiveDb
    .select()
    .from(comments)
    .where(eq(comments.id, w.thirdComment.id));
  expect(olgaComment?.uckCount).toBe(
    (await archiveDb.select().from(commentUcks).where(eq(commentUcks.commentId, w.thirdComment.id)))
      .length,
  );
  // Shares stay counted; who shared is forgotten, there too.
  const [share] = await archiveDb.select().from(shares).where(eq(shares.complaintId, w.theirs.id));
  expect(share?.userId).toBeNull();
});

it("a breach's erasure deletes the person's complaints in the archive too", async () => {
  const w = await busyWorld();
  await moveOut([w.mine.id, w.theirs.id]);
  expect(await eraseUser(deps, w.me.id, { complaints: "delete" }, Date.UTC(2026, 1, 1))).toBe(true);
  expect(await archived("complaints", "user_id", w.me.id)).toBe(0);
  expect(await archived("complaints", "user_id", w.other.id)).toBe(1);
  expect(await archived("profiles", "id", w.me.id)).toBe(0);
});

it("the data export holds the person's rows in the archive, oldest first", async () => {
  const w = await busyWorld();
  await moveOut([w.mine.id, w.theirs.id]);
  const data = await exportUserData({ db, archiveDb }, w.me.id, Date.now());
  expect(data?.complaints.map((c) => c.id)).toEqual([w.mine.id, w.mine2.id]);
  expect(data?.comments.map((c) => c.text).sort()).toEqual(["And again, Dana", "Same here, Dana"]);
  expect(data?.ucks.map((u) => u.complaintId)).toEqual([w.theirs.id]);
  expect(data?.commentUcks.map((u) => u.commentId)).toEqual([w.thirdComment.id]);
  expect(data?.bookmarks.map((b) => b.complaintId)).toEqual([w.theirs.id]);
  expect(data?.reports.map((r) => r.complaintId)).toEqual([w.theirs.id]);
  // Their notifications about the old complaint (an uck, a comment), each once.
  const inbox = data?.notifications ?? [];
  expect(inbox.length).toBeGreaterThan(0);
  expect(inbox.every((n) => n.complaintId === w.mine.id)).toBe(true);
  expect(new Set(inbox.map((n) => n.id)).size).toBe(inbox.length);
  // Nothing of the archive's stub: the account is the live one.
  expect(data?.account.email).not.toContain("archive.invalid");
  // Not a copy: the live rows are not in the archive's lists twice.
  const [liveBookmarks] = await db.select().from(bookmarks).where(eq(bookmarks.userId, w.me.id));
  expect(liveBookmarks).toBeUndefined();
  const liveProfile = await db.select().from(profiles).where(eq(profiles.id, w.me.id));
  expect(liveProfile).toHaveLength(1);
  expect(await db.select().from(reports).where(eq(reports.reporterId, w.me.id))).toHaveLength(0);
  expect(
    await db.select().from(notifications).where(eq(notifications.userId, w.me.id)),
  ).toHaveLength(0);
});

it("the site's totals follow every insert, change and delete, as the migration's backfill counts them", async () => {
  // The file's earlier tests left rows: the totals are compared before and after.
  const before = await apiSiteTotals([db], db);
  const company = await createCompany();
  const other = await createCompany();
  const a = await createComplaint({ companyId: company.id, hasResponse: true });
  const b = await createComplaint({ companyId: company.id, status: "escalated" });
  await createComplaint({ companyId: other.id, createdAt: at("2017-06-01T00:00:00Z") });
  await db
    .update(complaints)
    .set({ status: "resolved", verdict: "resolved" })
    .where(eq(complaints.id, a.id));
  await db.update(complaints).set({ hasResponse: true }).where(eq(complaints.id, b.id));
  await db.delete(complaints).where(eq(complaints.id, b.id));
  const totals = await apiSiteTotals([db], db);
  expect(totals).toMatchObject({
    complaints: before.complaints + 2,
    companies: before.companies + 2,
    responses: before.responses + 1,
    resolved: before.resolved + 1,
    escalated: before.escalated,
  });
  const years = Object.fromEntries(
    (await db.select().from(siteCounts)).map((row) => [row.key, row.n]),
  );
  expect(years["company_years:2017"]).toBe(1);
  // The company's last complaint goes: it no longer counts, nor does its year.
  await db.delete(complaints).where(eq(complaints.companyId, other.id));
  expect((await apiSiteTotals([db], db)).companies).toBe(before.companies + 1);
  const after = await db.select().from(siteCounts).orderBy(asc(siteCounts.key));
  expect(after.find((row) => row.key === "company_years:2017")).toBeUndefined();

  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0039_"));
  const backfill = (migration?.queries ?? []).filter(
    (q) => q.includes("INSERT INTO") && !q.includes("CREATE TRIGGER"),
  );
  expect(backfill).toHaveLength(2);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM site_counts"),
    ...backfill.map((query) => env.DB.prepare(query)),
  ]);
  const recounted = await db.select().from(siteCounts).orderBy(asc(siteCounts.key));
  // The backfill writes every total, also those at 0; the triggers' rows are the same where both
  // have one.
  const byKey = Object.fromEntries(recounted.map((row) => [row.key, row.n]));
  for (const row of after) expect(byKey[row.key], row.key).toBe(row.n);
  expect(recounted.filter((row) => !after.some((r) => r.key === row.key)).map((r) => r.n)).toEqual(
    recounted.filter((row) => !after.some((r) => r.key === row.key)).map(() => 0),
  );
});

it("the site's totals and the sitemap index read counts and indexes, never a scan of a big table", async () => {
  const user = await createUser();
  const company = await createCompany();
  for (let i = 0; i < 7; i++)
    await createComplaint({
      userId: user.id,
      companyId: company.id,
      createdAt: at(`2021-02-0${i + 1}T09:00:00Z`),
    });
  // One day over the part size: its parts are cut inside the day.
  for (let i = 0; i < 4; i++)
    await createComplaint({ userId: user.id, createdAt: at(`2022-03-03T0${i}:00:00Z`) });
  const runs: Record<string, (dbs: Database[]) => Promise<unknown>> = {
    stats: (dbs) => apiSiteTotals(dbs, dbs[1] as Database),
    "sitemap index": (dbs) => sitemapParts(dbs, 3),
  };
  for (const [name, run] of Object.entries(runs)) {
    const recorded: Recorded[] = [];
    const archiveRecorded: Recorded[] = [];
    await run([
      recordingDatabase(env.ARCHIVE_DB, archiveRecorded),
      recordingDatabase(env.DB, recorded),
    ]);
    expect(recorded.length, name).toBeGreaterThan(0);
    const details = [
      ...(await plansOf(env.DB, recorded)),
      ...(await plansOf(env.ARCHIVE_DB, archiveRecorded)),
    ];
    const scans = details.filter((detail) =>
      /^SCAN (complaints|ucks|comments|company_archive_years|refunds)\b/.test(detail),
    );
    expect(scans, `${name}: ${details.join(" | ")}`).toEqual([]);
    expect(details.join(" | "), name).not.toMatch(/SCAN complaints|SCAN ucks/);
  }
});
