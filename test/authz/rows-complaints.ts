import { env } from "cloudflare:test";
import {
  bookmarks,
  comments,
  commentUcks,
  companyFollows,
  complaintRemovals,
  complaints,
  escalationOutcomes,
  extortionReports,
  refunds,
} from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { db } from "../factories";
import { get, post } from "../harness/app";
import type { Row } from "./matrix";
import { ACTORS, SIGNED_IN, type World } from "./world";

const card =
  (intent: string, fields: Record<string, string> = {}, target: keyof World = "open") =>
  (w: World) =>
    post(`/complaint/${String(w[target])}/actions`, { form: { intent, ...fields } }, w.cookie);

const exceptAuthor = SIGNED_IN.filter((a) => a !== "author");

/** The card actions of POST /complaint/:id/actions. */
export const CARD_ROWS: Row[] = [
  {
    route: "complaint/:id/actions",
    intent: "share",
    allowed: ACTORS,
    changes: ["d1:shares", "d1:complaints"],
    request: card("share", { channel: "copy_link" }),
  },
  {
    route: "complaint/:id/actions",
    intent: "save",
    allowed: SIGNED_IN,
    changes: ["d1:bookmarks"],
    request: card("save"),
  },
  {
    route: "complaint/:id/actions",
    intent: "unsave",
    allowed: SIGNED_IN,
    changes: ["d1:bookmarks"],
    prepare: async (w) =>
      w.me && db.insert(bookmarks).values({ userId: w.me.id, complaintId: w.open }),
    request: card("unsave"),
  },
  {
    route: "complaint/:id/actions",
    intent: "follow-company",
    allowed: SIGNED_IN,
    changes: ["d1:company_follows"],
    request: card("follow-company"),
  },
  {
    route: "complaint/:id/actions",
    intent: "unfollow-company",
    allowed: SIGNED_IN,
    changes: ["d1:company_follows"],
    prepare: async (w) =>
      w.me &&
      db
        .insert(companyFollows)
        .values({ id: crypto.randomUUID(), userId: w.me.id, companyId: w.company.id }),
    request: card("unfollow-company"),
  },
  {
    route: "complaint/:id/actions",
    intent: "report",
    // "other" reported this complaint when the world was made: one report per account (issue 35).
    allowed: SIGNED_IN.filter((actor) => actor !== "other"),
    changes: ["d1:reports"],
    request: card("report", { reason: "This is not a real complaint." }),
  },
  {
    route: "complaint/:id/actions",
    intent: "mute-author",
    allowed: exceptAuthor,
    changes: ["d1:user_mutes"],
    request: card("mute-author"),
  },
  {
    route: "complaint/:id/actions",
    intent: "edit",
    allowed: ["author"],
    changes: ["d1:complaints"],
    request: card("edit", { text: "Rewritten by whoever sent this request." }),
  },
  {
    route: "complaint/:id/actions",
    intent: "delete",
    allowed: ["author"],
    changes: ["d1:complaints", "d1:reports", "d1:comments"],
    request: card("delete"),
  },
  {
    route: "complaint/:id/actions",
    intent: "admin-delete",
    allowed: ["superadmin"],
    changes: ["d1:complaints", "d1:reports", "d1:comments"],
    request: card("admin-delete"),
  },
  {
    route: "complaint/:id/actions",
    intent: "satisfaction",
    allowed: ["author"],
    changes: ["d1:complaints", "d1:notifications"],
    request: card("satisfaction", { satisfied: "yes" }, "answered"),
  },
  {
    route: "complaint/:id/actions",
    intent: "refund",
    allowed: ["author"],
    // The company's member hears the answer.
    changes: ["d1:refunds", "d1:notifications"],
    // The company recorded a refund with its answer; only the complainant confirms it.
    prepare: async (w) => {
      const [row] = await db
        .select({ companyId: complaints.companyId })
        .from(complaints)
        .where(eq(complaints.id, w.answered));
      await db.insert(refunds).values({
        complaintId: w.answered,
        companyId: row?.companyId ?? "",
        amountMinor: 4000,
        currency: "USD",
        dueOn: "2031-01-01",
      });
    },
    request: card("refund", { answer: "received" }, "answered"),
  },
];

