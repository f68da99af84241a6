import { bookmarks, companyFollows, profiles, reports, userMutes } from "@worker/db/schema";
import { unblockUser } from "@worker/services/users/blocks";
import { listFollowing } from "@worker/services/users/profile";
import { getPublicProfile } from "@worker/services/users/public-profile";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { act, actor } from "./setup";

/**
 * A reader's own actions on a card: save, follow the company, report, block (shared set-up:
 * setup.ts).
 */

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
