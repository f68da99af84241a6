/**
 * A person's data export: their own data, with ISO dates, and nothing of anyone else's.
 */
import { notifications } from "@worker/db/schema";
import { setMailSettings } from "@worker/services/mail/unsubscribe";
import { exportFileName, exportUserData } from "@worker/services/users/data-export";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, db } from "../factories";
import { busyWorld, emailOf } from "./setup";

it("the export holds the person's own data, with ISO dates, and nothing of anyone else's", async () => {
  const w = await busyWorld();
  const now = Date.UTC(2026, 1, 3, 9);
  await setMailSettings(db, w.me.id, { complaint_commented: "daily" }, now);
  const data = await exportUserData({ db, archiveDb }, w.me.id, now);
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
  expect(await exportUserData({ db, archiveDb }, "no-such-user", now)).toBeNull();
});
