import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { companyFollows, companyMembers, notifications, userMutes } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import type { UckLoadContext } from "@worker/load-context";
import { markResolved, respondToComplaint } from "@worker/services/companies/responses";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { addComment } from "@worker/services/complaints/comments";
import { voteUck, withdrawUck } from "@worker/services/complaints/ucks";
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATIONS_PER_PAGE,
  NotificationCursorParam,
  unreadCount,
} from "@worker/services/notifications";
import { setUserFollow } from "@worker/services/users/public-profile";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as notificationsAction } from "~/routes/notifications";
import { createCompany, createComplaint, createUser, db, postbox } from "./factories";

const HOUR = 60 * 60 * 1000;
const config = parseConfig(env);

const sent = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

async function sessionUser(id: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

/** A company with one member who answers for it, and a complaint about it by someone else. */
async function answeredWorld() {
  const company = await createCompany({ name: `Delta ${crypto.randomUUID().slice(0, 6)}` });
  const member = await createUser({ name: "Morgan Member" });
  await db.insert(companyMembers).values({ companyId: company.id, userId: member.id });
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  return { company, member, complaint };
}

const answer = {
  text: "We are sorry, a refund is on its way.",
  offerReimbursement: "off" as const,
  reimbursement: "",
};

it("a company response tells the complainant once, named after the company", async () => {
  const { company, member, complaint } = await answeredWorld();
  const now = Date.now();
  expect(await respondToComplaint(postbox, member.id, complaint.id, answer, now)).toMatchObject({
    ok: true,
  });
  expect(await respondToComplaint(postbox, member.id, complaint.id, answer, now + 1)).toMatchObject(
    {
      ok: false,
    },
  );
  const rows = await sent(complaint.userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ type: "company_responded", actorId: member.id });
  expect(rows[0]?.dedupeKey).toMatch(/^responded:/);
  expect(await sent(member.id)).toEqual([]);
  const { items } = await listNotifications(db, complaint.userId, null);
  expect(items[0]).toMatchObject({
    text: `${company.name} responded to your complaint`,
    href: `/complaint/${complaint.id}`,
    read: false,
  });
});

it("Mark Resolved tells the complainant once, and not when the complainant resolved it first", async () => {
  const { company, member, complaint } = await answeredWorld();
  await respondToComplaint(postbox, member.id, complaint.id, answer, Date.now());
  expect(await markResolved(postbox, member.id, complaint.id, Date.now())).toMatchObject({
    ok: true,
  });
  expect(await markResolved(postbox, member.id, complaint.id, Date.now())).toMatchObject({
    ok: false,
  });
  const resolved = (await sent(complaint.userId)).filter((n) => n.type === "complaint_resolved");
  expect(resolved.map((n) => n.dedupeKey)).toEqual([`resolved:${complaint.id}`]);
  const { items } = await listNotifications(db, complaint.userId, null);
  expect(items.map((item) => item.text)).toContain(
    `${company.name} marked your complaint as resolved`,
  );

  // The complainant answered "Yes, mark as resolved" before the company did: nothing to tell.
  const other = await answeredWorld();
  await respondToComplaint(postbox, other.member.id, other.complaint.id, answer, Date.now());
  const complainant = await sessionUser(other.complaint.userId);
  await performCardAction(
    postbox,
    complainant,
    other.complaint.id,
    { intent: "satisfaction", satisfied: "yes" },
    Date.now(),
  );
  expect(
    await markResolved(postbox, other.member.id, other.complaint.id, Date.now()),
  ).toMatchObject({
    ok: false,
  });
  expect((await sent(other.complaint.userId)).map((n) => n.type)).toEqual(["company_responded"]);
});

