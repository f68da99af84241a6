import type { SessionUser } from "@worker/auth/current-user";
import { RATE_LIMITS } from "@worker/auth/rate-limit";
import {
  bookmarks,
  comments,
  commentUcks,
  companyFollows,
  complaints,
  profiles,
  reports,
  shares,
  userMutes,
} from "@worker/db/schema";
import type { CardAction } from "@worker/services/complaints/card-action-schema";
import { performCardAction, recordShare } from "@worker/services/complaints/card-actions";
import {
  addComment,
  listComments,
  postComment,
  toggleCommentUck,
} from "@worker/services/complaints/comments";
import { unblockUser } from "@worker/services/users/blocks";
import { listFollowing } from "@worker/services/users/profile";
import { getPublicProfile } from "@worker/services/users/public-profile";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db, postbox } from "./factories";

async function actor(role: SessionUser["role"] = "user"): Promise<SessionUser> {
  const { id } = await createUser();
  return {
    id,
    email: `${id}@example.com`,
    emailVerified: true,
    sessionVersion: 0,
    role,
    blocked: false,
    unreadNotifications: 0,
    profile: null,
  };
}
/** A signed-out visitor without a client address (per-address limits wait). */
const visitor = { userId: null, clientIp: null };

const act = (who: SessionUser, id: string, action: CardAction) =>
  performCardAction(postbox, who, id, action, Date.now());
const row = async (id: string) =>
  (await db.select().from(complaints).where(eq(complaints.id, id)))[0];

it("save and unsave keep one bookmark row", async () => {
  const reader = await actor();
  const complaint = await createComplaint();
  expect(await act(reader, complaint.id, { intent: "save" })).toMatchObject({
    ok: true,
    toast: { title: "Post saved" },
  });
  await act(reader, complaint.id, { intent: "save" });
  expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, reader.id))).toHaveLength(1);
  await act(reader, complaint.id, { intent: "unsave" });
  expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, reader.id))).toHaveLength(0);
});

it("follow and unfollow the complaint's company", async () => {
  const reader = await actor();
  const complaint = await createComplaint();
  await act(reader, complaint.id, { intent: "follow-company" });
  expect(
    await db.select().from(companyFollows).where(eq(companyFollows.userId, reader.id)),
  ).toHaveLength(1);
  expect(await act(reader, complaint.id, { intent: "unfollow-company" })).toMatchObject({
    toast: { title: "Unfollowed" },
  });
  expect(
    await db.select().from(companyFollows).where(eq(companyFollows.userId, reader.id)),
  ).toHaveLength(0);
});

it("a report lands in the moderation queue; blocking mutes the author, never oneself", async () => {
  const reader = await actor();
  const complaint = await createComplaint();
  expect(await act(reader, complaint.id, { intent: "report", reason: "Spam" })).toMatchObject({
    toast: { title: "Report submitted" },
  });
  const [report] = await db.select().from(reports).where(eq(reports.reporterId, reader.id));
  expect(report).toMatchObject({ complaintId: complaint.id, reason: "Spam", status: "open" });

  expect(await act(reader, complaint.id, { intent: "mute-author" })).toMatchObject({
    toast: { title: "User blocked" },
  });
  expect(await db.select().from(userMutes).where(eq(userMutes.userId, reader.id))).toEqual([
    expect.objectContaining({ mutedUserId: complaint.userId }),
  ]);
  const own = await createComplaint({ userId: reader.id });
  expect(await act(reader, own.id, { intent: "mute-author" })).toMatchObject({
    ok: false,
    code: "invalid",
  });
  // The block is listed where it can be undone, and the author's page knows it.
  const [author] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, complaint.userId));
  expect((await listFollowing(db, reader.id)).blocked).toEqual([
    expect.objectContaining({ id: complaint.userId }),
  ]);
  expect(await getPublicProfile(db, author?.username ?? "", reader.id)).toMatchObject({
    viewerBlocked: true,
  });
  // Unblock undoes it once; a second Unblock changes nothing; someone else's block stays.
  const other = await actor();
  await act(other, complaint.id, { intent: "mute-author" });
  expect(await unblockUser(db, reader.id, complaint.userId)).toEqual({
    fullName: expect.any(String),
  });
  expect(await unblockUser(db, reader.id, complaint.userId)).toBeNull();
  expect((await listFollowing(db, reader.id)).blocked).toEqual([]);
  expect(await getPublicProfile(db, author?.username ?? "", reader.id)).toMatchObject({
    viewerBlocked: false,
  });
  expect((await listFollowing(db, other.id)).blocked).toHaveLength(1);
});

