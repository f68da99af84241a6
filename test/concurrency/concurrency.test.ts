import { createExecutionContext, env } from "cloudflare:test";
import { createApp } from "@worker/app";
import {
  comments,
  commentUcks,
  complaints,
  notifications,
  rateLimits,
  ucks,
} from "@worker/db/schema";
import { addComment, toggleCommentUck } from "@worker/services/complaints/comments";
import { voteUck, withdrawUck } from "@worker/services/complaints/ucks";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, createUsers, db, postbox } from "../factories";
import { FaultPlan } from "../faults/failing-bindings";
import { send } from "../faults/sweep";
import { sessionCookie } from "../harness/app";
import * as build from "../stubs/server-build";

/**
 * Races on the counters (ucks, comments, comment ucks). test/card-actions/ucks.test.ts proves 50 parallel
 * ucks; here 1,000 go at once. Rate limits (per user, in the rate_limits table) would cut the
 * storms short, so: the single-user storms through the app (the Worker's Hono app and session,
 * in-process) assert the limit itself, exact under concurrency; the other single-user storm
 * calls the service, which has no limit; the many-user storms use a fresh user per request, so
 * no counter is shared and nothing needs resetting. Claims and the cron: concurrency-jobs.
 */
const app = createApp(async () => build, "test");
const ORIGIN = "http://localhost";

function uckRequest(cookie: string, complaintId: string) {
  return app.fetch(
    new Request(`${ORIGIN}/api/functions/handle-uck-vote`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ complaintId }),
    }),
    env,
    createExecutionContext(),
  );
}

type UckAnswer = { success: boolean; message: string; count: number };

async function uckState(complaintId: string) {
  const [row] = await db
    .select({ count: complaints.uckCount })
    .from(complaints)
    .where(eq(complaints.id, complaintId));
  return { count: row?.count, rows: await db.$count(ucks, eq(ucks.complaintId, complaintId)) };
}

it("1,000 parallel ucks by one user through the API: the limit admits exactly 120, one counts", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  const cookie = await sessionCookie(voter.id);
  const responses = await Promise.all(
    Array.from({ length: 1000 }, () => uckRequest(cookie, complaint.id)),
  );
  const answers = await Promise.all(
    responses.map(async (r) => ({ status: r.status, body: await r.json<UckAnswer>() })),
  );
  const byStatus = (status: number) => answers.filter((a) => a.status === status);
  expect(byStatus(429)).toHaveLength(880);
  expect(byStatus(200)).toHaveLength(120);
  expect(byStatus(200).filter((a) => a.body.message === "Ucked")).toHaveLength(1);
  expect(byStatus(200).filter((a) => a.body.message === "Already voted")).toHaveLength(119);
  expect(await uckState(complaint.id)).toEqual({ count: 1, rows: 1 });
  const [limit] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `uckByUser:${voter.id}`));
  expect(limit?.count).toBe(1000);
});

it("1,000 parallel ucks and take-backs by one user: the count is the rows, and KV agrees with D1", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  const now = Date.now();
  const results = await Promise.all(
    Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? voteUck(db, env.UCKS, voter.id, complaint.id, now + i)
        : withdrawUck(db, env.UCKS, voter.id, complaint.id),
    ),
  );
  const added = results.filter((r) => r.message === "Ucked").length;
  const removed = results.filter((r) => r.message === "Uck removed").length;
  const state = await uckState(complaint.id);
  // Every success is a row written or deleted, so the successes add up to what is left.
  expect(added - removed).toBe(state.rows);
  expect(state.count).toBe(state.rows);
  expect([0, 1]).toContain(state.rows);

  // Whatever KV was left holding, the next answers follow D1.
  const next = await voteUck(db, env.UCKS, voter.id, complaint.id, now + 5000);
  expect(next).toEqual(
    state.rows === 1
      ? { success: false, message: "Already voted", count: 1 }
      : { success: true, message: "Ucked", count: 1 },
  );
  expect(await withdrawUck(db, env.UCKS, voter.id, complaint.id)).toMatchObject({
    success: true,
    count: 0,
  });
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, now + 6000)).toMatchObject({
    success: true,
    count: 1,
  });
  expect(await env.UCKS.get(`uck:${complaint.id}:${voter.id}`)).toBe("1");
});

