import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser } from "@worker/auth/current-user";
import { createSession } from "@worker/auth/session";
import { parseConfig } from "@worker/config";
import {
  addressBlocks,
  blockedUsers,
  companies,
  companyClaims,
  companyMembers,
  complaints,
  emailOutbox,
  moderationOutcomes,
  reports,
  userRoles,
  users,
} from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { createMailer } from "@worker/mail/mailer";
import { canGrantSelfSuperadmin, grantSelfSuperadmin } from "@worker/services/admin/access";
import { deleteForBreach } from "@worker/services/admin/breach";
import { decideClaim, listClaimsForReview } from "@worker/services/admin/claims";
import { decideReports, listReportQueue } from "@worker/services/admin/moderation";
import { getAdminStats, listAdminUsers } from "@worker/services/admin/users";
import { getComplaintPage, getRemoval } from "@worker/services/complaints/detail";
import { deliverDueMails } from "@worker/services/mail/deliver";
import {
  addressHash,
  isRegistrationBlocked,
  pruneExpiredAddressBlocks,
  recordUserAddress,
} from "@worker/services/users/address-blocks";
import { and, count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { createCompany, createComplaint, createUser, db, postbox, testPostbox } from "./factories";

const config = parseConfig(env);
const worker = exports.default;
const ORIGIN = "http://localhost";

beforeEach(async () => {
  // Each test decides for itself whether a superadmin exists (the bootstrap rule).
  await db.delete(userRoles);
});

async function sessionUser(id: string) {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

async function superadmin() {
  const { id } = await createUser({ name: "Super Admin" });
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return sessionUser(id);
}

/** The load context of one request to /admin, as the Worker builds it (real D1, R2, mail). */
function contextFor(user: Awaited<ReturnType<typeof sessionUser>> | null) {
  const signedIn: string[] = [];
  const context = {
    db,
    config,
    // Queued mail is delivered by the test itself (`deliverDueMails`), as the cron would.
    postbox: testPostbox(),
    user,
    clientIp: null,
    buckets: {
      avatars: env.AVATARS,
      backgrounds: env.BACKGROUNDS,
      complaintImages: env.COMPLAINT_IMAGES,
    },
    auth: {
      signIn: async (userId: string, version: number) => {
        signedIn.push(`${userId}:${version}`);
        return `uck_session=new-${version}; Path=/`;
      },
      signOut: async () => "uck_session=; Max-Age=0",
    },
    deleteStoredImage: () => undefined,
    waitUntil: () => undefined,
  } as unknown as UckLoadContext;
  return { context, signedIn };
}

async function post(
  user: Awaited<ReturnType<typeof sessionUser>> | null,
  fields: Record<string, string>,
) {
  const { context } = contextFor(user);
  const request = new Request(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await adminAction({ request, context, params: {} } as never);
  // React Router's data() wraps a status; a plain object is a 200.
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data as { ok: boolean; toast: { title: string; description?: string } },
    };
  }
  return { status: 200, body: result as unknown as { ok: boolean; toast: { title: string } } };
}

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

it("block revokes the user's sessions at once; unblock lets them sign in again", async () => {
  const actor = await superadmin();
  const target = await createUser();
  const { token } = await createSession(env.SESSIONS, target.id, 0, Date.now());
  const cookie = `uck_session=${token}`;
  const asTarget = () =>
    worker.fetch(`${ORIGIN}/api/functions/handle-uck-vote`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ complaintId: "none" }),
    });
  expect((await asTarget()).status).not.toBe(401);

  const invalid = await post(actor, { intent: "block", userId: target.id, reason: "   " });
  expect(invalid.status).toBe(400);
  expect(invalid.body.toast.title).toBe("Please select a user and provide a reason for blocking.");
  expect((await post(actor, { intent: "block", userId: "", reason: "spam" })).status).toBe(400);

  const blocked = await post(actor, { intent: "block", userId: target.id, reason: "Spam links" });
  expect(blocked.body).toMatchObject({ ok: true, toast: { title: "User blocked" } });
  const [row] = await db.select().from(blockedUsers).where(eq(blockedUsers.userId, target.id));
  expect(row).toMatchObject({ blockedBy: actor.id, reason: "Spam links" });
  expect((await sessionUser(target.id)).sessionVersion).toBe(1);
  // The blocked user's session is refused from the next request on.
  const refused = await asTarget();
  expect(refused.status).toBe(401);
  expect((await post(actor, { intent: "block", userId: target.id, reason: "again" })).status).toBe(
    409,
  );
  expect((await post(actor, { intent: "block", userId: actor.id, reason: "me" })).body.ok).toBe(
    false,
  );
  expect(
    (await listAdminUsers(db, "", 1)).rows.find((u) => u.id === target.id)?.blockedAt,
  ).not.toBeNull();
  expect((await getAdminStats(db)).blocked).toBeGreaterThanOrEqual(1);

  const unblocked = await post(actor, { intent: "unblock", userId: target.id });
  expect(unblocked.body).toMatchObject({ ok: true, toast: { title: "User unblocked" } });
  expect(await db.select().from(blockedUsers).where(eq(blockedUsers.userId, target.id))).toEqual(
    [],
  );
  expect((await post(actor, { intent: "unblock", userId: target.id })).body.toast.title).toBe(
    "Failed to unblock user.",
  );
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

