/**
 * A superadmin and the people on UCK: the users table and stats, block and unblock, and breach
 * deletion, whose blocked addresses are refused at registration.
 */
import { env } from "cloudflare:test";
import { createSession } from "@worker/auth/session";
import { addressBlocks, blockedUsers, complaints, userRoles, users } from "@worker/db/schema";
import { deleteForBreach } from "@worker/services/admin/breach";
import { getAdminStats, listAdminUsers } from "@worker/services/admin/users";
import { getComplaintPage } from "@worker/services/complaints/detail";
import {
  addressHash,
  isRegistrationBlocked,
  pruneExpiredAddressBlocks,
  recordUserAddress,
} from "@worker/services/users/address-blocks";
import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { archiveDb, createComplaint, createUser, db } from "../factories";
import { config, ORIGIN, post, sessionUser, superadmin, worker } from "./setup";

beforeEach(async () => {
  // Each test decides for itself whether a superadmin exists (the bootstrap rule).
  await db.delete(userRoles);
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
    archiveDb,
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