it("only the author edits or deletes; others change nothing", async () => {
  const author = await actor();
  const stranger = await actor();
  const complaint = await createComplaint({ userId: author.id, text: "Original text" });
  expect(await act(stranger, complaint.id, { intent: "edit", text: "Hijacked" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await act(stranger, complaint.id, { intent: "delete" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect((await row(complaint.id))?.text).toBe("Original text");

  expect(await act(author, complaint.id, { intent: "edit", text: "Better text" })).toMatchObject({
    ok: true,
  });
  const edited = await row(complaint.id);
  expect(edited?.text).toBe("Better text");
  expect(edited?.editedAt).not.toBeNull();
  expect(await act(author, complaint.id, { intent: "delete" })).toMatchObject({
    ok: true,
    toast: { title: "Success", description: "Complaint has been deleted." },
  });
  expect(await row(complaint.id)).toBeUndefined();
  expect(await act(author, complaint.id, { intent: "delete" })).toMatchObject({
    ok: false,
    code: "not_found",
  });
});

it("Delete (Admin) needs the superadmin role", async () => {
  const complaint = await createComplaint();
  const admin = await actor("admin");
  expect(await act(admin, complaint.id, { intent: "admin-delete" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await row(complaint.id)).toBeDefined();
  const superadmin = await actor("superadmin");
  expect(await act(superadmin, complaint.id, { intent: "admin-delete" })).toMatchObject({
    ok: true,
    toast: { title: "Complaint deleted by superadmin." },
  });
  expect(await row(complaint.id)).toBeUndefined();
});

it("only the complainant answers a company response; yes resolves it", async () => {
  const author = await actor();
  const complaint = await createComplaint({
    userId: author.id,
    hasResponse: true,
    status: "in_progress",
  });
  const unanswered = await createComplaint({ userId: author.id });
  const stranger = await actor();
  expect(
    await act(stranger, complaint.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ ok: false, code: "forbidden" });
  expect(
    await act(author, unanswered.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ ok: false, code: "invalid" });

  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "no" }),
  ).toMatchObject({ toast: { title: "Response marked as unsatisfactory" } });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: false, status: "in_progress" });
  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ toast: { title: "Response marked as satisfactory" } });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: true, status: "resolved" });
  // Once satisfied, the answer is final.
  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "no" }),
  ).toMatchObject({ ok: false });
});

it("shares and comments move their counters with their rows", async () => {
  const complaint = await createComplaint();
  const user = await createUser();
  await Promise.all(
    Array.from({ length: 5 }, () =>
      recordShare(db, complaint.id, visitor, "copy_link", Date.now()),
    ),
  );
  await Promise.all(
    Array.from({ length: 7 }, (_, i) =>
      addComment(postbox, complaint.id, user.id, `Comment ${i}`, Date.now() + i),
    ),
  );
  expect(await row(complaint.id)).toMatchObject({ shareCount: 5, commentsCount: 7 });
  expect(await db.select().from(shares).where(eq(shares.complaintId, complaint.id))).toHaveLength(
    5,
  );
  const list = await listComments(db, complaint.id, user.id);
  expect(list.map((c) => c.text)).toEqual(Array.from({ length: 7 }, (_, i) => `Comment ${i}`));
  expect(await recordShare(db, "missing", visitor, "web_share", Date.now())).toEqual({
    ok: false,
    code: "not_found",
  });
  expect(await addComment(postbox, "missing", user.id, "Hello", Date.now())).toEqual({ ok: false });
});

it("a comment uck toggles once per user and its counter follows", async () => {
  const complaint = await createComplaint();
  const user = await createUser();
  const added = await addComment(postbox, complaint.id, user.id, "Nice", Date.now());
  if (!added.ok) throw new Error("comment not added");
  await Promise.all(
    Array.from({ length: 10 }, () => toggleCommentUck(db, added.id, user.id, true, Date.now())),
  );
  const [afterUck] = await db.select().from(comments).where(eq(comments.id, added.id));
  expect(afterUck?.uckCount).toBe(1);
  expect((await listComments(db, complaint.id, user.id))[0]?.isUcked).toBe(true);
  await toggleCommentUck(db, added.id, user.id, false, Date.now());
  await toggleCommentUck(db, added.id, user.id, false, Date.now());
  const [afterUndo] = await db.select().from(comments).where(eq(comments.id, added.id));
  expect(afterUndo?.uckCount).toBe(0);
  expect(
    await db.select().from(commentUcks).where(eq(commentUcks.commentId, added.id)),
  ).toHaveLength(0);
});

it("the share and report limits live in the services: the next one past the limit is refused", async () => {
  const complaint = await createComplaint();
  const sharer = { userId: null, clientIp: `198.51.100.${Math.floor(Math.random() * 250)}` };
  const now = Date.now();
  for (let i = 0; i < RATE_LIMITS.shareByIp.limit; i++) {
    expect(await recordShare(db, complaint.id, sharer, "copy_link", now)).toMatchObject({
      ok: true,
    });
  }
  expect(await recordShare(db, complaint.id, sharer, "copy_link", now)).toEqual({
    ok: false,
    code: "rate_limited",
  });

  const reporter = await actor();
  const report = { intent: "report", reason: "Spam" } as const;
  // One report per complaint (issue 35): the limit counts reports of different complaints.
  for (let i = 0; i < RATE_LIMITS.reportByUser.limit; i++) {
    const target = await createComplaint();
    expect(await performCardAction(postbox, reporter, target.id, report, now)).toMatchObject({
      ok: true,
    });
  }
  expect(await performCardAction(postbox, reporter, complaint.id, report, now)).toMatchObject({
    ok: false,
    code: "rate_limited",
    toast: { title: "Error" },
  });
});

it("a person's comments past the per-minute limit are refused by the service, and nothing is stored", async () => {
  const complaint = await createComplaint();
  const commenter = await createUser();
  const now = Date.now();
  for (let i = 0; i < RATE_LIMITS.commentByUser.limit; i++) {
    expect(
      await postComment(postbox, complaint.id, commenter.id, `Comment ${i}`, now),
    ).toMatchObject({
      ok: true,
    });
  }
  const refused = await postComment(postbox, complaint.id, commenter.id, "One too many", now);
  expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
  expect(await row(complaint.id)).toMatchObject({ commentsCount: RATE_LIMITS.commentByUser.limit });
  expect(await postComment(postbox, "missing", (await createUser()).id, "Hi", now)).toEqual({
    ok: false,
    code: "not_found",
  });
});