it("the users table and stats come from the data", async () => {
  await superadmin();
  const author = await createUser({ name: "Quentin Tablewright" });
  await createComplaint({ userId: author.id });
  await createComplaint({ userId: author.id });
  const stats = await getAdminStats(db);
  const [usersCount] = await db.select({ n: count() }).from(users);
  const [complaintCount] = await db.select({ n: count() }).from(complaints);
  expect(stats.users).toBe(usersCount?.n);
  expect(stats.complaints).toBe(complaintCount?.n);
  const found = await listAdminUsers(db, "quentin", 1);
  expect(found.rows).toHaveLength(1);
  expect(found.rows[0]).toMatchObject({
    id: author.id,
    fullName: "Quentin Tablewright",
    role: "user",
    complaints: 2,
    comments: 0,
    blockedAt: null,
  });
  // LIKE wildcards typed by an admin are literal.
  expect((await listAdminUsers(db, "%", 1)).rows).toEqual([]);
});

it("reports: keep shows the review on the complaint; remove takes it down with a notice", async () => {
  const actor = await superadmin();
  const reporters = [await createUser(), await createUser()];
  const kept = await createComplaint({ text: "Kept complaint about late refunds." });
  const removed = await createComplaint({ text: "Removed complaint with a phone number." });
  for (const [complaintId, n] of [
    [kept.id, 2],
    [removed.id, 1],
  ] as const) {
    for (let i = 0; i < n; i++) {
      await db.insert(reports).values({
        id: crypto.randomUUID(),
        complaintId,
        reporterId: reporters[i]?.id ?? "",
        reason: `reason ${i}`,
      });
    }
  }
  const queue = (await listReportQueue(db)).items;
  expect(queue.find((item) => item.complaintId === kept.id)).toMatchObject({
    reportCount: 2,
    reasons: expect.arrayContaining(["reason 0", "reason 1"]),
  });

  const keep = await post(actor, {
    intent: "decide-report",
    complaintId: kept.id,
    outcome: "kept",
  });
  expect(keep.body.ok).toBe(true);
  const page = await getComplaintPage(db, kept.id, null);
  expect(page?.moderation).toMatchObject({ outcome: "kept", reportCount: 2 });
  const keptReports = await db.select().from(reports).where(eq(reports.complaintId, kept.id));
  expect(keptReports.every((r) => r.status === "dismissed" && r.reviewedBy === actor.id)).toBe(
    true,
  );

  const removal = { outcome: "removed", reason: "It names a private person." } as const;
  const [first, second] = await Promise.all([
    decideReports(db, actor.id, { complaintId: removed.id, ...removal }, Date.now()),
    decideReports(db, actor.id, { complaintId: removed.id, ...removal }, Date.now()),
  ]);
  expect([first.ok, second.ok].sort()).toEqual([false, true]);
  expect(await getComplaintPage(db, removed.id, null)).toBeNull();
  expect(await getRemoval(db, removed.id)).toMatchObject({ outcome: "removed", reportCount: 1 });
  expect(await getRemoval(db, kept.id)).toBeNull();
  expect((await listReportQueue(db)).items.map((item) => item.complaintId)).not.toContain(kept.id);
  const [outcomes] = await db
    .select({ n: count() })
    .from(moderationOutcomes)
    .where(eq(moderationOutcomes.complaintId, removed.id));
  expect(outcomes?.n).toBe(1);
});

it("claims waiting for review: approve makes the requester the owner, reject tells them", async () => {
  const actor = await superadmin();
  const requester = await createUser();
  const company = await createCompany({ name: "Review Me Inc" });
  const other = await createCompany({ name: "Reject Me Inc" });
  const claimIds = [crypto.randomUUID(), crypto.randomUUID()];
  await db.insert(companyClaims).values([
    {
      id: claimIds[0] as string,
      companyId: company.id,
      userId: requester.id,
      requesterEmail: "me@gmail.example",
      companyDomain: "review-me.example",
    },
    {
      id: claimIds[1] as string,
      companyId: other.id,
      userId: requester.id,
      requesterEmail: "me@gmail.example",
      companyDomain: "reject-me.example",
    },
  ]);
  const queue = await listClaimsForReview(db);
  expect(queue.map((claim) => claim.id)).toEqual(expect.arrayContaining(claimIds));
  const results = await Promise.all([
    decideClaim(
      postbox,
      actor.id,
      { claimId: claimIds[0] as string, decision: "approve" },
      Date.now(),
    ),
    decideClaim(
      postbox,
      actor.id,
      { claimId: claimIds[0] as string, decision: "approve" },
      Date.now(),
    ),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  const members = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, company.id));
  expect(members).toEqual([expect.objectContaining({ userId: requester.id, role: "owner" })]);
  const [claimed] = await db.select().from(companies).where(eq(companies.id, company.id));
  expect(claimed?.claimed).toBe(true);

  const rejected = await post(actor, {
    intent: "decide-claim",
    claimId: claimIds[1] as string,
    decision: "reject",
  });
  expect(rejected.body.ok).toBe(true);
  const [rejectedClaim] = await db
    .select()
    .from(companyClaims)
    .where(eq(companyClaims.id, claimIds[1] as string));
  expect(rejectedClaim).toMatchObject({ status: "rejected", reviewedBy: actor.id });
  const [account] = await db.select().from(users).where(eq(users.id, requester.id));
  // The approval's mail waits for delivery (the request's postbox after the answer, or the cron).
  await deliverDueMails({ db, mailer: createMailer(config, db), publicHost: ORIGIN }, Date.now());
  const mailed = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, account?.email ?? ""));
  expect(mailed.map((mail) => mail.subject).sort()).toEqual([
    "You manage Review Me Inc on UCK",
    "Your claim of Reject Me Inc on UCK",
  ]);
  expect(mailed.every((mail) => mail.kind === "claim_decided")).toBe(true);
  expect(
    mailed.every((mail) => mail.headers?.["List-Unsubscribe"]?.includes("k=claim_decided")),
  ).toBe(true);
  expect(
    await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, other.id), eq(companyMembers.userId, requester.id))),
  ).toEqual([]);
  expect((await listClaimsForReview(db)).map((claim) => claim.id)).not.toContain(claimIds[1]);
});

