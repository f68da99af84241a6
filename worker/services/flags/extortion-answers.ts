import { ANSWER_LENGTH, APPEAL_DECISION_NOTE_MAX } from "@shared/flags";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import {
  companies,
  complaints,
  type ExtortionAnswerStage,
  type ExtortionAppealState,
  type ExtortionFindingBasis,
  extortionAnswers,
  extortionFindings,
  extortionReports,
  profiles,
} from "../../db/schema";
import type { AdminOutcome } from "../admin/outcome";
import { COMPLAINT_GONE, decidedAlready, type RefusalCode, type RefusalWords } from "../refusal";
import { tellAuthorOfAppeal } from "./extortion";

/**
 * The accused's side of an extortion report (decision 039): the complaint's author answers once
 * before a moderator decides and appeals a finding once after, each with text and optionally a
 * picture kept private like a report's; a superadmin reads both sides in the Moderation tab and
 * decides the appeal. An overturned appeal deletes the finding, which removes it from every
 * surface (the card, the company's figures and flags, the API and open data read it from
 * extortion_findings).
 */

export const ExtortionAnswerSchema = z.object({
  complaintId: z.string().trim().min(1).max(64),
  text: z.string().trim().min(ANSWER_LENGTH.min).max(ANSWER_LENGTH.max),
});
export type ExtortionAnswerInput = z.infer<typeof ExtortionAnswerSchema>;

export type ExtortionSide = {
  complaintId: string;
  complaintText: string;
  companyName: string;
  authorId: string;
  /** The demands members attached to the reports still open on it, oldest first. */
  openDemands: string[];
  /** The finding on it, if a moderator recorded one. */
  finding: {
    basis: ExtortionFindingBasis;
    note: string | null;
    demand: string | null;
    decidedAt: number;
  } | null;
  answer: { text: string; createdAt: number } | null;
  appeal: { text: string; state: ExtortionAppealState; decisionNote: string | null } | null;
  /** What the author may send now: an answer before the decision, an appeal after, or nothing. */
  stage: ExtortionAnswerStage | null;
};

/** The extortion side of one complaint, as its author sees it (a few indexed reads). */
export async function extortionSide(
  db: Database,
  complaintId: string,
): Promise<ExtortionSide | null> {
  const [complaint] = await db
    .select({
      complaintId: complaints.id,
      complaintText: complaints.text,
      companyName: complaints.companyName,
      authorId: complaints.userId,
    })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!complaint) return null;
  const [open, [finding], sides] = await Promise.all([
    db
      .select({ demand: extortionReports.demand })
      .from(extortionReports)
      .where(
        and(eq(extortionReports.complaintId, complaintId), eq(extortionReports.status, "open")),
      )
      .orderBy(asc(extortionReports.createdAt)),
    db
      .select({
        basis: extortionFindings.basis,
        note: extortionFindings.note,
        decidedAt: extortionFindings.decidedAt,
        demand: sql<
          string | null
        >`(select r.demand from extortion_reports r where r.id = ${outerColumn(extortionFindings.reportId)})`,
      })
      .from(extortionFindings)
      .where(eq(extortionFindings.complaintId, complaintId))
      .limit(1),
    db
      .select({
        stage: extortionAnswers.stage,
        text: extortionAnswers.text,
        state: extortionAnswers.state,
        decisionNote: extortionAnswers.decisionNote,
        createdAt: extortionAnswers.createdAt,
      })
      .from(extortionAnswers)
      .where(eq(extortionAnswers.complaintId, complaintId)),
  ]);
  const answer = sides.find((side) => side.stage === "answer");
  const appeal = sides.find((side) => side.stage === "appeal");
  const stage: ExtortionAnswerStage | null = finding
    ? appeal
      ? null
      : "appeal"
    : open.length > 0 && !answer
      ? "answer"
      : null;
  return {
    ...complaint,
    openDemands: open.map((row) => row.demand),
    finding: finding ? { ...finding, decidedAt: finding.decidedAt.getTime() } : null,
    answer: answer ? { text: answer.text, createdAt: answer.createdAt.getTime() } : null,
    appeal: appeal
      ? { text: appeal.text, state: appeal.state ?? "pending", decisionNote: appeal.decisionNote }
      : null,
    stage,
  };
}

export type ExtortionAnswerRefusal = {
  ok: false;
  code: RefusalCode;
  message: string;
  words: RefusalWords;
};

const refused = (code: RefusalCode, message: string, text: RefusalWords["text"]) =>
  ({ ok: false, code, message, words: { text } }) satisfies ExtortionAnswerRefusal;

/** Why this viewer may not answer on this complaint now, or null when they may. */
export function answerRefusal(
  side: ExtortionSide | null,
  viewerId: string,
): ExtortionAnswerRefusal | null {
  if (!side) return refused("not_found", COMPLAINT_GONE.description, COMPLAINT_GONE.words.text);
  if (side.authorId !== viewerId)
    return refused(
      "forbidden",
      "Only the complaint's author can answer an extortion report.",
      "extortionAnswer.notAuthor",
    );
  if (!side.stage)
    return refused(
      "conflict",
      "There is nothing to answer on this complaint now: you have answered, or no report or finding waits for you.",
      "extortionAnswer.nothing",
    );
  return null;
}

/**
 * The author's answer (before a decision) or appeal (after a finding), stored for the
 * superadmin with its picture key. Once each: the unique index keeps the first of a double submit.
 */
