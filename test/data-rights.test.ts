import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession } from "@worker/auth/session";
import {
  addressBlocks,
  authTokens,
  bookmarks,
  comments,
  companyFollows,
  complaints,
  emailOutbox,
  invites,
  notifications,
  oauthAccounts,
  profiles,
  reports,
  shares,
  userAddresses,
  userFollows,
  userMutes,
  userRoles,
  users,
} from "@worker/db/schema";
import workerHandler from "@worker/index";
import { ESCALATION_CRON } from "@worker/jobs";
import { eraseDueAccounts } from "@worker/jobs/account-erasure";
import { loginWithPassword } from "@worker/services/accounts/login";
import { verifyEmail } from "@worker/services/accounts/mail-links";
import { signInWithOAuth } from "@worker/services/accounts/oauth-sign-in";
import { registerWithPassword } from "@worker/services/accounts/register";
import { addComment, toggleCommentUck } from "@worker/services/complaints/comments";
import { voteUck } from "@worker/services/complaints/ucks";
import { setMailSettings } from "@worker/services/mail/unsubscribe";
import { selectCards, toCard } from "@worker/services/public/complaint";
import { exportFileName, exportUserData } from "@worker/services/users/data-export";
import { DELETION_GRACE_MS, requestAccountDeletion } from "@worker/services/users/deletion-request";
import { erasedEmail, eraseUser } from "@worker/services/users/erasure";
import { inviteByEmail } from "@worker/services/users/invites";
import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "./factories";

