/**
 * Asking to delete an account: every session ends and sign-in is refused at once; the cron
 * erases the account 6 days later, not before and only once, and forgets expired address blocks.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession } from "@worker/auth/session";
import { addressBlocks, emailOutbox, oauthAccounts, profiles, users } from "@worker/db/schema";
import workerHandler from "@worker/index";
import { ESCALATION_CRON } from "@worker/jobs";
import { eraseDueAccounts } from "@worker/jobs/account-erasure";
import { loginWithPassword } from "@worker/services/accounts/login";
import { verifyEmail } from "@worker/services/accounts/mail-links";
import { signInWithOAuth } from "@worker/services/accounts/oauth-sign-in";
import { registerWithPassword } from "@worker/services/accounts/register";
import { DELETION_GRACE_MS, requestAccountDeletion } from "@worker/services/users/deletion-request";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db, postbox } from "../factories";
import { busyWorld, DAY, deps, expectCountersMatchRows, rowsReferencing } from "./setup";

it("a deletion request ends every session and refuses password and social sign-in", async () => {
  const email = `leaver-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const registered = await registerWithPassword(
    postbox,
    { name: "Lee Leaver", email, password: "Complain2Win" },
    Date.now(),
  );
  if (!registered.ok) throw new Error(registered.message);
  await postbox.settle();
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  await verifyEmail(db, mail?.textBody.match(/token=([a-z0-9]+)/)?.[1] ?? "", Date.now());
  await db.insert(oauthAccounts).values({
    provider: "google",
    providerUserId: `g-${registered.userId}`,
    userId: registered.userId,
    email,
  });
  const login = await loginWithPassword(db, { email, password: "Complain2Win" }, Date.now());
  if (!login.ok) throw new Error(login.message);
  const { token } = await createSession(
    env.SESSIONS,
    login.userId,
    login.sessionVersion,
    Date.now(),
  );
  const visit = async () => {
    const response = await exports.default.fetch("http://localhost/", {
      headers: { Cookie: `uck_session=${token}` },
    });
    return {
      body: await response.json<{ userId: string | null }>(),
      cookies: response.headers.getSetCookie(),
    };
  };
  expect((await visit()).body.userId).toBe(login.userId);

  expect(await requestAccountDeletion(db, login.userId, Date.now())).toBe(true);
  // The first request's date counts.
  expect(await requestAccountDeletion(db, login.userId, Date.now() + DAY)).toBe(false);

  const after = await visit();
  expect(after.body.userId).toBeNull();
  expect(after.cookies.join(";")).toMatch(/uck_session=;.*Max-Age=0/);
  expect(await env.SESSIONS.get(`session:${token.split(".")[0]}`)).toBeNull();
  expect(await loginWithPassword(db, { email, password: "Complain2Win" }, Date.now())).toEqual({
    ok: false,
    code: "scheduled_for_deletion",
    message: "This account is scheduled for deletion.",
    words: { text: "account.scheduledForDeletion" },
  });
  const social = {
    provider: "google" as const,
    email,
    emailVerified: true,
    name: "Lee Leaver",
    avatarUrl: null,
  };
  expect(
    await signInWithOAuth(db, { ...social, providerUserId: `g-${registered.userId}` }, Date.now()),
  ).toEqual({
    ok: false,
    code: "scheduled_for_deletion",
  });
  expect(
    await signInWithOAuth(db, { ...social, providerUserId: "another-identity" }, Date.now()),
  ).toEqual({
    ok: false,
    code: "scheduled_for_deletion",
  });
});

it("the cron erases an account 6 days after the request, not before, and only once", async () => {
  const w = await busyWorld();
  const requested = Date.UTC(2025, 5, 1);
  await requestAccountDeletion(db, w.me.id, requested);
  expect(DELETION_GRACE_MS).toBe(6 * DAY);

  expect(await eraseDueAccounts(deps, new Date(requested + 5 * DAY))).not.toContain(w.me.id);
  const [waiting] = await db.select().from(users).where(eq(users.id, w.me.id));
  expect(waiting?.erasedAt).toBeNull();
  expect(await db.select().from(profiles).where(eq(profiles.id, w.me.id))).toHaveLength(1);

  const runs = await Promise.all([
    eraseDueAccounts(deps, new Date(requested + 7 * DAY)),
    eraseDueAccounts(deps, new Date(requested + 7 * DAY)),
  ]);
  expect(runs.flat().filter((id) => id === w.me.id)).toHaveLength(1);
  expect(await eraseDueAccounts(deps, new Date(requested + 8 * DAY))).not.toContain(w.me.id);

  const [erased] = await db.select().from(users).where(eq(users.id, w.me.id));
  expect(erased?.erasedAt?.getTime()).toBe(requested + 7 * DAY);
  expect(erased?.deletionRequestedAt?.getTime()).toBe(requested);
  await expectCountersMatchRows([w.mine.id, w.mine2.id, w.theirs.id]);
  expect(await rowsReferencing(w.me.id)).toEqual({ "complaints.user_id": 2 });
  expect(await env.AVATARS.head(`${w.me.id}-avatar.png`)).toBeNull();
  expect(await env.COMPLAINT_IMAGES.head(w.photoKey)).toBeNull();
});

it("the 15-minute cron runs the erasure and forgets expired address blocks", async () => {
  const user = await createUser();
  const requested = Date.UTC(2025, 2, 1);
  await requestAccountDeletion(db, user.id, requested);
  const scheduledTime = requested + 7 * DAY;
  await db.insert(addressBlocks).values([
    { hash: `expired-${user.id}`, kind: "ip", expiresAt: new Date(scheduledTime - 1) },
    { hash: `current-${user.id}`, kind: "ip", expiresAt: new Date(scheduledTime + DAY) },
  ]);
  const controller = createScheduledController({ scheduledTime, cron: ESCALATION_CRON });
  const ctx = createExecutionContext();
  await workerHandler.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);

  const [erased] = await db.select().from(users).where(eq(users.id, user.id));
  expect(erased?.erasedAt?.getTime()).toBe(scheduledTime);
  const blocks = await db
    .select({ hash: addressBlocks.hash })
    .from(addressBlocks)
    .where(inArray(addressBlocks.hash, [`expired-${user.id}`, `current-${user.id}`]));
  expect(blocks).toEqual([{ hash: `current-${user.id}` }]);
});
