import { comments, commentUcks, shares } from "@worker/db/schema";
import { recordShare } from "@worker/services/complaints/card-actions";
import { addComment, listComments, toggleCommentUck } from "@worker/services/complaints/comments";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db, postbox } from "../factories";
import { row } from "./setup";

/**
 * Shares, comments and comment ucks move their counters with their rows (shared set-up:
 * setup.ts).
 */

/** A signed-out visitor without a client address (per-address limits wait). */
const visitor = { userId: null, clientIp: null };

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
