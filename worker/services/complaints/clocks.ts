import type { ClockPayment, ClockProblem } from "@shared/clock-questions";
import {
  type Clock,
  type ClockAnswers,
  type ClockRuleId,
  clocksFor,
  readClockAnswers,
} from "@shared/clocks";
import type { Words } from "@shared/messages/words";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";
import { bookClockRemindersOf } from "../reminders/clocks";

/*
 * The statutory clocks of a complaint, for its author only (decision 044): the three
 * answers (problem, payment, purchase_date) are private to the author; the company's members, the
 * public card, the public API for others, open data, JSON-LD and picture cards never read them.
 */

/** One clock as a page, the API and the calendar show it (no functions, ready for JSON). */
export type ClockView = {
  id: ClockRuleId;
  law: string;
  source: string;
  checked: string;
  verified: boolean;
  start: string;
  deadline: string;
  passed: boolean;
};

export type AuthorClocks = {
  complaintId: string;
  company: string;
  answers: ClockAnswers;
  clocks: ClockView[];
};

export const toClockView = (clock: Clock): ClockView => ({
  id: clock.rule.id,
  law: clock.rule.law,
  source: clock.rule.source,
  checked: clock.rule.checked,
  verified: clock.rule.verified,
  start: clock.start,
  deadline: clock.deadline,
  passed: clock.passed,
});

/** What the clocks of complaints read, selected with their complaint. */
export const clockColumns = {
  id: complaints.id,
  userId: complaints.userId,
  company: complaints.companyName,
  country: complaints.country,
  category: complaints.category,
  problem: complaints.problem,
  payment: complaints.payment,
  purchaseDate: complaints.purchaseDate,
  sentToCompanyAt: complaints.sentToCompanyAt,
  responseAt: complaints.responseAt,
  // Aliased: `country` is the complaint's.
  companyCountry: companies.country,
};

export type ClockRow = {
  id: string;
  userId: string;
  company: string;
  country: string | null;
  category: string | null;
  problem: ClockProblem | null;
  payment: ClockPayment | null;
  purchaseDate: string | null;
  sentToCompanyAt: Date | null;
  responseAt: Date | null;
  companyCountry: string | null;
};

/** The clocks of one complaint row, the next deadline first. */
export function clocksOfRow(row: ClockRow, now: number): Clock[] {
  return clocksFor(
    {
      complainantCountry: row.country,
      companyCountry: row.companyCountry,
      category: row.category,
      problem: row.problem,
      payment: row.payment,
      purchaseDate: row.purchaseDate,
      sentAt: row.sentToCompanyAt?.getTime() ?? null,
      answerAt: row.responseAt?.getTime() ?? null,
    },
    now,
  );
}

/** A complaint's clock row, when `userId` wrote it; null for anyone else (and for no complaint). */
export async function clockRowOf(
  db: Database,
  complaintId: string,
  userId: string,
): Promise<ClockRow | null> {
  const [row] = await db
    .select({
      ...clockColumns,
      companyCountry: clockColumns.companyCountry,
    })
    .from(complaints)
    .leftJoin(companies, eq(companies.id, complaints.companyId))
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  return row ?? null;
}

/** The author's answers and clocks; null when `userId` is not the complaint's author. */
export async function authorClocks(
  db: Database,
  complaintId: string,
  userId: string | null,
  now: number,
): Promise<AuthorClocks | null> {
  if (userId === null) return null;
  const row = await clockRowOf(db, complaintId, userId);
  if (!row) return null;
  return {
    complaintId: row.id,
    company: row.company,
    answers: { problem: row.problem, payment: row.payment, purchaseDate: row.purchaseDate },
    clocks: clocksOfRow(row, now).map(toClockView),
  };
}

const text = z.string().max(100).optional().catch(undefined);
export const ClockAnswersFormSchema = z.object({
  problem: text,
  payment: text,
  purchaseDate: text,
});

export type ClockAnswersOutcome =
  | { ok: true }
  | { ok: false; code: "invalid" | "not_found"; problem: string; words: Words };

/**
 * The author changes the three answers on the complaint page (a plain form); the reminders of
 * the new deadlines are booked in the same call. Only the author.
 */
export async function updateClockAnswers(
  db: Database,
  complaintId: string,
  userId: string,
  fields: z.infer<typeof ClockAnswersFormSchema>,
  now: number,
): Promise<ClockAnswersOutcome> {
  const read = readClockAnswers(fields, now);
  if (!read.ok) return { ok: false, code: "invalid", problem: read.problem, words: read.words };
  const [updated] = await db
    .update(complaints)
    .set({ ...read.values, updatedAt: new Date(now) })
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)))
    .returning({ id: complaints.id });
  if (updated) await bookClockRemindersOf(db, complaintId, now);
  if (!updated) {
    return {
      ok: false,
      code: "not_found",
      problem: "Only the complainant can change this.",
      words: { text: "clocks.notAuthor" },
    };
  }
  return { ok: true };
}