it("the complainant's 'Yes, mark as resolved' tells the company's members once, not the complainant", async () => {
  const { company, member, complaint } = await answeredWorld();
  await respondToComplaint(postbox, member.id, complaint.id, answer, Date.now());
  const complainant = await sessionUser(complaint.userId);
  const yes = { intent: "satisfaction", satisfied: "yes" } as const;
  expect(
    await performCardAction(postbox, complainant, complaint.id, yes, Date.now()),
  ).toMatchObject({
    ok: true,
  });
  expect(
    await performCardAction(postbox, complainant, complaint.id, yes, Date.now()),
  ).toMatchObject({
    ok: false,
  });
  const told = await sent(member.id);
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ type: "complaint_resolved", actorId: complaint.userId });
  expect((await sent(complaint.userId)).map((n) => n.type)).toEqual(["company_responded"]);
  const { items } = await listNotifications(db, member.id, null);
  expect(items[0]?.text).toMatch(/^Test User \d+ marked /);
  expect(items[0]?.text.endsWith(`marked ${company.name}'s response as resolved`)).toBe(true);

  // "No" tells the members too ("The company will be notified."), once however often it is said.
  const other = await answeredWorld();
  await respondToComplaint(postbox, other.member.id, other.complaint.id, answer, Date.now());
  const no = { intent: "satisfaction", satisfied: "no" } as const;
  const unhappy = await sessionUser(other.complaint.userId);
  await performCardAction(postbox, unhappy, other.complaint.id, no, Date.now());
  await performCardAction(postbox, unhappy, other.complaint.id, no, Date.now());
  const toldNo = await sent(other.member.id);
  expect(toldNo.map((n) => n.type)).toEqual(["response_unsatisfied"]);
  const { items: unsatisfied } = await listNotifications(db, other.member.id, null);
  expect(unsatisfied[0]?.text).toMatch(/said .+'s response did not solve their complaint$/);
});

it("each comment tells the complainant once; their own comments and blocked people's do not", async () => {
  const author = await createUser({ name: "Ada Author" });
  const complaint = await createComplaint({ userId: author.id });
  const jane = await createUser({ name: "Jane Doe" });
  const blocked = await createUser({ name: "Bea Blocked" });
  await db.insert(userMutes).values({ userId: author.id, mutedUserId: blocked.id });

  const first = await addComment(
    postbox,
    complaint.id,
    jane.id,
    "Same thing happened to me.",
    1000,
  );
  const second = await addComment(postbox, complaint.id, jane.id, "And again last week.", 2000);
  await addComment(postbox, complaint.id, author.id, "Thanks, Jane.", 3000);
  await addComment(postbox, complaint.id, blocked.id, "Whatever.", 4000);
  if (!first.ok || !second.ok) throw new Error("comment failed");

  const rows = await sent(author.id);
  expect(rows.map((n) => n.dedupeKey).sort()).toEqual(
    [`commented:${first.id}`, `commented:${second.id}`].sort(),
  );
  expect(rows.every((n) => n.type === "complaint_commented" && n.actorId === jane.id)).toBe(true);
  expect(await sent(jane.id)).toEqual([]);
  const { items } = await listNotifications(db, author.id, null);
  expect(items[0]?.text).toMatch(/^Jane Doe commented on your complaint about Company /);
});

it("reaching 10 ucks tells the complainant once, even when ucks are taken back and given again", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  const voters = await Promise.all(Array.from({ length: 10 }, () => createUser()));
  let now = Date.now();
  for (const voter of voters) await voteUck(db, env.UCKS, voter.id, complaint.id, now++);
  const last = voters[9]?.id ?? "";
  await withdrawUck(db, env.UCKS, last, complaint.id);
  await voteUck(db, env.UCKS, last, complaint.id, now++);
  await voteUck(db, env.UCKS, last, complaint.id, now++);

  const rows = await sent(author.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: "complaint_ucked",
    actorId: null,
    dedupeKey: `ucked:${complaint.id}:10`,
    data: expect.objectContaining({ count: 10 }),
  });
  const { items } = await listNotifications(db, author.id, null);
  expect(items[0]?.text).toMatch(/^Your complaint about Company .+ reached 10 ucks$/);
  for (const voter of voters) expect(await sent(voter.id)).toEqual([]);
});