export async function answerExtortion(
  db: Database,
  authorId: string,
  input: ExtortionAnswerInput,
  attachmentKey: string | null,
  now: number,
): Promise<{ ok: true; stage: ExtortionAnswerStage } | ExtortionAnswerRefusal> {
  const side = await extortionSide(db, input.complaintId);
  const refusal = answerRefusal(side, authorId);
  if (refusal || !side?.stage) return refusal ?? refused("conflict", "", "extortionAnswer.nothing");
  const written = await db
    .insert(extortionAnswers)
    .values({
      id: crypto.randomUUID(),
      complaintId: input.complaintId,
      authorId,
      stage: side.stage,
      text: input.text,
      attachmentKey,
      state: side.stage === "appeal" ? "pending" : null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: extortionAnswers.id });
  if (written.length === 0)
    return refused(
      "conflict",
      "There is nothing to answer on this complaint now: you have answered, or no report or finding waits for you.",
      "extortionAnswer.nothing",
    );
  return { ok: true, stage: side.stage };
}

export type ExtortionAppealItem = {
  id: string;
  complaintId: string;
  complaintText: string;
  companyName: string;
  authorName: string | null;
  authorUsername: string | null;
  basis: ExtortionFindingBasis;
  note: string | null;
  demand: string | null;
  reportAttachment: string | null;
  /** The author's answer before the decision, if they gave one. */
  answer: string | null;
  text: string;
  hasAttachment: boolean;
  createdAt: number;
};

/** Pending appeals of extortion findings, oldest first, with both sides. */
export async function listExtortionAppeals(
  db: Database,
  size = 50,
): Promise<ExtortionAppealItem[]> {
  const rows = await db
    .select({
      id: extortionAnswers.id,
      complaintId: extortionAnswers.complaintId,
      complaintText: complaints.text,
      companyName: companies.name,
      authorName: profiles.fullName,
      authorUsername: profiles.username,
      basis: extortionFindings.basis,
      note: extortionFindings.note,
      demand: extortionReports.demand,
      reportAttachment: sql<
        string | null
      >`case when ${extortionReports.attachmentKey} is null then null else ${extortionReports.id} end`,
      answer: sql<
        string | null
      >`(select a.text from extortion_answers a where a.complaint_id = ${outerColumn(extortionAnswers.complaintId)} and a.stage = 'answer')`,
      text: extortionAnswers.text,
      attachmentKey: extortionAnswers.attachmentKey,
      createdAt: extortionAnswers.createdAt,
    })
    .from(extortionAnswers)
    .innerJoin(complaints, eq(complaints.id, extortionAnswers.complaintId))
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .innerJoin(extortionFindings, eq(extortionFindings.complaintId, extortionAnswers.complaintId))
    .leftJoin(extortionReports, eq(extortionReports.id, extortionFindings.reportId))
    .leftJoin(profiles, eq(profiles.id, extortionAnswers.authorId))
    .where(and(eq(extortionAnswers.stage, "appeal"), eq(extortionAnswers.state, "pending")))
    .orderBy(asc(extortionAnswers.createdAt), desc(extortionAnswers.id))
    .limit(size);
  return rows.map(({ attachmentKey, createdAt, ...row }) => ({
    ...row,
    hasAttachment: attachmentKey !== null,
    createdAt: createdAt.getTime(),
  }));
}

export const ExtortionAppealDecisionSchema = z.object({
  appealId: z.string().trim().min(1).max(64),
  outcome: z.enum(["overturned", "kept"]),
  note: z.string().trim().max(APPEAL_DECISION_NOTE_MAX).optional(),
});

/**
 * A superadmin decides a pending appeal: overturned deletes the finding on its complaint (from
 * every surface at once: each reads extortion_findings), kept leaves it. Claimed with a
 * conditional update, so it is decided once; the author is told in the app.
 */
export async function decideExtortionAppeal(
  db: Database,
  actorId: string,
  input: z.infer<typeof ExtortionAppealDecisionSchema>,
  now: number,
): Promise<AdminOutcome> {
  const [appeal] = await db
    .select({ complaintId: extortionAnswers.complaintId })
    .from(extortionAnswers)
    .where(
      and(
        eq(extortionAnswers.id, input.appealId),
        eq(extortionAnswers.stage, "appeal"),
        eq(extortionAnswers.state, "pending"),
      ),
    )
    .limit(1);
  const alreadyDecided = decidedAlready(
    "This appeal has already been decided.",
    "answer.extortionAppealDecided",
  );
  if (!appeal) return alreadyDecided;
  const decidedHere = sql`exists (select 1 from extortion_answers a where a.id = ${input.appealId} and a.state = ${input.outcome} and a.decided_by = ${actorId} and a.decided_at = ${now})`;
  const [claimed] = await db.batch([
    db
      .update(extortionAnswers)
      .set({
        state: input.outcome,
        decisionNote: input.note || null,
        decidedBy: actorId,
        decidedAt: new Date(now),
      })
      .where(and(eq(extortionAnswers.id, input.appealId), eq(extortionAnswers.state, "pending")))
      .returning({ id: extortionAnswers.id }),
    db
      .delete(extortionFindings)
      .where(
        and(
          eq(extortionFindings.complaintId, appeal.complaintId),
          sql`${input.outcome} = 'overturned'`,
          decidedHere,
        ),
      ),
    tellAuthorOfAppeal(db, {
      cause: `extortion-appeal:${input.appealId}`,
      complaintId: appeal.complaintId,
      outcome: input.outcome,
      only: decidedHere,
      now,
    }),
  ]);
  if (claimed.length === 0) return alreadyDecided;
  return input.outcome === "overturned"
    ? {
        ok: true,
        message: "Appeal upheld; the finding is removed and the complaint counts again",
        words: { text: "answer.extortionOverturned" },
      }
    : {
        ok: true,
        message: "Appeal rejected; the finding stays",
        words: { text: "answer.extortionKept" },
      };
}
