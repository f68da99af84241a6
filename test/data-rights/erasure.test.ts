/**
 * Erasing an account: 'anonymise' keeps the complaints without author or photo and removes
 * everything else; 'delete' removes the complaints too; other people's counters stay right.
 */
import { env } from "cloudflare:test";
import {
  comments,
  complaints,
  emailOutbox,
  invites,
  notifications,
  shares,
  users,
} from "@worker/db/schema";
import { selectCards } from "@worker/services/public/card-select";
import { toCard } from "@worker/services/public/complaint";
import { erasedEmail, eraseUser } from "@worker/services/users/erasure";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../factories";
import { busyWorld, DAY, deps, expectCountersMatchRows, rowsReferencing } from "./setup";

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
  expect(card?.author).toEqual({
    id: w.me.id,
    name: null,
    username: null,
    avatarUrl: null,
    masked: false,
  });

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
