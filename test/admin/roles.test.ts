import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser } from "@worker/auth/current-user";
import { createSession } from "@worker/auth/session";
import { userRoles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { createUser, db } from "../factories";
import { fetchResponse, ORIGIN, post, sessionCookie } from "../harness/app";

/**
 * Roles through the real Worker app (worker/app.ts: config from the env, CSRF, session from KV)
 * in front of the real /admin action: who may grant themselves superadmin (docs/product.md#admin), and
 * the admin role given with a confirmation and taken back.
 */

// The route harness imports a route module on its first call: pay for it once, outside the tests.
beforeAll(() => import("../../app/routes/admin/route"), 60_000);

beforeEach(async () => {
  // Each test decides for itself whether a superadmin exists (the bootstrap rule).
  await db.delete(userRoles);
});

type Deployment = { APP_ENV: "production" | "test"; SUPERADMIN_EMAILS?: string };

async function person(verified = true) {
  const { id } = await createUser();
  if (verified) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row?.email ?? "" };
}

async function roleOf(userId: string) {
  return (await loadSessionUser(db, userId))?.role;
}

/** A form post to /admin from a browser signed in as `userId`, on the given deployment. */
async function postAdmin(
  userId: string,
  fields: Record<string, string>,
  deployment: Deployment = { APP_ENV: "test" },
) {
  const [user] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  const cookie = await sessionCookie(userId, {
    version: user?.version ?? 0,
    production: deployment.APP_ENV === "production",
  });
  const response = await fetchResponse(post("/admin", { urlencoded: fields }, cookie), {
    env: { ...env, SUPERADMIN_EMAILS: "", ...deployment },
  });
  const body = (await response.json()) as { ok: boolean; toast: { title: string } };
  return { status: response.status, body };
}

it("in production nobody grants themselves superadmin while none exists, unless listed in SUPERADMIN_EMAILS", async () => {
  const stranger = await person();
  const operator = await person();
  const production = {
    APP_ENV: "production",
    SUPERADMIN_EMAILS: `someone@else.example, ${operator.email}`,
  } as const;

  const refused = await postAdmin(stranger.id, { intent: "grant-superadmin" }, production);
  expect(refused.status).toBe(403);
  expect(refused.body.toast.title).toBe("Access denied. Superadmin privileges required.");
  expect(await roleOf(stranger.id)).toBe("user");
  expect(await db.select().from(userRoles)).toEqual([]);

  const granted = await postAdmin(operator.id, { intent: "grant-superadmin" }, production);
  expect(granted.status).toBe(200);
  expect(granted.body.toast.title).toBe("Superadmin role assigned");
  expect(await roleOf(operator.id)).toBe("superadmin");
});

it("in production a listed address counts only once it is verified", async () => {
  const unverified = await person(false);
  const production = { APP_ENV: "production", SUPERADMIN_EMAILS: unverified.email } as const;
  const refused = await postAdmin(unverified.id, { intent: "grant-superadmin" }, production);
  expect(refused.status).toBe(403);
  expect(await roleOf(unverified.id)).toBe("user");
});

it("in local development the first person to ask becomes superadmin, the next is refused", async () => {
  const first = await person();
  const second = await person();
  expect((await postAdmin(first.id, { intent: "grant-superadmin" })).status).toBe(200);
  expect(await roleOf(first.id)).toBe("superadmin");
  expect((await postAdmin(second.id, { intent: "grant-superadmin" })).status).toBe(403);
  expect(await roleOf(second.id)).toBe("user");
});

async function superadmin() {
  const me = await person();
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: me.id, role: "superadmin" });
  return me;
}

/** Whether a session made now for `userId` is still accepted on the next request. */
async function sessionOf(userId: string) {
  const [user] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  const { token } = await createSession(env.SESSIONS, userId, user?.version ?? 0, Date.now());
  return async () => {
    const response = await exports.default.fetch(`${ORIGIN}/api/functions/handle-uck-vote`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/json",
        Cookie: `uck_session=${token}`,
      },
      body: JSON.stringify({ complaintId: "none" }),
    });
    return response.status !== 401;
  };
}

it("a superadmin revokes the admin role: a new 'user' row, history kept, the sessions end", async () => {
  const actor = await superadmin();
  const target = await person();
  expect((await postAdmin(actor.id, { intent: "assign-admin", userId: target.id })).status).toBe(
    200,
  );
  expect(await roleOf(target.id)).toBe("admin");
  const stillSignedIn = await sessionOf(target.id);
  expect(await stillSignedIn()).toBe(true);

  const revoked = await postAdmin(actor.id, { intent: "revoke-admin", userId: target.id });
  expect(revoked).toMatchObject({
    status: 200,
    body: { ok: true, toast: { title: "Admin role revoked" } },
  });
  expect(await roleOf(target.id)).toBe("user");
  const history = await db
    .select({ role: userRoles.role, createdBy: userRoles.createdBy })
    .from(userRoles)
    .where(eq(userRoles.userId, target.id))
    .orderBy(userRoles.createdAt);
  expect(history).toEqual([
    { role: "admin", createdBy: actor.id },
    { role: "user", createdBy: actor.id },
  ]);
  // Same rule as granting: every session of theirs ends with the role change.
  expect(await stillSignedIn()).toBe(false);

  // Admin again after a revoke: the latest row wins even within one millisecond.
  expect((await postAdmin(actor.id, { intent: "assign-admin", userId: target.id })).status).toBe(
    200,
  );
  expect(await roleOf(target.id)).toBe("admin");
});

it("revoking refuses someone who is not an admin, and a non-superadmin", async () => {
  const actor = await superadmin();
  const plain = await person();
  const other = await superadmin();
  const notAdmin = await postAdmin(actor.id, { intent: "revoke-admin", userId: plain.id });
  expect(notAdmin.status).toBe(409);
  expect(notAdmin.body.toast.title).toBe("Failed to revoke admin role.");
  expect((await postAdmin(actor.id, { intent: "revoke-admin", userId: other.id })).status).toBe(
    409,
  );
  expect(await roleOf(other.id)).toBe("superadmin");

  const admin = await person();
  await postAdmin(actor.id, { intent: "assign-admin", userId: admin.id });
  const denied = await postAdmin(plain.id, { intent: "revoke-admin", userId: admin.id });
  expect(denied.status).toBe(403);
  expect(await roleOf(admin.id)).toBe("admin");
});

it("two superadmins revoking the same admin at once write one role row", async () => {
  const [first, second] = [await superadmin(), await superadmin()];
  const admin = await person();
  await postAdmin(first.id, { intent: "assign-admin", userId: admin.id });
  const answers = await Promise.all([
    postAdmin(first.id, { intent: "revoke-admin", userId: admin.id }),
    postAdmin(second.id, { intent: "revoke-admin", userId: admin.id }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const rows = await db.select().from(userRoles).where(eq(userRoles.userId, admin.id));
  expect(rows.map((row) => row.role).sort()).toEqual(["admin", "user"]);
});