/** A moderator's removal of a complaint by the author, its stub at `removed-{open}` (issue 37). */
export const removedByModerator = (w: World, appealState: "pending" | null = null) =>
  db.insert(complaintRemovals).values({
    complaintId: `removed-${w.open}`,
    authorId: w.author.id,
    companyName: w.company.name,
    reason: "It broke the rules.",
    removedAt: new Date(),
    snapshot: "{}",
    ...(appealState ? { appealState, appealText: "It is real.", appealedAt: new Date() } : {}),
  });

/** POST /complaint/:id/report-extortion (decision 032): members of the complaint's company only. */
export const EXTORTION_ROWS: Row[] = [
  {
    route: "complaint/:id/report-extortion",
    note: "a member of the complaint's company",
    allowed: ["member"],
    changes: ["d1:extortion_reports", "d1:notifications"],
    request: (w) =>
      post(
        `/complaint/${w.open}/report-extortion`,
        { form: { demand: "They asked for 500 dollars to delete the post." } },
        w.cookie,
      ),
  },
  // Its author's side (decision 039): the complaint's author only, once, while a report waits.
  {
    route: "complaint/:id/answer-extortion",
    note: "the complaint's author, a report open",
    allowed: ["author"],
    changes: ["d1:extortion_answers"],
    prepare: (w) =>
      db.insert(extortionReports).values({
        id: `extortion-${w.open}`,
        complaintId: w.open,
        companyId: w.company.id,
        accountId: w.author.id,
        reporterId: w.member.id,
        demand: "They asked for 500 dollars to delete the post.",
      }),
    request: (w) =>
      post(
        `/complaint/${w.open}/answer-extortion`,
        { form: { text: "I never asked them for anything; the post is my real experience." } },
        w.cookie,
      ),
  },
];

/** The comments of POST /complaint/:id, the complainant's "what would resolve it" and appeal. */
export const COMMENT_ROWS: Row[] = [
  {
    route: "complaint/:id",
    intent: "appeal",
    allowed: ["author"],
    changes: ["d1:complaint_removals"],
    prepare: (w) => removedByModerator(w),
    request: (w) =>
      post(
        `/complaint/removed-${w.open}`,
        { form: { intent: "appeal", appeal: "It is my real experience." } },
        w.cookie,
      ),
  },
  {
    route: "complaint/:id",
    intent: "resolution",
    allowed: ["author"],
    changes: ["d1:complaints"],
    request: (w) =>
      post(
        `/complaint/${w.open}`,
        {
          form: {
            intent: "resolution",
            resolutionSought: "My money back",
            disputeAmount: "40",
            disputeCurrency: "EUR",
          },
        },
        w.cookie,
      ),
    done: (answer) => answer.status === 200,
  },
  {
    route: "complaint/:id",
    intent: "category",
    allowed: ["author"],
    changes: ["d1:complaints"],
    request: (w) =>
      post(`/complaint/${w.open}`, { form: { intent: "category", category: "travel" } }, w.cookie),
    done: (answer) => answer.status === 200,
  },
  {
    route: "complaint/:id",
    intent: "comment",
    allowed: SIGNED_IN,
    changes: ["d1:comments", "d1:complaints"],
    request: (w) =>
      post(`/complaint/${w.open}`, { form: { intent: "comment", text: "Me too." } }, w.cookie),
  },
  {
    route: "complaint/:id",
    intent: "comment-uck",
    allowed: SIGNED_IN,
    changes: ["d1:comment_ucks", "d1:comments"],
    request: (w) =>
      post(
        `/complaint/${w.open}`,
        { form: { intent: "comment-uck", commentId: w.comment, uck: "1" } },
        w.cookie,
      ),
  },
  {
    route: "complaint/:id",
    intent: "comment-uck",
    note: "a comment of another complaint",
    allowed: [],
    changes: [],
    request: (w) =>
      post(
        `/complaint/${w.answered}`,
        { form: { intent: "comment-uck", commentId: w.comment, uck: "1" } },
        w.cookie,
      ),
  },
  {
    route: "complaint/:id",
    intent: "comment-uck",
    note: "taking back an uck through another complaint",
    allowed: [],
    changes: [],
    prepare: async (w) =>
      w.me &&
      db.batch([
        db.insert(commentUcks).values({ commentId: w.comment, userId: w.me.id }),
        db.update(comments).set({ uckCount: 1 }).where(eq(comments.id, w.comment)),
      ]),
    request: (w) =>
      post(
        `/complaint/${w.answered}`,
        { form: { intent: "comment-uck", commentId: w.comment, uck: "0" } },
        w.cookie,
      ),
  },
];

