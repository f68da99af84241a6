import { PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import { companyFollows, complaints, invites, userFollows } from "@worker/db/schema";
import { recordReferral } from "@worker/services/users/invites";
import {
  getProfileOverview,
  listFollowing,
  listInvites,
  listProfileComplaints,
} from "@worker/services/users/profile";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pageWindow } from "~/routes/profile/pager";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, ORIGIN, sessionCookie } from "../harness/app";

it("counters come from data: complaints, ucks and comments received, satisfied resolutions", async () => {
  const user = await createUser();
  const empty = await getProfileOverview(db, user.id);
  expect(empty?.counters).toEqual({ complaints: 0, interactions: 0, fullHearts: 0 });
  expect(empty?.firstUck).toBe(false);

  const a = await createComplaint({ userId: user.id });
  const b = await createComplaint({ userId: user.id });
  await createComplaint(); // someone else's
  await db.update(complaints).set({ uckCount: 4, commentsCount: 2 }).where(eq(complaints.id, a.id));
  await db
    .update(complaints)
    .set({ uckCount: 1, isSatisfied: true, status: "resolved" })
    .where(eq(complaints.id, b.id));
  const overview = await getProfileOverview(db, user.id);
  expect(overview?.counters).toEqual({ complaints: 2, interactions: 7, fullHearts: 1 });
  expect(overview?.firstUck).toBe(true);
});

it("complaints page five at a time, newest first, with the total", async () => {
  const user = await createUser();
  const company = await createCompany();
  const ids: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const c = await createComplaint({
      userId: user.id,
      companyId: company.id,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    ids.push(c.id);
  }
  const first = await listProfileComplaints(db, user.id, 1, null);
  expect(first.total).toBe(12);
  expect(first.cards.map((c) => c.id)).toEqual(ids.slice(-5).reverse());
  const third = await listProfileComplaints(db, user.id, 3, null);
  expect(third.cards.map((c) => c.id)).toEqual(ids.slice(0, 2).reverse());
  expect((await listProfileComplaints(db, user.id, 9, null)).cards).toEqual([]);
});

it("the pager shows a window of 3 page numbers around the current page", () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 2)).toEqual([1, 2]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
  expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
});

it("following lists companies and people, newest first", async () => {
  const user = await createUser();
  const other = await createUser({ name: "Followed Person" });
  const older = await createCompany({ name: "Older Co" });
  const newer = await createCompany({ name: "Newer Co" });
  await db.insert(companyFollows).values([
    { id: crypto.randomUUID(), userId: user.id, companyId: older.id, createdAt: new Date(1000) },
    { id: crypto.randomUUID(), userId: user.id, companyId: newer.id, createdAt: new Date(2000) },
  ]);
  await db.insert(userFollows).values({ followerId: user.id, followeeId: other.id });
  const following = await listFollowing(db, user.id);
  expect(following.companies.map((c) => c.name)).toEqual(["Newer Co", "Older Co"]);
  expect(following.people.map((p) => p.fullName)).toEqual(["Followed Person"]);
});

it("a registration through an invite link is credited once, never to oneself or a stranger", async () => {
  const referrer = await createUser({ name: "Rita Referrer" });
  const friend = await createUser({ name: "Fred Friend" });
  const now = Date.now();
  expect(
    await recordReferral(db, referrer.id, { id: friend.id, email: "fred@example.com" }, now),
  ).toBe(true);
  expect(
    await recordReferral(db, referrer.id, { id: friend.id, email: "fred@example.com" }, now),
  ).toBe(false);
  expect(await recordReferral(db, friend.id, { id: friend.id, email: null }, now)).toBe(false);
  expect(await recordReferral(db, "no-such-user", { id: friend.id, email: null }, now)).toBe(false);
  expect(await recordReferral(db, undefined, { id: friend.id, email: null }, now)).toBe(false);
  const list = await listInvites(db, referrer.id);
  expect(list.goal).toBe(10);
  expect(list.joined.map((row) => row.fullName)).toEqual(["Fred Friend"]);
  const rows = await db.select().from(invites).where(eq(invites.inviteeUserId, friend.id));
  expect(rows).toHaveLength(1);
});

it("a profile page past the last one is the last page", async () => {
  const user = await createUser();
  for (let i = 0; i < PROFILE_COMPLAINTS_PER_PAGE + 1; i++) {
    await createComplaint({ userId: user.id });
  }
  const cookie = await sessionCookie(user.id);
  const open = (query: string) =>
    fetchApp(new Request(`${ORIGIN}/profile${query}`, { headers: { Cookie: cookie } }));
  const far = await open("?tab=complaints&page=99");
  expect(far.status).toBe(302);
  expect(far.location).toBe("/profile?tab=complaints&page=2");
  // The last page itself, and the first, are answered as asked.
  expect((await open("?page=2")).status).toBe(200);
  expect((await open("?page=1")).status).toBe(200);
});
