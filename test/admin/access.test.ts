/**
 * Who may act on /admin: the bootstrap rule for the first superadmin (one wins a race), the
 * addresses in SUPERADMIN_EMAILS, every action refused to others, and the role rows Admin adds.
 */
import { blockedUsers, reports, userRoles, users } from "@worker/db/schema";
import { canGrantSelfSuperadmin, grantSelfSuperadmin } from "@worker/services/admin/access";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/route";
import { createComplaint, createUser, db } from "../factories";
import { config, contextFor, ORIGIN, post, sessionUser, superadmin } from "./setup";

beforeEach(async () => {
  // Each test decides for itself whether a superadmin exists (the bootstrap rule).
  await db.delete(userRoles);
});

it("the bootstrap rule: the first self-grant is allowed, a second person is refused", async () => {
  const first = await sessionUser((await createUser()).id);
  const second = await sessionUser((await createUser()).id);
  expect(await canGrantSelfSuperadmin(db, config, first)).toBe(true);

  const { context, signedIn } = contextFor(first);
  const request = new Request(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "grant-superadmin" }),
  });
  const granted = (await adminAction({ request, context, params: {} } as never)) as {
    data: { ok: boolean; toast: { title: string } };
  };
  expect(granted.data).toMatchObject({ ok: true, toast: { title: "Superadmin role assigned" } });
  const promoted = await sessionUser(first.id);
  expect(promoted.role).toBe("superadmin");
  // The old sessions were revoked and this browser signed in again with the new version.
  expect(promoted.sessionVersion).toBe(first.sessionVersion + 1);
  expect(signedIn).toEqual([`${first.id}:${promoted.sessionVersion}`]);

  const refused = await post(second, { intent: "grant-superadmin" });
  expect(refused.status).toBe(403);
  expect(refused.body.toast.title).toBe("Access denied. Superadmin privileges required.");
  expect((await sessionUser(second.id)).role).toBe("user");
});

it("a verified address in SUPERADMIN_EMAILS may grant itself even when a superadmin exists", async () => {
  await superadmin();
  const { id } = await createUser();
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  const listed = await sessionUser(id);
  const withList = { ...config, superadminEmails: [listed.email] };
  expect(await canGrantSelfSuperadmin(db, config, listed)).toBe(false);
  const result = await grantSelfSuperadmin(db, withList, listed, Date.now());
  expect(result.ok).toBe(true);
  expect((await sessionUser(listed.id)).role).toBe("superadmin");
});

it("two people racing on a fresh deployment: only one becomes superadmin", async () => {
  const people = await Promise.all(
    Array.from({ length: 6 }, async () => sessionUser((await createUser()).id)),
  );
  const results = await Promise.all(
    people.map((person) => grantSelfSuperadmin(db, config, person, Date.now())),
  );
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, "superadmin"));
  expect(row?.n).toBe(1);
});

it("every admin action is refused to visitors and non-superadmins, and changes nothing", async () => {
  const target = await createUser();
  const plain = await sessionUser((await createUser()).id);
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: plain.id, role: "admin" });
  const admin = await sessionUser(plain.id);
  await superadmin(); // so the self-grant is refused too
  const complaint = await createComplaint();
  await db.insert(reports).values({
    id: crypto.randomUUID(),
    complaintId: complaint.id,
    reporterId: target.id,
    reason: "spam",
  });
  const intents: Record<string, string>[] = [
    { intent: "block", userId: target.id, reason: "spam" },
    { intent: "unblock", userId: target.id },
    { intent: "assign-admin", userId: target.id },
    { intent: "decide-report", complaintId: complaint.id, outcome: "removed", reason: "Spam." },
    { intent: "decide-claim", claimId: "x", decision: "approve" },
    { intent: "breach-delete", userId: target.id, reason: "threats" },
    { intent: "grant-superadmin" },
  ];
  for (const fields of intents) {
    const anonymous = await post(null, fields);
    expect(anonymous.status, fields.intent).toBe(401);
    expect(anonymous.body.toast.title).toBe("You must be logged in to access admin functions.");
    for (const actor of [plain, admin]) {
      const denied = await post(actor, fields);
      expect(denied.status, `${fields.intent} as ${actor.role}`).toBe(403);
      expect(denied.body.toast.title).toBe("Access denied. Superadmin privileges required.");
    }
  }
  expect(await db.select().from(blockedUsers).where(eq(blockedUsers.userId, target.id))).toEqual(
    [],
  );
  expect((await sessionUser(target.id)).role).toBe("user");
  expect(await getComplaintPage(db, complaint.id, null)).not.toBeNull();
  const [report] = await db.select().from(reports).where(eq(reports.complaintId, complaint.id));
  expect(report?.status).toBe("open");
  const [account] = await db.select().from(users).where(eq(users.id, target.id));
  expect(account?.erasedAt).toBeNull();

  // The page itself: visitors get the sign-in message, others the denial with their id and role.
  const load = (user: typeof plain | null) =>
    adminLoader({
      request: new Request(`${ORIGIN}/admin`),
      context: contextFor(user).context,
      params: {},
    } as never) as Promise<{ data: Record<string, unknown>; init: { status: number } }>;
  expect((await load(null)).init.status).toBe(401);
  const denied = await load(admin);
  expect(denied.init.status).toBe(403);
  expect(denied.data).toMatchObject({
    view: "denied",
    message: "Access denied. Superadmin privileges required.",
    userId: admin.id,
    role: "admin",
  });
});

it("Admin adds a role row (history kept) and refuses someone who already has it", async () => {
  const actor = await superadmin();
  const target = await createUser();
  const assigned = await post(actor, { intent: "assign-admin", userId: target.id });
  expect(assigned.body).toMatchObject({ ok: true, toast: { title: "Admin role assigned" } });
  const target2 = await sessionUser(target.id);
  expect(target2.role).toBe("admin");
  const rows = await db.select().from(userRoles).where(eq(userRoles.userId, target.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.createdBy).toBe(actor.id);
  const again = await post(actor, { intent: "assign-admin", userId: target.id });
  expect(again.status).toBe(409);
  expect(again.body.toast.title).toBe("Failed to assign role.");
});