/** The author's open complaint, escalated: where an outcome may be recorded (decision 046). */
const escalate = (w: World) =>
  db
    .update(complaints)
    .set({ status: "escalated", escalatedAt: new Date() })
    .where(eq(complaints.id, w.open));

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

/** The author's current outcome on the escalated complaint, unverified, with private evidence. */
const reported = async (w: World) => {
  await escalate(w);
  const key = `evidence/outcome-${w.open}.pdf`;
  await env.COMPLAINT_IMAGES.put(key, PDF, { httpMetadata: { contentType: "application/pdf" } });
  await db.insert(escalationOutcomes).values({
    id: `outcome-${w.open}`,
    complaintId: w.open,
    companyId: w.company.id,
    userId: w.author.id,
    outcome: "chargeback_won",
    amountMinor: 4000,
    currency: "EUR",
    occurredOn: new Date().toISOString().slice(0, 10),
    evidenceKey: key,
    evidenceType: "pdf",
  });
};

/**
 * /complaint/:id/outcome (issue 65, decision 046): the author records what happened; a member of
 * the company confirms it; a superadmin verifies it; and the evidence's GET serves it to a
 * superadmin only.
 */
export const OUTCOME_ROWS: Row[] = [
  {
    route: "complaint/:id/outcome",
    intent: "record",
    allowed: ["author"],
    changes: ["d1:escalation_outcomes"],
    prepare: escalate,
    request: (w) =>
      post(
        `/complaint/${w.open}/outcome`,
        {
          form: {
            intent: "record",
            outcome: "nothing_yet",
            occurredOn: new Date().toISOString().slice(0, 10),
          },
        },
        w.cookie,
      ),
  },
  {
    route: "complaint/:id/outcome",
    intent: "confirm",
    allowed: ["member"],
    changes: ["d1:escalation_outcomes"],
    prepare: reported,
    request: (w) =>
      post(
        `/complaint/${w.open}/outcome`,
        { form: { intent: "confirm", outcomeId: `outcome-${w.open}` } },
        w.cookie,
      ),
  },
  {
    route: "complaint/:id/outcome",
    intent: "decide",
    allowed: ["superadmin"],
    changes: ["d1:escalation_outcomes"],
    prepare: reported,
    request: (w) =>
      post(
        `/complaint/${w.open}/outcome`,
        { form: { intent: "decide", decision: "verify", outcomeId: `outcome-${w.open}` } },
        w.cookie,
      ),
  },
];

/**
 * The outcome evidence's GET (a read, not a write: the cross-origin test of every action and
 * function leaves it out), served to a superadmin only.
 */
export const OUTCOME_READ_ROWS: Row[] = [
  {
    route: "admin/evidence/:id",
    note: "GET an outcome's PDF: a sandboxed attachment",
    allowed: ["superadmin"],
    changes: [],
    prepare: reported,
    request: (w) => get(`/admin/evidence/outcome-${w.open}`, w.cookie),
    done: (answer) => answer.status === 200 && String(answer.body).startsWith("%PDF-"),
  },
];
