import {
  ESCALATION_OUTCOMES,
  type EscalationOutcome,
  MONEY_ALLOWED,
  MONEY_REQUIRED,
  OUTCOME_MAX_AGE_DAYS,
  OUTCOME_RECORDS_PER_DAY,
  type OutcomeVerifier,
} from "@shared/escalation-outcome";
import { parseMoney } from "@shared/format/money";
import {
  REFUND_ACCOUNT_MIN_AGE_MS,
  REFUND_SHARED_ADDRESS_WINDOW_MS,
  type RefundCounting,
} from "@shared/refund-counting";
import { AMOUNT_TYPED_MAX, isRefundCurrency, REFUND_MAX } from "@shared/refunds";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { companyMembers, complaints, escalationOutcomes } from "../../db/schema";
import { reviewThreshold } from "../companies/refund-counting";
import type { Postbox } from "../mail/postbox";
import { notifyCompany } from "../notify";
import { COMPLAINT_GONE, type RefusalCode, type RefusalWords } from "../refusal";

/*
 * What happened after an escalation (decision 046). The complainant of an escalated or
 * disputed complaint records the outcome (and may change it: each change is a new row, the old
 * one stamped superseded, so the history stays); it counts on the company's page only once a
 * member of the company confirms it on the complaint or a superadmin checks its evidence, and
 * then only when the refund-counting rules of decision 027 let it (`counting = 'counts'`).
 */

const DAY = 86_400_000;

