/**
 * What the flood guard's tests share (issue 37, docs/decisions/031): a company, accounts made at
 * a given time, complaints filed at given times, the company's windows, its page, and thirty
 * complaints from thirty accounts minutes old after a quiet month.
 */
import {
  companies,
  complaints,
  floodWindowComplaints,
  floodWindows,
  users,
} from "@worker/db/schema";
import type { CompanyMetrics } from "@worker/services/companies/figures";
import type { FloodView } from "@worker/services/companies/flood-page";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { createCompany, db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { renderWithWords } from "../i18n/render";

/** The routes the tests post to, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/admin/route");
}

export const MINUTE = 60_000;

export const HOUR = 60 * MINUTE;

export const DAY = 24 * HOUR;

/** Distinct words per complaint, so only the rule under test can hold. */
export const WORDS = [
  "parcel",
  "invoice",
  "router",
  "engineer",
  "refund",
  "contract",
  "modem",
  "bill",
];

export const distinctText = (i: number) =>
  `Complaint ${i}: my ${WORDS[i % WORDS.length]} number ${i * 7919} was handled badly on visit ${i}, reference ${crypto.randomUUID()}.`;

export async function company() {
  const { id, name } = await createCompany();
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, id));
  return { id, name, slug: row?.slug ?? "" };
}

/** Accounts made at `createdAt`, in one batch. */
export async function accounts(count: number, createdAt: Date) {
  const made: string[] = Array.from({ length: count }, () => crypto.randomUUID());
  const [first, ...rest] = made.map((id) =>
    db.insert(users).values({ id, email: `flood-${id}@example.com`, createdAt }),
  );
  if (first) await db.batch([first, ...rest]);
  return made;
}

/** One complaint per author, at the given times, in one batch. */
export async function file(
  target: { id: string; name: string },
  rows: Array<{ userId: string; at: number; text?: string; answeredAfter?: number }>,
) {
  const ids = rows.map(() => crypto.randomUUID());
  const [first, ...rest] = rows.map((row, index) =>
    db.insert(complaints).values({
      id: ids[index] ?? "",
      text: row.text ?? distinctText(index),
      companyId: target.id,
      companyName: target.name,
      userId: row.userId,
      hasResponse: row.answeredAfter !== undefined,
      response: row.answeredAfter !== undefined ? "We are sorry; it is fixed." : null,
      responseAt: row.answeredAfter !== undefined ? new Date(row.at + row.answeredAfter) : null,
      escalationDeadline: new Date(row.at + 2 * DAY),
      createdAt: new Date(row.at),
    }),
  );
  if (first) await db.batch([first, ...rest]);
  return ids;
}

export const windowsOf = (companyId: string) =>
  db
    .select()
    .from(floodWindows)
    .where(eq(floodWindows.companyId, companyId))
    .orderBy(asc(floodWindows.startedAt));

/** The complaints a window flagged, with why. */
export const flaggedIn = (windowId: string) =>
  db
    .select({
      complaintId: floodWindowComplaints.complaintId,
      reasons: floodWindowComplaints.reasons,
    })
    .from(floodWindowComplaints)
    .where(eq(floodWindowComplaints.windowId, windowId));

export type CompanyPage = { flood: FloodView | null; metrics: CompanyMetrics };

export async function companyPage(slug: string) {
  const answer = await fetchApp(get(`/company/${slug}`));
  expect(answer.status).toBe(200);
  return answer.body as CompanyPage;
}

/** A component rendered to HTML as the server would, in English with the company page's words. */
export const html = (element: React.ReactElement) =>
  renderWithWords(element, { section: "company" });

/** Thirty complaints from thirty accounts minutes old, in the last hour, after a quiet month. */
export async function flooded(now: number) {
  const target = await company();
  // Four answered complaints ten days ago, by established accounts: the median day is still 0.
  const regulars = await accounts(4, new Date(now - 200 * DAY));
  await file(
    target,
    regulars.map((userId) => ({ userId, at: now - 10 * DAY, answeredAfter: 2 * HOUR })),
  );
  const fresh = await accounts(30, new Date(now - 90 * MINUTE));
  const ids = await file(
    target,
    fresh.map((userId, i) => ({ userId, at: now - 60 * MINUTE + i * MINUTE })),
  );
  return { target, fresh, ids };
}

export const SCRIPT =
  "Acme Telecom charged me twice for the March bill and refused to refund the second charge when I called support about it.";
