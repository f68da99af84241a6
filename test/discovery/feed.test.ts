import { userMutes } from "@worker/db/schema";
import { FeedCursorParam, listFeed } from "@worker/services/complaints/feed";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";

it("lists complaints newest first with company and author", async () => {
  const company = await createCompany({ name: "Feed Airways" });
  const author = await createUser({ name: "Ada Lovelace" });
  const older = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
    createdAt: new Date("2026-11-01T10:00:00Z"),
  });
  const newer = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
    createdAt: new Date("2026-11-02T10:00:00Z"),
  });
  const { items } = await listFeed(db, { viewerId: null, limit: 50 });
  const ids = items.map((item) => item.id);
  expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  const card = items.find((item) => item.id === newer.id);
  expect(card?.company).toMatchObject({ name: "Feed Airways", slug: "feed-airways" });
  expect(card?.author).toMatchObject({ id: author.id, name: "Ada Lovelace" });
});

it("an author without a profile is returned with a null name (the card shows the default)", async () => {
  const author = await createUser({ withProfile: false });
  const complaint = await createComplaint({
    userId: author.id,
    createdAt: new Date("2030-01-01T00:00:00Z"),
  });
  const { items } = await listFeed(db, { viewerId: null, limit: 1 });
  expect(items[0]?.id).toBe(complaint.id);
  expect(items[0]?.author.name).toBeNull();
});

it("cursor paging visits every complaint once, even when timestamps tie", async () => {
  const sameTime = new Date("2031-05-05T05:05:05Z");
  const created = await Promise.all(
    Array.from({ length: 7 }, () => createComplaint({ createdAt: sameTime })),
  );
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listFeed>> = await listFeed(db, {
      viewerId: null,
      limit: 3,
      cursor: cursor ? FeedCursorParam.parse(cursor) : null,
    });
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  expect(new Set(seen).size).toBe(seen.length);
  for (const complaint of created) expect(seen).toContain(complaint.id);
});

it("complaints of authors I muted are hidden from me, not from others", async () => {
  const viewer = await createUser();
  const muted = await createUser();
  const complaint = await createComplaint({
    userId: muted.id,
    createdAt: new Date("2032-01-01T00:00:00Z"),
  });
  await db.insert(userMutes).values({ userId: viewer.id, mutedUserId: muted.id });
  const mine = await listFeed(db, { viewerId: viewer.id, limit: 5 });
  expect(mine.items.map((item) => item.id)).not.toContain(complaint.id);
  const theirs = await listFeed(db, { viewerId: null, limit: 5 });
  expect(theirs.items.map((item) => item.id)).toContain(complaint.id);
});

it("cards carry the viewer's own state", async () => {
  const viewer = await createUser();
  const complaint = await createComplaint({ createdAt: new Date("2033-01-01T00:00:00Z") });
  const { voteUck } = await import("@worker/services/complaints/ucks");
  const { env } = await import("cloudflare:test");
  await voteUck(db, env.UCKS, viewer.id, complaint.id, Date.now());
  const [card] = (await listFeed(db, { viewerId: viewer.id, limit: 1 })).items;
  expect(card?.viewer).toEqual({ isUcked: true, isSaved: false, followsCompany: false });
  const [anonymous] = (await listFeed(db, { viewerId: null, limit: 1 })).items;
  expect(anonymous?.viewer).toEqual({ isUcked: false, isSaved: false, followsCompany: false });
});

it("a malformed cursor is refused by its schema", () => {
  expect(FeedCursorParam.safeParse("1700000000000_abc").success).toBe(true);
  for (const bad of ["", "abc", "1_", "_x", "1_x;drop", `${"9".repeat(20)}_x`]) {
    expect(FeedCursorParam.safeParse(bad).success, bad).toBe(false);
  }
});

it("the following feed holds complaints about followed companies and by followed people only", async () => {
  const { companyFollows, userFollows } = await import("@worker/db/schema");
  const viewer = await createUser();
  const company = await createCompany();
  const person = await createUser();
  const aboutCompany = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date("2034-01-01T00:00:00Z"),
  });
  const byPerson = await createComplaint({
    userId: person.id,
    createdAt: new Date("2034-01-02T00:00:00Z"),
  });
  const other = await createComplaint({ createdAt: new Date("2034-01-03T00:00:00Z") });
  expect((await listFeed(db, { viewerId: viewer.id, following: true })).items).toEqual([]);
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: viewer.id, companyId: company.id });
  await db.insert(userFollows).values({ followerId: viewer.id, followeeId: person.id });
  const ids = (await listFeed(db, { viewerId: viewer.id, following: true })).items.map(
    (item) => item.id,
  );
  expect(ids).toEqual([byPerson.id, aboutCompany.id]);
  expect(ids).not.toContain(other.id);
  expect((await listFeed(db, { viewerId: null, following: true })).items).toEqual([]);
});

it("company lists filter by status and sort by oldest or most ucks, paging without gaps", async () => {
  const { complaints: table } = await import("@worker/db/schema");
  const { eq } = await import("drizzle-orm");
  const company = await createCompany();
  const made = [];
  for (let i = 0; i < 7; i++) {
    const c = await createComplaint({
      companyId: company.id,
      companyName: company.name,
      createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
      status: i % 2 ? "resolved" : "open",
    });
    await db
      .update(table)
      // Established accounts' ucks: the page's and the rankings' counters alike (decision 028).
      .set({ uckCount: i % 3, rankedUckCount: i % 3 })
      .where(eq(table.id, c.id));
    made.push({ ...c, ucks: i % 3, status: i % 2 ? "resolved" : "open" });
  }
  const all = async (options: Parameters<typeof listFeed>[1]) => {
    const seen: Awaited<ReturnType<typeof listFeed>>["items"] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listFeed>> = await listFeed(db, {
        ...options,
        limit: 2,
        cursor: cursor ? FeedCursorParam.parse(cursor) : null,
      });
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };
  const oldest = await all({ viewerId: null, companyId: company.id, sort: "oldest" });
  expect(oldest.map((c) => c.id)).toEqual(made.map((c) => c.id));
  const byUcks = await all({ viewerId: null, companyId: company.id, sort: "most_ucks" });
  expect(byUcks.map((c) => c.uckCount)).toEqual([2, 2, 1, 1, 0, 0, 0]);
  expect(new Set(byUcks.map((c) => c.id)).size).toBe(7);
  const resolved = await all({ viewerId: null, companyId: company.id, status: "resolved" });
  expect(resolved.map((c) => c.id).sort()).toEqual(
    made
      .filter((c) => c.status === "resolved")
      .map((c) => c.id)
      .sort(),
  );
});