it("breach deletion erases the account and blocks its addresses for 3 months, hashed", async () => {
  const actor = await superadmin();
  const target = await createUser();
  const complaint = await createComplaint({ userId: target.id });
  const now = Date.UTC(2026, 10, 21, 12);
  await recordUserAddress(db, config.addressHashKey, target.id, "203.0.113.7", now);
  await recordUserAddress(db, config.addressHashKey, target.id, "2001:db8::1", now);
  const [account] = await db.select().from(users).where(eq(users.id, target.id));
  const email = account?.email ?? "";

  const noReason = await post(actor, { intent: "breach-delete", userId: target.id, reason: "" });
  expect(noReason.status).toBe(400);
  const deps = {
    db,
    addressHashKey: config.addressHashKey,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  expect(
    (
      await deleteForBreach(
        { ...deps, addressHashKey: null },
        actor.id,
        { userId: target.id, reason: "x" },
        now,
      )
    ).ok,
  ).toBe(false);
  const result = await deleteForBreach(
    deps,
    actor.id,
    { userId: target.id, reason: "Threats" },
    now,
  );
  expect(result.ok).toBe(true);

  const [erased] = await db.select().from(users).where(eq(users.id, target.id));
  expect(erased?.erasedAt).not.toBeNull();
  expect(erased?.email).not.toBe(email);
  expect(await getComplaintPage(db, complaint.id, null)).toBeNull();

  // Only keyed hashes are stored: no row holds the address itself.
  const blocks = await db.select().from(addressBlocks);
  expect(JSON.stringify(blocks)).not.toContain("203.0.113.7");
  expect(JSON.stringify(blocks)).not.toContain(email);
  expect(blocks.map((b) => b.hash)).toEqual(
    expect.arrayContaining([
      addressHash(config.addressHashKey as string, "ip", "203.0.113.7"),
      addressHash(config.addressHashKey as string, "email", email),
    ]),
  );
  const day = 24 * 60 * 60 * 1000;
  const blockedFor = (at: number, ip: string | null, mail: string | null) =>
    isRegistrationBlocked(db, config.addressHashKey, { ip, email: mail }, at);
  expect(await blockedFor(now + day, "203.0.113.7", null)).toBe(true);
  expect(await blockedFor(now + day, "2001:DB8::1", null)).toBe(true);
  expect(await blockedFor(now + day, null, email.toUpperCase())).toBe(true);
  expect(await blockedFor(now + day, "198.51.100.1", "someone@else.example")).toBe(false);
  // 3 months later the block is over and the cron forgets it.
  expect(await blockedFor(now + 89 * day, "203.0.113.7", null)).toBe(true);
  expect(await blockedFor(now + 93 * day, "203.0.113.7", null)).toBe(false);
  expect(await pruneExpiredAddressBlocks(db, now + 93 * day)).toBeGreaterThanOrEqual(3);
  expect(await db.select().from(addressBlocks)).toEqual([]);

  expect((await deleteForBreach(deps, actor.id, { userId: target.id, reason: "x" }, now)).ok).toBe(
    false,
  );
  expect((await deleteForBreach(deps, actor.id, { userId: actor.id, reason: "x" }, now)).ok).toBe(
    false,
  );
});

it("a blocked registration is refused on the register form", async () => {
  const now = Date.now();
  await db.insert(addressBlocks).values({
    hash: addressHash(config.addressHashKey as string, "email", "banned@example.com"),
    kind: "email",
    expiresAt: new Date(now + 60_000),
  });
  expect(
    await isRegistrationBlocked(
      db,
      config.addressHashKey,
      { ip: null, email: "banned@example.com" },
      now,
    ),
  ).toBe(true);
  expect(
    await isRegistrationBlocked(db, null, { ip: null, email: "banned@example.com" }, now),
  ).toBe(false);
});
