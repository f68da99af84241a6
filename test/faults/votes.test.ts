import { env } from "cloudflare:test";
import { GENERIC_FAILURE } from "@shared/failure-text";
import { comments, commentUcks, complaints, notifications, ucks } from "@worker/db/schema";
import { addComment } from "@worker/services/complaints/comments";
import { voteUck } from "@worker/services/complaints/ucks";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db, postbox } from "../factories";
import { sessionCookie } from "../harness/app";
import { FaultPlan } from "./failing-bindings";
import { type Answer, GENERIC_ERRORS, send, sweepFaults } from "./sweep";

/**
 * Ucks, comments and comment ucks while D1 or KV fails at each call in turn: every counter
 * still equals its rows, the user sees the flow's own text or the generic error, and a retry
 * with healthy bindings works. KV is only a hint for ucks: its failures do not fail a vote.
 */
const COMMENT_FAILED = { title: "Error", description: "Failed to post comment. Please try again." };

async function uckState(complaintId: string) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaintId));
  return { count: row?.uckCount, rows: await db.$count(ucks, eq(ucks.complaintId, complaintId)) };
}

type Vote = { complaintId: string; voterId: string; cookie: string };

async function arrangeVote(): Promise<Vote> {
  const complaint = await createComplaint();
  const voter = await createUser();
  return { complaintId: complaint.id, voterId: voter.id, cookie: await sessionCookie(voter.id) };
}

const uck = (plan: FaultPlan, vote: Vote, undo = false) =>
  send(plan, "/api/functions/handle-uck-vote", {
    cookie: vote.cookie,
    json: undo ? { complaintId: vote.complaintId, undo } : { complaintId: vote.complaintId },
  });

it("an uck failing at each call in turn: the count is the rows, and the retry counts it once", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: arrangeVote,
    act: (plan, vote) => uck(plan, vote),
    succeeded: (a) => a.status === 200 && (a.body as { success: boolean }).success,
    check: async (vote, answer, plan) => {
      const state = await uckState(vote.complaintId);
      expect(state.count, plan.failed.join()).toBe(state.rows);
      if (answer.status === 200) {
        expect(answer.body).toEqual({ success: true, message: "Ucked", count: 1 });
        expect(state.rows).toBe(1);
        return;
      }
      // The uck button shows the spec's "Uck Counted!" for any server error.
      expect(GENERIC_ERRORS).toContainEqual(answer.body);
      expect(state.rows, plan.failed.join()).toBe(0);
    },
  });
  // Session, user, rate limit and the batch fail the vote; the two KV hints do not.
  expect(calls).toBeGreaterThanOrEqual(6);
  expect(failed).toBe(calls - 2);
});

it("an uck taken back failing at each call in turn: the count is the rows, the retry removes it", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: async () => {
      const vote = await arrangeVote();
      await voteUck(db, env.UCKS, vote.voterId, vote.complaintId, Date.now());
      return vote;
    },
    act: (plan, vote) => uck(plan, vote, true),
    succeeded: (a) => a.status === 200 && (a.body as { success: boolean }).success,
    check: async (vote, answer, plan) => {
      const state = await uckState(vote.complaintId);
      expect(state.count, plan.failed.join()).toBe(state.rows);
      expect(state.rows).toBe(answer.status === 200 ? 0 : 1);
      if (answer.status !== 200) return;
      // Taken back: whatever KV kept (its delete may have failed), the next uck counts.
      const again = await voteUck(db, env.UCKS, vote.voterId, vote.complaintId, Date.now());
      expect(again, plan.failed.join()).toEqual({ success: true, message: "Ucked", count: 1 });
    },
  });
  // Session, user, rate limit and the batch fail it; the KV delete does not.
  expect(calls).toBeGreaterThanOrEqual(5);
  expect(failed).toBe(calls - 1);
});

it("an uck whose answer is lost after D1 wrote it counts once when sent again", async () => {
  const vote = await arrangeVote();
  const plan = new FaultPlan().failWhen({ op: /^d1\.batch$/ }, { when: "after", times: 1 });
  expect((await uck(plan, vote)).status).toBe(500);
  expect(await uckState(vote.complaintId)).toEqual({ count: 1, rows: 1 });
  expect((await uck(new FaultPlan(), vote)).body).toEqual({
    success: false,
    message: "Already voted",
    count: 1,
  });
});