it("a stale KV mark left by a take-back that raced a vote does not block the next uck", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  // The interleaving vote-batch, withdraw-batch, withdraw-KV-delete, vote-KV-put ends so.
  await env.UCKS.put(`uck:${complaint.id}:${voter.id}`, "1");
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now())).toEqual({
    success: true,
    message: "Ucked",
    count: 1,
  });
  expect(await uckState(complaint.id)).toEqual({ count: 1, rows: 1 });
});

it("1,000 distinct users uck one complaint at once: 1,000 rows, count 1,000, each milestone told once", async () => {
  const complaint = await createComplaint();
  const voters = await createUsers(1000);
  const now = Date.now();
  const answers = await Promise.all(
    voters.map((v) => voteUck(db, env.UCKS, v.id, complaint.id, now)),
  );
  expect(answers.every((a) => a.message === "Ucked")).toBe(true);
  // The batches ran one after another: each vote saw its own count, 1 to 1,000.
  expect(answers.map((a) => a.count).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 1000 }, (_, i) => i + 1),
  );
  expect(await uckState(complaint.id)).toEqual({ count: 1000, rows: 1000 });
  const told = await db
    .select({ count: sql<number>`json_extract(${notifications.data}, '$.count')` })
    .from(notifications)
    .where(
      and(eq(notifications.complaintId, complaint.id), eq(notifications.type, "complaint_ucked")),
    );
  expect(told.map((n) => n.count).sort((a, b) => a - b)).toEqual([10, 50, 100, 500, 1000]);
  const marks = await Promise.all(
    voters.slice(0, 50).map((v) => env.UCKS.get(`uck:${complaint.id}:${v.id}`)),
  );
  expect(marks.every((m) => m === "1")).toBe(true);
});

it("200 comments by distinct users at once: comments_count is the rows, each one told once", async () => {
  const complaint = await createComplaint();
  const authors = await createUsers(200);
  const now = Date.now();
  const results = await Promise.all(
    authors.map((a, i) => addComment(postbox, complaint.id, a.id, `Same here (${i}).`, now + i)),
  );
  expect(results.every((r) => r.ok)).toBe(true);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  const rows = await db.select().from(comments).where(eq(comments.complaintId, complaint.id));
  expect(rows).toHaveLength(200);
  expect(row?.commentsCount).toBe(200);
  const told = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.complaintId, complaint.id),
        eq(notifications.type, "complaint_commented"),
      ),
    );
  expect(told).toHaveLength(200);
});

it("50 parallel comments by one user through the route: the limit admits exactly 20", async () => {
  const complaint = await createComplaint();
  const author = await createUser();
  const cookie = await sessionCookie(author.id);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      send(new FaultPlan(), `/complaint/${complaint.id}`, {
        cookie,
        form: { intent: "comment", text: `Again (${i}).` },
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row?.commentsCount).toBe(20);
  expect(await db.$count(comments, eq(comments.complaintId, complaint.id))).toBe(20);
});

it("a comment ucked by 500 users and toggled 500 times by one: its counter is its rows", async () => {
  const complaint = await createComplaint();
  const author = await createUser();
  const posted = await addComment(postbox, complaint.id, author.id, "Me too.", Date.now());
  if (!posted.ok) throw new Error("comment refused");
  const fans = await createUsers(500);
  const toggler = await createUser();
  const now = Date.now();
  const results = await Promise.all([
    ...fans.map((f) => toggleCommentUck(db, posted.id, f.id, true, now)),
    ...Array.from({ length: 500 }, (_, i) =>
      toggleCommentUck(db, posted.id, toggler.id, i % 2 === 0, now + i),
    ),
  ]);
  expect(results.every((r) => r.ok)).toBe(true);
  const [comment] = await db.select().from(comments).where(eq(comments.id, posted.id));
  const rows = await db.select().from(commentUcks).where(eq(commentUcks.commentId, posted.id));
  expect(comment?.uckCount).toBe(rows.length);
  expect(rows.filter((r) => r.userId !== toggler.id)).toHaveLength(500);
  expect([500, 501]).toContain(rows.length);
});