export type OutcomeRefusal = { ok: false; code: RefusalCode; message: string; words: RefusalWords };
const refused = (
  code: RefusalCode,
  message: string,
  text: RefusalWords["text"],
): OutcomeRefusal => ({
  ok: false,
  code,
  message,
  words: { text },
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The form's fields, checked; the amount is read in its currency's minor units. */
export const OutcomeFormSchema = z.object({
  outcome: z.enum(ESCALATION_OUTCOMES),
  amount: z.string().trim().max(AMOUNT_TYPED_MAX).optional().default(""),
  currency: z.string().trim().max(3).optional().default(""),
  occurredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type OutcomeInput = {
  outcome: EscalationOutcome;
  amountMinor: number | null;
  currency: string | null;
  occurredOn: string;
};

export type OutcomeProblem = "amount" | "amountNotAllowed" | "currency" | "day";

/** The form's values as an outcome, or the first problem (money where it moved; a real day). */
export function readOutcomeForm(
  fields: Record<string, string | undefined>,
  now: number,
): { ok: true; input: OutcomeInput } | { ok: false; problem: OutcomeProblem } {
  const parsed = OutcomeFormSchema.safeParse(fields);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path[0];
    return {
      ok: false,
      problem: path === "occurredOn" ? "day" : path === "currency" ? "currency" : "amount",
    };
  }
  const { outcome, amount, currency, occurredOn } = parsed.data;
  const day = Date.parse(`${occurredOn}T00:00:00Z`);
  if (
    Number.isNaN(day) ||
    isoDay(day) !== occurredOn ||
    occurredOn > isoDay(now) ||
    day < now - OUTCOME_MAX_AGE_DAYS * DAY
  )
    return { ok: false, problem: "day" };
  const code = currency.toUpperCase();
  if (amount === "") {
    if (MONEY_REQUIRED.includes(outcome)) return { ok: false, problem: "amount" };
    return { ok: true, input: { outcome, amountMinor: null, currency: null, occurredOn } };
  }
  if (!MONEY_ALLOWED.includes(outcome)) return { ok: false, problem: "amountNotAllowed" };
  if (!isRefundCurrency(code)) return { ok: false, problem: "currency" };
  const minor = parseMoney(amount, code, REFUND_MAX);
  if (minor === null) return { ok: false, problem: "amount" };
  return { ok: true, input: { outcome, amountMinor: minor, currency: code, occurredOn } };
}

export type CurrentOutcome = {
  id: string;
  outcome: EscalationOutcome;
  amountMinor: number | null;
  currency: string | null;
  occurredOn: string;
  hasEvidence: boolean;
  evidenceType: "image" | "pdf" | null;
  verifiedVia: OutcomeVerifier | null;
  counting: RefundCounting | null;
  createdAt: number;
};

export type OutcomeSide = {
  complaintId: string;
  complaintText: string;
  companyId: string;
  companyName: string;
  authorId: string;
  /** Escalated, or the complainant said No to the company's answer (decisions 040/041). */
  eligible: boolean;
  current: CurrentOutcome | null;
  /** Earlier answers, newest first (the complainant changed their outcome). */
  earlier: { outcome: EscalationOutcome; occurredOn: string; createdAt: number }[];
};

/** Escalated or disputed: where an outcome may be recorded. */
export const eligibleSql: SQL = sql`(${complaints.escalatedAt} is not null or ${complaints.verdict} = 'disputed' or ${complaints.isSatisfied} = 0)`;

const currentColumns = {
  id: escalationOutcomes.id,
  outcome: escalationOutcomes.outcome,
  amountMinor: escalationOutcomes.amountMinor,
  currency: escalationOutcomes.currency,
  occurredOn: escalationOutcomes.occurredOn,
  evidenceKey: escalationOutcomes.evidenceKey,
  evidenceType: escalationOutcomes.evidenceType,
  verifiedVia: escalationOutcomes.verifiedVia,
  counting: escalationOutcomes.counting,
  supersededAt: escalationOutcomes.supersededAt,
  createdAt: escalationOutcomes.createdAt,
};

/** One complaint's outcome side: the complaint, whether it may take one, and its outcomes. */
export async function outcomeSide(db: Database, complaintId: string): Promise<OutcomeSide | null> {
  const [complaint] = await db
    .select({
      complaintId: complaints.id,
      complaintText: complaints.text,
      companyId: complaints.companyId,
      companyName: complaints.companyName,
      authorId: complaints.userId,
      eligible: sql<number>`${eligibleSql}`,
    })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!complaint) return null;
  const rows = await db
    .select(currentColumns)
    .from(escalationOutcomes)
    .where(eq(escalationOutcomes.complaintId, complaintId))
    .orderBy(desc(escalationOutcomes.createdAt))
    .limit(20);
  const current = rows.find((row) => row.supersededAt === null);
  return {
    ...complaint,
    eligible: Boolean(complaint.eligible),
    current: current
      ? {
          id: current.id,
          outcome: current.outcome,
          amountMinor: current.amountMinor,
          currency: current.currency,
          occurredOn: current.occurredOn,
          hasEvidence: current.evidenceKey !== null,
          evidenceType: current.evidenceType,
          verifiedVia: current.verifiedVia,
          counting: current.counting,
          createdAt: current.createdAt.getTime(),
        }
      : null,
    earlier: rows
      .filter((row) => row.supersededAt !== null)
      .map((row) => ({
        outcome: row.outcome,
        occurredOn: row.occurredOn,
        createdAt: row.createdAt.getTime(),
      })),
  };
}

const NOT_FOUND = () => refused("not_found", COMPLAINT_GONE.description, COMPLAINT_GONE.words.text);

/** Why this viewer may not record an outcome here, or null when they may. */
export function recordRefusal(side: OutcomeSide | null, viewerId: string): OutcomeRefusal | null {
  if (!side) return NOT_FOUND();
  if (side.authorId !== viewerId)
    return refused(
      "forbidden",
      "Only the complaint's author can record what happened after it was escalated.",
      "escalationOutcome.notAuthor",
    );
  if (!side.eligible)
    return refused(
      "conflict",
      "An outcome can be recorded once the complaint has escalated, or after you said No to the company's answer.",
      "escalationOutcome.notEligible",
    );
  return null;
}

/**
 * Records the complainant's outcome (new or changed), with its evidence key when one was stored.
 * One batch: the current row is stamped superseded and the new one written, both under the same
 * conditions inside the statements (the author, an escalated or disputed complaint, at most
 * OUTCOME_RECORDS_PER_DAY records by the account in 24 hours), so a refused call changes nothing.
 */
export async function recordOutcome(
  postbox: Postbox,
  userId: string,
  complaintId: string,
  input: OutcomeInput,
  evidence: { key: string; type: "image" | "pdf" } | null,
  now: number,
): Promise<{ ok: true; id: string } | OutcomeRefusal> {
  const { db } = postbox;
  const side = await outcomeSide(db, complaintId);
  const refusal = recordRefusal(side, userId);
  if (refusal) return refusal;
  const allowed = and(
    eq(complaints.id, complaintId),
    eq(complaints.userId, userId),
    eligibleSql,
    sql`(select count(*) from escalation_outcomes o where o.user_id = ${userId} and o.created_at > ${now - DAY}) < ${OUTCOME_RECORDS_PER_DAY}`,
  );
  const id = crypto.randomUUID();
  const [, written] = await db.batch([
    db
      .update(escalationOutcomes)
      .set({ supersededAt: new Date(now) })
      .where(
        and(
          eq(escalationOutcomes.complaintId, complaintId),
          isNull(escalationOutcomes.supersededAt),
          sql`exists (select 1 from ${complaints} where ${allowed})`,
        ),
      ),
    db
      .insert(escalationOutcomes)
      .select(
        db
          .select({
            id: sql<string>`${id}`.as("id"),
            complaintId: complaints.id,
            companyId: complaints.companyId,
            userId: sql<string>`${userId}`.as("user_id"),
            outcome: sql<string>`${input.outcome}`.as("outcome"),
            amountMinor: sql<number | null>`${input.amountMinor}`.as("amount_minor"),
            currency: sql<string | null>`${input.currency}`.as("currency"),
            occurredOn: sql<string>`${input.occurredOn}`.as("occurred_on"),
            evidenceKey: sql<string | null>`${evidence?.key ?? null}`.as("evidence_key"),
            evidenceType: sql<string | null>`${evidence?.type ?? null}`.as("evidence_type"),
            supersededAt: sql<null>`null`.as("superseded_at"),
            verifiedVia: sql<null>`null`.as("verified_via"),
            verifiedBy: sql<null>`null`.as("verified_by"),
            verifiedAt: sql<null>`null`.as("verified_at"),
            counting: sql<null>`null`.as("counting"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(allowed),
      )
      .returning({ id: escalationOutcomes.id }),
    // The company's members are told, in the same batch, so they may confirm it (not for
    // "nothing yet", which nobody confirms).
    ...(input.outcome === "nothing_yet"
      ? []
      : notifyCompany(postbox, {
          type: "complaint_escalated",
          cause: `outcome-recorded:${id}`,
          complaintId,
          except: userId,
          actorId: null,
          data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'company', 'outcomeRecorded', 1)`,
          now,
          only: sql`exists (select 1 from escalation_outcomes o where o.id = ${id})`,
        })),
  ]);
  if (written.length === 0)
    return {
      ok: false,
      code: "rate_limited",
      message: `You have recorded ${OUTCOME_RECORDS_PER_DAY} outcomes in the last 24 hours. Try again tomorrow.`,
      words: { text: "escalationOutcome.tooMany", values: { limit: OUTCOME_RECORDS_PER_DAY } },
    };
  return { ok: true, id };
}

/**
 * The counting of an outcome being verified, as an SQL expression over `escalation_outcomes`
 * (decision 027's rules, the first that holds decides): the complainant is a member of the
 * company → member; their account was younger than a day when the complaint was filed →
 * young_account; they and a member of the company (or the verifier) were seen at the same address
 * hash within 30 days → shared_address; the amount is above `threshold` → review (unless a
 * superadmin verifies: their look is the review); else counts.
 */
function outcomeCountingOf(
  verifierId: string,
  threshold: number | null,
  now: number,
): SQL<RefundCounting> {
  const since = now - REFUND_SHARED_ADDRESS_WINDOW_MS;
  const o = escalationOutcomes;
  return sql<RefundCounting>`case
    when exists (select 1 from company_members m
      where m.company_id = ${o.companyId} and m.user_id = ${o.userId}) then 'member'
    when (select u.created_at from users u where u.id = ${o.userId})
      > (select c.created_at from complaints c where c.id = ${o.complaintId}) - ${REFUND_ACCOUNT_MIN_AGE_MS}
      then 'young_account'
    when exists (select 1 from user_addresses a
      join user_addresses b on b.address_hash = a.address_hash and b.user_id <> a.user_id
      where a.user_id = ${o.userId} and a.last_seen_at >= ${since} and b.last_seen_at >= ${since}
        and (b.user_id = ${verifierId} or b.user_id in
          (select m.user_id from company_members m where m.company_id = ${o.companyId})))
      then 'shared_address'
    when ${threshold === null ? sql`0` : sql`coalesce(${o.amountMinor}, 0) > ${threshold}`} then 'review'
    else 'counts' end`;
}

/** The review threshold for an outcome's amount: the company's counted outcomes in its currency. */
async function thresholdFor(db: Database, outcomeId: string) {
  const [row] = await db
    .select({
      currency: escalationOutcomes.currency,
      counted: sql<string>`(select json_group_array(g.amount_minor) from escalation_outcomes g
        where g.company_id = ${outerColumn(escalationOutcomes.companyId)} and g.superseded_at is null
        and g.counting = 'counts' and g.currency = ${outerColumn(escalationOutcomes.currency)})`,
    })
    .from(escalationOutcomes)
    .where(eq(escalationOutcomes.id, outcomeId));
  if (!row?.currency) return Number.MAX_SAFE_INTEGER;
  const parsed: unknown = JSON.parse(row.counted ?? "[]");
  const counted = Array.isArray(parsed) ? parsed.filter((n) => typeof n === "number") : [];
  return reviewThreshold(row.currency, counted);
}

const NOTHING_TO_VERIFY = () =>
  refused(
    "conflict",
    "There is nothing to confirm: the outcome was changed, already confirmed, or says nothing happened yet.",
    "escalationOutcome.nothingToVerify",
  );

/** The current, unverified, decided outcome `id`: what may be verified. */
const verifiable = (id: string) =>
  and(
    eq(escalationOutcomes.id, id),
    isNull(escalationOutcomes.supersededAt),
    isNull(escalationOutcomes.verifiedVia),
    sql`${escalationOutcomes.outcome} <> 'nothing_yet'`,
  );

/**
 * A member of the complaint's company confirms the complainant's current outcome (on the
 * complaint's outcome page). Only a member of that company who is not the complainant; judged
 * by the refund-counting rules in the same statement.
 */
export async function confirmByMember(
  db: Database,
  memberId: string,
  outcomeId: string,
  now: number,
): Promise<{ ok: true; counting: RefundCounting } | OutcomeRefusal> {
  const threshold = await thresholdFor(db, outcomeId);
  const [row] = await db
    .update(escalationOutcomes)
    .set({
      verifiedVia: "company",
      verifiedBy: memberId,
      verifiedAt: new Date(now),
      counting: outcomeCountingOf(memberId, threshold, now),
    })
    .where(
      and(
        verifiable(outcomeId),
        sql`${escalationOutcomes.userId} <> ${memberId}`,
        sql`exists (select 1 from ${companyMembers} m where m.company_id = ${escalationOutcomes.companyId} and m.user_id = ${memberId})`,
      ),
    )
    .returning({ counting: escalationOutcomes.counting });
  if (!row?.counting) {
    const [exists] = await db
      .select({ companyId: escalationOutcomes.companyId })
      .from(escalationOutcomes)
      .where(eq(escalationOutcomes.id, outcomeId));
    if (!exists) return NOT_FOUND();
    const [member] = await db
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, exists.companyId), eq(companyMembers.userId, memberId)),
      );
    if (!member)
      return refused(
        "forbidden",
        "Only a member of the company can confirm this outcome.",
        "escalationOutcome.notMember",
      );
    return NOTHING_TO_VERIFY();
  }
  return { ok: true, counting: row.counting };
}

export const SUPERADMIN_OUTCOME_DECISIONS = ["verify", "approve", "refuse"] as const;
export type SuperadminOutcomeDecision = (typeof SUPERADMIN_OUTCOME_DECISIONS)[number];

/**
 * A superadmin's look (the admin's Outcomes tab; the caller checked the role): `verify` an
 * unverified outcome after checking its evidence (the account rules still apply; the amount's
 * review is this look), `approve` one waiting for review, or `refuse` either. Decided once.
 */
export async function decideBySuperadmin(
  db: Database,
  adminId: string,
  outcomeId: string,
  decision: SuperadminOutcomeDecision,
  now: number,
): Promise<{ ok: true; counting: RefundCounting } | OutcomeRefusal> {
  const current = and(
    eq(escalationOutcomes.id, outcomeId),
    isNull(escalationOutcomes.supersededAt),
  );
  const unverified = and(verifiable(outcomeId), sql`${escalationOutcomes.evidenceKey} is not null`);
  const waiting = and(current, eq(escalationOutcomes.counting, "review"));
  const stamp = { verifiedBy: adminId, verifiedAt: new Date(now) };
  const rows =
    decision === "verify"
      ? await db
          .update(escalationOutcomes)
          .set({
            ...stamp,
            verifiedVia: "superadmin",
            counting: outcomeCountingOf(adminId, null, now),
          })
          .where(unverified)
          .returning({ counting: escalationOutcomes.counting })
      : decision === "approve"
        ? await db
            .update(escalationOutcomes)
            .set({ ...stamp, counting: "counts" })
            .where(waiting)
            .returning({ counting: escalationOutcomes.counting })
        : await db
            .update(escalationOutcomes)
            .set({
              ...stamp,
              verifiedVia: sql`coalesce(${escalationOutcomes.verifiedVia}, 'superadmin')`,
              counting: "refused",
            })
            .where(sql`(${unverified}) or (${waiting})`)
            .returning({ counting: escalationOutcomes.counting });
  const counting = rows[0]?.counting;
  return counting ? { ok: true, counting } : NOTHING_TO_VERIFY();
}

export type OutcomeReviewItem = {
  id: string;
  complaintId: string;
  companyName: string;
  outcome: EscalationOutcome;
  amountMinor: number | null;
  currency: string | null;
  occurredOn: string;
  evidenceType: "image" | "pdf" | null;
  counting: RefundCounting | null;
  createdAt: number;
};

/** The superadmin's list: current outcomes with evidence not yet verified, and those in review. */
export async function outcomesToReview(db: Database, limit = 50): Promise<OutcomeReviewItem[]> {
  const rows = await db
    .select({
      id: escalationOutcomes.id,
      complaintId: escalationOutcomes.complaintId,
      companyName: complaints.companyName,
      outcome: escalationOutcomes.outcome,
      amountMinor: escalationOutcomes.amountMinor,
      currency: escalationOutcomes.currency,
      occurredOn: escalationOutcomes.occurredOn,
      evidenceType: escalationOutcomes.evidenceType,
      counting: escalationOutcomes.counting,
      createdAt: escalationOutcomes.createdAt,
    })
    .from(escalationOutcomes)
    .innerJoin(complaints, eq(complaints.id, escalationOutcomes.complaintId))
    .where(
      and(
        isNull(escalationOutcomes.supersededAt),
        sql`${escalationOutcomes.outcome} <> 'nothing_yet'`,
        sql`((${escalationOutcomes.verifiedVia} is null and ${escalationOutcomes.evidenceKey} is not null) or ${escalationOutcomes.counting} = 'review')`,
      ),
    )
    .orderBy(escalationOutcomes.createdAt)
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}