it("the complainant's own uck reaching a milestone tells nobody", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  let now = Date.now();
  for (let i = 0; i < 9; i += 1) {
    await voteUck(db, env.UCKS, (await createUser()).id, complaint.id, now++);
  }
  expect(await voteUck(db, env.UCKS, author.id, complaint.id, now++)).toMatchObject({ count: 10 });
  expect(await sent(author.id)).toEqual([]);
});

it("a follow tells the person once; unfollowing and following again stays quiet", async () => {
  const person = await createUser({ name: "Paula Public" });
  const fan = await createUser({ name: "Jane Doe" });
  const now = Date.now();
  await setUserFollow(db, fan.id, person.id, true, now);
  await setUserFollow(db, fan.id, person.id, true, now + 1);
  await setUserFollow(db, fan.id, person.id, false, now + 2);
  await setUserFollow(db, fan.id, person.id, true, now + 3);
  await setUserFollow(db, person.id, person.id, true, now + 4);
  const rows = await sent(person.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: "user_followed",
    actorId: fan.id,
    dedupeKey: `followed:${fan.id}:${person.id}`,
  });
  expect(await sent(fan.id)).toEqual([]);
  const { items } = await listNotifications(db, person.id, null);
  expect(items[0]).toMatchObject({ text: "Jane Doe started following you" });
  expect(items[0]?.href).toMatch(/^\/u\/user_/);

  // Someone the person blocked follows quietly.
  const blocked = await createUser();
  await db.insert(userMutes).values({ userId: person.id, mutedUserId: blocked.id });
  await setUserFollow(db, blocked.id, person.id, true, now);
  expect(await sent(person.id)).toHaveLength(1);
});

it("escalation tells the author and the followers once, however often the job runs", async () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const company = await createCompany({ name: `Escalate ${crypto.randomUUID().slice(0, 6)}` });
  const follower = await createUser();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now.getTime() - 49 * HOUR),
  });
  await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  await escalateOverdueComplaints(postbox, new Date(now.getTime() + HOUR));

  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.complaintId, complaint.id));
  // The author's key is the cause itself; each follower's is the followers' cause and their id.
  expect(rows.map((n) => n.dedupeKey).sort()).toEqual(
    [`escalated:${complaint.id}`, `escalated:${complaint.id}:followers:${follower.id}`].sort(),
  );
  const [mine] = (await listNotifications(db, complaint.userId, null)).items;
  expect(mine?.text).toBe(
    `Your complaint about ${company.name} was escalated on UCK after 48 hours without a response. Your file for a consumer authority is ready`,
  );
  // Nothing went to an authority, so nothing says it did (issue 34).
  expect(mine?.href).toBe(`/complaint/${complaint.id}/file`);
  const [theirs] = (await listNotifications(db, follower.id, null)).items;
  expect(theirs?.text).toMatch(/^A complaint about .+, a company you follow, was escalated/);
});

it("the list pages newest first by cursor and shows only the person's own notifications", async () => {
  const person = await createUser();
  const stranger = await createUser();
  const complaint = await createComplaint({ userId: person.id });
  const base = Date.now() - 1000 * HOUR;
  const fans = await Promise.all(Array.from({ length: 25 }, () => createUser()));
  for (const [i, fan] of fans.entries()) {
    await setUserFollow(db, fan.id, person.id, true, base + i * 1000);
  }
  await addComment(postbox, complaint.id, stranger.id, "Not for the stranger's list.", base);

  const first = await listNotifications(db, person.id, null);
  expect(first.items).toHaveLength(NOTIFICATIONS_PER_PAGE);
  expect(first.items[0]?.createdAt).toBe(base + 24 * 1000);
  const cursor = NotificationCursorParam.parse(first.nextCursor);
  const second = await listNotifications(db, person.id, cursor);
  expect(second.items).toHaveLength(6);
  expect(second.nextCursor).toBeNull();
  const all = [...first.items, ...second.items];
  expect(new Set(all.map((item) => item.id)).size).toBe(26);
  expect((await listNotifications(db, stranger.id, null)).items).toEqual([]);
});