const DAY = 86_400_000;
const buckets = {
  avatars: env.AVATARS,
  backgrounds: env.BACKGROUNDS,
  complaintImages: env.COMPLAINT_IMAGES,
};
const deps = { db, ...buckets };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function emailOf(userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

/**
 * A person with a bit of everything, and two others who interact with them: `me` files two
 * complaints (one with a photo), ucks, comments, shares, follows, mutes, bookmarks, reports and
 * invites; `other` and `third` do the same to `me`'s complaints and comments.
 */
async function busyWorld() {
  const me = await createUser({ name: "Dana Deleter" });
  const other = await createUser({ name: "Olga Other" });
  const third = await createUser({ name: "Theo Third" });
  const company = await createCompany();
  const t = Date.UTC(2026, 0, 10);
  const on = { companyId: company.id, companyName: company.name };

  const photoKey = `${crypto.randomUUID()}.png`;
  await env.COMPLAINT_IMAGES.put(photoKey, PNG);
  const uploadKey = `uploads/${me.id}/${crypto.randomUUID()}.png`;
  await env.COMPLAINT_IMAGES.put(uploadKey, PNG);
  await env.AVATARS.put(`${me.id}-avatar.png`, PNG);
  await env.BACKGROUNDS.put(`${me.id}-background.png`, PNG);
  await env.AVATARS.put(`${other.id}-avatar.png`, PNG);
  await db
    .update(profiles)
    .set({
      avatarUrl: `/images/avatars/${me.id}-avatar.png?v=1`,
      backgroundImage: `/images/backgrounds/${me.id}-background.png?v=1`,
    })
    .where(eq(profiles.id, me.id));

  const mine = await createComplaint({ ...on, userId: me.id, text: "My photo complaint" });
  await db
    .update(complaints)
    .set({ imageUrl: `/images/complaint-images/${photoKey}` })
    .where(eq(complaints.id, mine.id));
  const mine2 = await createComplaint({ ...on, userId: me.id, text: "My second complaint" });
  const theirs = await createComplaint({ ...on, userId: other.id, text: "Olga's complaint" });

  for (const [user, complaint] of [
    [me, theirs],
    [other, mine],
    [third, mine],
    [third, theirs],
  ] as const) {
    await voteUck(db, env.UCKS, user.id, complaint.id, t);
  }
  const myComment = await addComment(postbox, theirs.id, me.id, "Same here, Dana", t);
  await addComment(postbox, theirs.id, me.id, "And again, Dana", t + 1);
  const otherComment = await addComment(postbox, mine.id, other.id, "Olga on Dana's complaint", t);
  const thirdComment = await addComment(postbox, theirs.id, third.id, "Theo agrees", t);
  if (!myComment.ok || !otherComment.ok || !thirdComment.ok) throw new Error("comment failed");
  await toggleCommentUck(db, thirdComment.id, me.id, true, t);
  await toggleCommentUck(db, myComment.id, other.id, true, t);
  await toggleCommentUck(db, otherComment.id, third.id, true, t);

  await db.batch([
    db.insert(shares).values({
      id: crypto.randomUUID(),
      complaintId: theirs.id,
      userId: me.id,
      channel: "copy_link",
    }),
    db.update(complaints).set({ shareCount: 1 }).where(eq(complaints.id, theirs.id)),
    db.insert(bookmarks).values({ userId: me.id, complaintId: theirs.id, createdAt: new Date(t) }),
    db
      .insert(companyFollows)
      .values({ id: crypto.randomUUID(), userId: me.id, companyId: company.id }),
    db.insert(userFollows).values([
      { followerId: me.id, followeeId: other.id },
      { followerId: third.id, followeeId: me.id },
    ]),
    db.insert(userMutes).values([
      { userId: me.id, mutedUserId: third.id },
      { userId: other.id, mutedUserId: me.id },
    ]),
    db.insert(reports).values({
      id: crypto.randomUUID(),
      complaintId: theirs.id,
      reporterId: me.id,
      reason: "Dana reports spam",
    }),
    db.insert(notifications).values([
      {
        id: crypto.randomUUID(),
        userId: me.id,
        type: "complaint_ucked",
        complaintId: mine.id,
        actorId: other.id,
      },
      { id: crypto.randomUUID(), userId: other.id, type: "user_followed", actorId: me.id },
    ]),
    db
      .insert(oauthAccounts)
      .values({ provider: "google", providerUserId: `g-${me.id}`, userId: me.id }),
    db.insert(authTokens).values({
      tokenHash: crypto.randomUUID(),
      userId: me.id,
      purpose: "verify_email",
      expiresAt: new Date(t + DAY),
    }),
    db
      .insert(userAddresses)
      .values({ userId: me.id, addressHash: "ab".repeat(32), lastSeenAt: new Date(t) }),
    db.insert(userRoles).values({ id: crypto.randomUUID(), userId: me.id, role: "user" }),
    // `me` joined through Olga's link.
    db.insert(invites).values({
      id: crypto.randomUUID(),
      referrerId: other.id,
      inviteeUserId: me.id,
      inviteeEmail: await emailOf(me.id),
      status: "joined",
      joinedAt: new Date(t),
    }),
  ]);
  const pal = `pal-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await inviteByEmail(postbox, { id: me.id, name: "Dana Deleter" }, pal, t);

  return {
    me,
    other,
    third,
    company,
    mine,
    mine2,
    theirs,
    photoKey,
    uploadKey,
    pal,
    myComment,
    thirdComment,
    otherComment,
  };
}

/** Every complaint's and comment's counters equal their rows. */
async function expectCountersMatchRows(complaintIds: string[]) {
  const rows = await db
    .select({
      id: complaints.id,
      uckCount: complaints.uckCount,
      ucks: sql<number>`(select count(*) from ucks u where u.complaint_id = complaints.id)`,
      commentsCount: complaints.commentsCount,
      comments: sql<number>`(select count(*) from comments m where m.complaint_id = complaints.id)`,
    })
    .from(complaints)
    .where(inArray(complaints.id, complaintIds));
  for (const row of rows) {
    expect(row.uckCount, `uck_count of ${row.id}`).toBe(row.ucks);
    expect(row.commentsCount, `comments_count of ${row.id}`).toBe(row.comments);
  }
  const commentRows = await db
    .select({
      id: comments.id,
      uckCount: comments.uckCount,
      ucks: sql<number>`(select count(*) from comment_ucks cu where cu.comment_id = comments.id)`,
    })
    .from(comments)
    .where(inArray(comments.complaintId, complaintIds));
  for (const row of commentRows)
    expect(row.uckCount, `uck_count of comment ${row.id}`).toBe(row.ucks);
  return rows;
}

/** Rows in any table whose foreign key to users names the user, by "table.column". */
async function rowsReferencing(userId: string) {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { results: keys } = await env.DB.prepare(`pragma foreign_key_list(${name})`).all<{
      table: string;
      from: string;
    }>();
    for (const key of keys.filter((k) => k.table === "users")) {
      const row = await env.DB.prepare(
        `select count(*) as n from "${name}" where "${key.from}" = ?`,
      )
        .bind(userId)
        .first<{ n: number }>();
      if (row && row.n > 0) found[`${name}.${key.from}`] = row.n;
    }
  }
  return found;
}

it("the export holds the person's own data, with ISO dates, and nothing of anyone else's", async () => {
  const w = await busyWorld();
  const now = Date.UTC(2026, 1, 3, 9);
  await setMailSettings(db, w.me.id, { complaint_commented: "daily" }, now);
  const data = await exportUserData(db, w.me.id, now);
  if (!data) throw new Error("no export");

  expect(data.exportedAt).toBe("2026-02-03T09:00:00.000Z");
  expect(data.account).toMatchObject({
    id: w.me.id,
    email: await emailOf(w.me.id),
    emailVerified: false,
  });
  expect(data.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(data.profile).toMatchObject({ id: w.me.id, fullName: "Dana Deleter" });
  expect(data.complaints.map((c) => c.text).sort()).toEqual([
    "My photo complaint",
    "My second complaint",
  ]);
  const photo = data.complaints.find((c) => c.id === w.mine.id);
  expect(photo).toMatchObject({
    company: { id: w.company.id, name: w.company.name },
    status: "open",
    uckCount: 2,
    commentsCount: 1,
    shareCount: 0,
    response: null,
  });
  expect(data.comments.map((c) => c.text).sort()).toEqual(["And again, Dana", "Same here, Dana"]);
  expect(data.comments.every((c) => c.complaintId === w.theirs.id)).toBe(true);
  expect(data.ucks).toEqual([
    { complaintId: w.theirs.id, createdAt: new Date(Date.UTC(2026, 0, 10)).toISOString() },
  ]);
  expect(data.commentUcks.map((u) => u.commentId)).toEqual([
    w.thirdComment.ok ? w.thirdComment.id : "",
  ]);
  expect(data.followedCompanies.map((f) => f.companyId)).toEqual([w.company.id]);
  expect(data.followedUsers.map((f) => f.userId)).toEqual([w.other.id]);
  expect(data.mutedUsers.map((f) => f.userId)).toEqual([w.third.id]);
  expect(data.bookmarks.map((b) => b.complaintId)).toEqual([w.theirs.id]);
  expect(data.invitesSent).toEqual([
    expect.objectContaining({ status: "pending", email: w.pal, joinedAt: null }),
  ]);
  expect(data.reports.map((r) => r.reason)).toEqual(["Dana reports spam"]);
  // Notifications addressed to me (the busy world's comments on my complaints), none of others'.
  const mine = await db.select().from(notifications).where(eq(notifications.userId, w.me.id));
  expect(data.notifications.map((n) => n.id).sort()).toEqual(mine.map((n) => n.id).sort());
  expect(data.messagesToUck).toEqual([]);
  // The mail choices made in the profile, and the mail of my own notifications only.
  expect(data.mailSettings).toEqual([
    { kind: "complaint_commented", mode: "daily", updatedAt: "2026-02-03T09:00:00.000Z" },
  ]);
  const mineIds = new Set(mine.map((n) => n.id));
  const notificationMails = data.mails.filter((m) => m.notificationId !== null);
  expect(notificationMails.length).toBeGreaterThan(0);
  expect(notificationMails.every((m) => mineIds.has(m.notificationId ?? ""))).toBe(true);

  const json = JSON.stringify(data);
  expect(json).not.toContain("Olga on Dana's complaint");
  expect(json).not.toContain("Theo agrees");
  expect(json).not.toContain("Olga's complaint");
  expect(json).not.toContain(await emailOf(w.other.id));
  expect(exportFileName(data, now)).toBe(`uck-data-${data.profile?.username}-2026-02-03.json`);
  expect(await exportUserData(db, "no-such-user", now)).toBeNull();
});

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

it("erasure anonymises: complaints stay without author or photo, everything else is gone", async () => {
  const w = await busyWorld();
  const now = Date.UTC(2026, 1, 1);
  const [before] = await db.select().from(users).where(eq(users.id, w.me.id));
  const [shareBefore] = await db
    .select({ n: complaints.shareCount })
    .from(complaints)
    .where(eq(complaints.id, w.theirs.id));

  expect(await eraseUser(deps, w.me.id, { complaints: "anonymise" }, now)).toBe(true);

  const [after] = await db.select().from(users).where(eq(users.id, w.me.id));
  expect(after).toMatchObject({
    email: erasedEmail(w.me.id),
    passwordHash: null,
    emailVerifiedAt: null,
    sessionVersion: (before?.sessionVersion ?? 0) + 1,
  });
  expect(after?.erasedAt?.getTime()).toBe(now);

  const kept = await db.select().from(complaints).where(eq(complaints.userId, w.me.id));
  expect(kept.map((c) => c.id).sort()).toEqual([w.mine.id, w.mine2.id].sort());
  expect(kept.every((c) => c.imageUrl === null)).toBe(true);
  const [card] = (await selectCards(db, null).where(eq(complaints.id, w.mine.id))).map(toCard);
  expect(card?.author).toEqual({ id: w.me.id, name: null, username: null, avatarUrl: null });

  const rows = await expectCountersMatchRows([w.mine.id, w.mine2.id, w.theirs.id]);
  expect(rows.find((r) => r.id === w.theirs.id)).toMatchObject({ uckCount: 1, commentsCount: 1 });
  expect(rows.find((r) => r.id === w.mine.id)).toMatchObject({ uckCount: 2, commentsCount: 1 });
  // Shares stay counted; who shared is forgotten.
  const [shareAfter] = await db
    .select({ n: complaints.shareCount })
    .from(complaints)
    .where(eq(complaints.id, w.theirs.id));
  expect(shareAfter?.n).toBe(shareBefore?.n);
  expect(await db.select().from(shares).where(eq(shares.complaintId, w.theirs.id))).toEqual([
    expect.objectContaining({ userId: null }),
  ]);

  expect(await rowsReferencing(w.me.id)).toEqual({ "complaints.user_id": 2 });
  // Olga keeps her friend who joined, as a deleted account; the pending invitation is gone.
  expect(await db.select().from(invites).where(eq(invites.referrerId, w.other.id))).toEqual([
    expect.objectContaining({ status: "joined", inviteeUserId: null, inviteeEmail: null }),
  ]);
  expect(await db.select().from(invites).where(eq(invites.inviteeEmail, w.pal))).toEqual([]);
  expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, w.pal))).toEqual([]);
  expect(
    await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, before?.email ?? "")),
  ).toEqual([]);
  // Other people's notifications stay, without the erased person as their actor.
  const othersNotifications = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, w.other.id));
  expect(othersNotifications).toContainEqual(
    expect.objectContaining({ type: "user_followed", actorId: null }),
  );
  expect(othersNotifications.filter((row) => row.actorId === w.me.id)).toEqual([]);

  expect(await env.AVATARS.head(`${w.me.id}-avatar.png`)).toBeNull();
  expect(await env.BACKGROUNDS.head(`${w.me.id}-background.png`)).toBeNull();
  expect(await env.COMPLAINT_IMAGES.head(w.photoKey)).toBeNull();
  expect(await env.COMPLAINT_IMAGES.head(w.uploadKey)).toBeNull();
  expect(await env.AVATARS.head(`${w.other.id}-avatar.png`)).not.toBeNull();

  // Once only.
  expect(await eraseUser(deps, w.me.id, { complaints: "anonymise" }, now + DAY)).toBe(false);
  expect(await eraseUser(deps, "no-such-user", { complaints: "anonymise" }, now)).toBe(false);
});

it("erasure with 'delete' removes the complaints too and keeps other counters right", async () => {
  const w = await busyWorld();
  expect(await eraseUser(deps, w.me.id, { complaints: "delete" }, Date.UTC(2026, 1, 1))).toBe(true);

  expect(await db.select().from(complaints).where(eq(complaints.userId, w.me.id))).toEqual([]);
  expect(await db.select().from(comments).where(eq(comments.complaintId, w.mine.id))).toEqual([]);
  const rows = await expectCountersMatchRows([w.theirs.id]);
  expect(rows[0]).toMatchObject({ uckCount: 1, commentsCount: 1, id: w.theirs.id });
  expect(await rowsReferencing(w.me.id)).toEqual({});
  expect(await env.COMPLAINT_IMAGES.head(w.photoKey)).toBeNull();
  expect(await env.AVATARS.head(`${w.me.id}-avatar.png`)).toBeNull();
  const [user] = await db.select().from(users).where(eq(users.id, w.me.id));
  expect(user?.email).toBe(erasedEmail(w.me.id));
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