it("with KV down, ucks still count once each and can be taken back", async () => {
  const vote = await arrangeVote();
  const kvDown = new FaultPlan().failWhen({ op: /^kv\./, target: /^uck:/ });
  expect((await uck(kvDown, vote)).body).toEqual({ success: true, message: "Ucked", count: 1 });
  expect((await uck(kvDown, vote)).body).toEqual({
    success: false,
    message: "Already voted",
    count: 1,
  });
  expect((await uck(kvDown, vote, true)).body).toEqual({
    success: true,
    message: "Uck removed",
    count: 0,
  });
  expect(kvDown.failed.length).toBeGreaterThanOrEqual(3);
  expect(await uckState(vote.complaintId)).toEqual({ count: 0, rows: 0 });
});

type Thread = { complaintId: string; authorId: string; cookie: string };

async function arrangeThread(): Promise<Thread> {
  const complaint = await createComplaint();
  const author = await createUser();
  return { complaintId: complaint.id, authorId: author.id, cookie: await sessionCookie(author.id) };
}

const comment = (plan: FaultPlan, thread: Thread) =>
  send(plan, `/complaint/${thread.complaintId}`, {
    cookie: thread.cookie,
    form: { intent: "comment", text: "Same thing happened to me." },
  });

async function checkThread(thread: Thread, answer: Answer, plan: FaultPlan) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, thread.complaintId));
  const rows = await db.$count(comments, eq(comments.complaintId, thread.complaintId));
  const told = await db.$count(
    notifications,
    and(
      eq(notifications.complaintId, thread.complaintId),
      eq(notifications.type, "complaint_commented"),
    ),
  );
  expect(row?.commentsCount, plan.failed.join()).toBe(rows);
  expect(told).toBe(rows);
  if (answer.status === 200) {
    expect(answer.body).toMatchObject({ ok: true, toast: { title: "Comment posted" } });
    expect(rows).toBe(1);
    return;
  }
  expect(rows, plan.failed.join()).toBe(0);
  expect([
    { ok: false, intent: "comment", toast: COMMENT_FAILED },
    ...GENERIC_ERRORS,
  ]).toContainEqual(answer.body);
}

it("a comment failing at each call in turn: comments_count is the rows, the retry posts one", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: arrangeThread,
    act: comment,
    succeeded: (a) => a.status === 200,
    check: checkThread,
  });
  expect(calls).toBeGreaterThanOrEqual(4);
  expect(failed).toBe(calls);

  // D1 failing at the comment's batch is the comment box's toast, not an error page.
  const thread = await arrangeThread();
  const plan = new FaultPlan().failWhen({ op: /^d1\.batch$/, target: /^insert into "comments"/ });
  const answer = await comment(plan, thread);
  expect(answer).toMatchObject({
    status: 500,
    body: { ok: false, intent: "comment", toast: COMMENT_FAILED },
  });
  await checkThread(thread, answer, plan);
});

it("a comment uck failing at each call in turn: the comment's counter is its rows", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: async () => {
      const thread = await arrangeThread();
      const posted = await addComment(postbox, thread.complaintId, thread.authorId, "Me too", 1);
      if (!posted.ok) throw new Error("comment refused");
      return { ...thread, commentId: posted.id };
    },
    act: (plan, thread) =>
      send(plan, `/complaint/${thread.complaintId}`, {
        cookie: thread.cookie,
        form: { intent: "comment-uck", commentId: thread.commentId, uck: "1" },
      }),
    succeeded: (a) => a.status === 200,
    check: async (thread, answer, plan) => {
      const [row] = await db.select().from(comments).where(eq(comments.id, thread.commentId));
      const rows = await db.$count(commentUcks, eq(commentUcks.commentId, thread.commentId));
      expect(row?.uckCount, plan.failed.join()).toBe(rows);
      expect(rows).toBe(answer.status === 200 ? 1 : 0);
      if (answer.status !== 200)
        expect([
          {
            ok: false,
            intent: "comment-uck",
            toast: { title: "Error", description: GENERIC_FAILURE },
          },
          ...GENERIC_ERRORS,
        ]).toContainEqual(answer.body);
    },
  });
  expect(calls).toBeGreaterThanOrEqual(3);
  expect(failed).toBe(calls);
});