it("marking read touches only the person's own rows; the unread count follows", async () => {
  const person = await createUser();
  const other = await createUser();
  const fans = await Promise.all(Array.from({ length: 3 }, () => createUser()));
  for (const fan of fans) {
    await setUserFollow(db, fan.id, person.id, true, Date.now());
    await setUserFollow(db, fan.id, other.id, true, Date.now());
  }
  expect(await unreadCount(db, person.id)).toBe(3);
  const [mine] = await sent(person.id);
  const [theirs] = await sent(other.id);
  if (!mine || !theirs) throw new Error("no notifications");

  expect(await markRead(db, person.id, theirs.id, Date.now())).toBeNull();
  expect(await unreadCount(db, other.id)).toBe(3);
  expect(await markRead(db, person.id, mine.id, Date.now())).toMatchObject({ read: true });
  expect(await unreadCount(db, person.id)).toBe(2);

  expect(await markAllRead(db, person.id, Date.now())).toBe(2);
  expect(await unreadCount(db, person.id)).toBe(0);
  expect(await unreadCount(db, other.id)).toBe(3);
  expect(await markAllRead(db, person.id, Date.now())).toBe(0);
});

function routeContext(user: SessionUser | null, database: unknown = db) {
  return {
    db: database,
    config,
    user,
    nonce: "n",
    flash: null,
    clientIp: null,
  } as unknown as UckLoadContext;
}

it("the root loader counts unread notifications for signed-in people and never queries for visitors", async () => {
  const person = await createUser();
  const fan = await createUser();
  await setUserFollow(db, fan.id, person.id, true, Date.now());
  const request = new Request("http://localhost/");
  const signedIn = await rootLoader({
    request,
    context: routeContext(await sessionUser(person.id)),
    params: {},
  } as never);
  expect(signedIn.unreadNotifications).toBe(1);

  // The loader swallows a failed count, so the database records being touched instead.
  let touched = false;
  const noDatabase = new Proxy(
    {},
    {
      get() {
        touched = true;
        throw new Error("the database was used for a visitor");
      },
    },
  );
  const visitor = await rootLoader({
    request,
    context: routeContext(null, noDatabase),
    params: {},
  } as never);
  expect(visitor.unreadNotifications).toBe(0);
  expect(touched).toBe(false);
});

async function post(user: SessionUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost/notifications", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return notificationsAction({ request, context: routeContext(user), params: {} } as never);
}

it("opening a notification marks it read and goes where it leads; another's id changes nothing", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  const jane = await createUser({ name: "Jane Doe" });
  await addComment(postbox, complaint.id, jane.id, "Me too, twice.", Date.now());
  const [row] = await sent(author.id);
  if (!row) throw new Error("no notification");

  const foreign = await post(await sessionUser(jane.id), { intent: "open", id: row.id });
  expect(foreign).toBeInstanceOf(Response);
  expect((foreign as Response).headers.get("Location")).toBe("/notifications");
  expect(await unreadCount(db, author.id)).toBe(1);

  const opened = await post(await sessionUser(author.id), { intent: "open", id: row.id });
  expect((opened as Response).headers.get("Location")).toBe(`/complaint/${complaint.id}`);
  expect(await unreadCount(db, author.id)).toBe(0);
  const [after] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, row.id), eq(notifications.userId, author.id)));
  expect(after?.readAt).not.toBeNull();

  const anonymous = (await post(null, { intent: "read-all" })) as { init?: { status?: number } };
  expect(anonymous.init?.status).toBe(401);
});
