/**
 * What the data-rights tests share: the buckets an account's files live in, a busy world of
 * people whose activity touches one another, and checks that counters equal their rows and that no
 * row still names an erased user.
 */
import { env } from "cloudflare:test";
import {
  authTokens,
  bookmarks,
  comments,
  companyFollows,
  complaints,
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
import { addComment, toggleCommentUck } from "@worker/services/complaints/comments";
import { voteUck } from "@worker/services/complaints/ucks";
import { inviteByEmail } from "@worker/services/users/invites";
import { eq, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import { archiveDb, createCompany, createComplaint, createUser, db, postbox } from "../factories";

export const DAY = 86_400_000;

export const buckets = {
  avatars: env.AVATARS,
  backgrounds: env.BACKGROUNDS,
  complaintImages: env.COMPLAINT_IMAGES,
};

export const deps = { db, archiveDb, ...buckets };

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function emailOf(userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

/**
 * A person with a bit of everything, and two others who interact with them: `me` files two
 * complaints (one with a photo), ucks, comments, shares, follows, mutes, bookmarks, reports and
 * invites; `other` and `third` do the same to `me`'s complaints and comments.
 */
export async function busyWorld() {
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
export async function expectCountersMatchRows(complaintIds: string[]) {
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
export async function rowsReferencing(userId: string) {
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
