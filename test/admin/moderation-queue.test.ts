import type { SessionUser } from "@worker/auth/current-user";
import { companyMembers, reports, userRoles, users } from "@worker/db/schema";
import {
  listReportQueue,
  MODERATION_QUEUE_SIZE,
  type ReportedComplaint,
} from "@worker/services/admin/moderation";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, createUsers, db, postbox } from "../factories";
import { fetchApp, get, sessionCookie } from "../harness/app";

const DAY = 24 * 60 * 60 * 1000;

function asActor(id: string): SessionUser {
  return {
    id,
    email: `${id}@example.com`,
    emailVerified: true,
    sessionVersion: 0,
    role: "user",
    blocked: false,
    unreadNotifications: 0,
    profile: null,
  };
}

async function established() {
  const { id } = await createUser();
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(users.id, id));
  return asActor(id);
}

const report = (reason = "Spam") => ({ intent: "report", reason }) as const;

/** Every open report, page after page, as the "Next page" link walks it. */
async function everyPage() {
  const seen: ReportedComplaint[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await listReportQueue(db, after);
    seen.push(...page.items);
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error("the queue never ended");
}

it("55 throwaway reports cannot bury a real one: it is on the queue's first page, and every report is reachable", async () => {
  const now = Date.now();
  const throwaways = await createUsers(55);
  const buried: string[] = [];
  for (const [i, { id }] of throwaways.entries()) {
    const complaint = await createComplaint({ text: `Throwaway target ${i}` });
    buried.push(complaint.id);
    const done = await performCardAction(postbox, asActor(id), complaint.id, report(), now - i);
    expect(done).toMatchObject({ ok: true });
  }
  const real = await createComplaint({ text: "Posts a private phone number." });
  for (const reporter of [await established(), await established()]) {
    expect(
      await performCardAction(postbox, reporter, real.id, report("Private data"), now + 1),
    ).toMatchObject({ ok: true });
  }

  const first = await listReportQueue(db);
  expect(first.items).toHaveLength(MODERATION_QUEUE_SIZE);
  const top = first.items.findIndex((item) => item.complaintId === real.id);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(first.items[top]).toMatchObject({ reportCount: 2, youngReportCount: 0, severity: 20 });
  // Ordered by severity, then by the newest report.
  const order = first.items.map((item) => [item.severity, item.lastReportedAt] as const);
  const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  expect(order).toEqual(sorted);
  expect(first.next).not.toBeNull();

  const all = await everyPage();
  const ids = all.map((item) => item.complaintId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of [...buried, real.id]) expect(ids).toContain(id);
  const throwaway = all.find((item) => item.complaintId === buried[0]);
  expect(throwaway).toMatchObject({ reportCount: 1, youngReportCount: 1, severity: 1 });
});

it("a second report by the same account on the same complaint is refused in words, and stored once", async () => {
  const complaint = await createComplaint();
  const reporter = await established();
  expect(await performCardAction(postbox, reporter, complaint.id, report(), Date.now())).toEqual({
    ok: true,
    toast: { title: "Report submitted", words: { title: "reported" } },
  });
  const again = await Promise.all([
    performCardAction(postbox, reporter, complaint.id, report("Again"), Date.now()),
    performCardAction(postbox, reporter, complaint.id, report("And again"), Date.now()),
  ]);
  for (const refused of again) {
    expect(refused).toEqual({
      ok: false,
      code: "conflict",
      toast: {
        title: "Already reported",
        description: "You have already reported this complaint. Our moderators will review it.",
        // The same refusal as keys, for a page to say in its visitor's language (issue 40).
        words: { title: "title.alreadyReported", text: "report.already" },
      },
    });
  }
  const stored = await db.select().from(reports).where(eq(reports.complaintId, complaint.id));
  expect(stored).toHaveLength(1);
  const [item] = (await everyPage()).filter((row) => row.complaintId === complaint.id);
  expect(item).toMatchObject({ reportCount: 1, severity: 10 });
});

it("a report by a member of the complaint's company is stored as such, shown as such, and weighs little", async () => {
  const complaint = await createComplaint();
  const member = await established();
  await db.insert(companyMembers).values({ companyId: complaint.companyId, userId: member.id });
  const stranger = await established();
  await performCardAction(postbox, member, complaint.id, report("Not true"), Date.now());
  await performCardAction(postbox, stranger, complaint.id, report("Rude"), Date.now());
  const stored = await db
    .select({ reporterId: reports.reporterId, fromCompanyMember: reports.fromCompanyMember })
    .from(reports)
    .where(inArray(reports.reporterId, [member.id, stranger.id]));
  expect(stored).toEqual(
    expect.arrayContaining([
      { reporterId: member.id, fromCompanyMember: true },
      { reporterId: stranger.id, fromCompanyMember: false },
    ]),
  );
  const [item] = (await everyPage()).filter((row) => row.complaintId === complaint.id);
  expect(item).toMatchObject({ reportCount: 2, memberReportCount: 1, severity: 11 });
});

it("the admin page pages through the queue by the cursor its Next page link carries", async () => {
  const admin = await createUser();
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  const cookie = await sessionCookie(admin.id);
  const reporters = await createUsers(MODERATION_QUEUE_SIZE + 2);
  for (const { id } of reporters) {
    const complaint = await createComplaint();
    await performCardAction(postbox, asActor(id), complaint.id, report(), Date.now());
  }
  const first = await fetchApp(get("/admin?tab=moderation", cookie));
  expect(first.status).toBe(200);
  const body = first.body as { reported: number; reports: { items: unknown[]; next: string } };
  expect(body.reported).toBeGreaterThanOrEqual(MODERATION_QUEUE_SIZE + 2);
  expect(body.reports.items).toHaveLength(MODERATION_QUEUE_SIZE);
  const second = await fetchApp(
    get(`/admin?tab=moderation&after=${encodeURIComponent(body.reports.next)}`, cookie),
  );
  const next = second.body as { afterCursor: string; reports: { items: unknown[] } };
  expect(next.afterCursor).toBe(body.reports.next);
  expect(next.reports.items.length).toBeGreaterThan(0);
  // A cursor that is not one reads as the first page.
  const bogus = await fetchApp(get("/admin?tab=moderation&after=%27;drop", cookie));
  expect((bogus.body as { afterCursor: unknown }).afterCursor).toBeNull();
});
