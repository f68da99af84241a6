/**
 * What the guarantees' tests share (/guarantees, issue 37, decision 033): people, a filed
 * complaint about a claimed company, the forms they post, a moderator's removal, and the complaint
 * page rendered as the server would.
 */
import type { SessionUser } from "@worker/auth/current-user";
import { userRoles } from "@worker/db/schema";
import { expect } from "vitest";
import * as complaintRoute from "~/routes/complaint/route";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, get, post, sessionCookie } from "../harness/app";
import { renderPage } from "../harness/render";

/** The routes the tests post to, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint-actions/route");
  await import("../../app/routes/admin/route");
}

export const DAY = 86_400_000;

export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const ORIGIN = "http://localhost";

export async function person(options: { createdAt?: Date; role?: "superadmin" } = {}) {
  const user = await createUser(options.createdAt ? { createdAt: options.createdAt } : {});
  if (options.role) {
    await db
      .insert(userRoles)
      .values({ id: crypto.randomUUID(), userId: user.id, role: options.role });
  }
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

/** A claimed company, its member, a complainant older than a day, and their complaint. */
export async function filed() {
  const company = await createClaimedCompany();
  const member = { id: company.member.id, cookie: await sessionCookie(company.member.id) };
  const author = await person({ createdAt: new Date(Date.now() - 2 * DAY) });
  const { id } = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    text: "The airline lost my bag and never answered my claim for a month.",
  });
  return { company, member, author, id };
}

export const companyForm = (slug: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/company/${slug}`, { form }, cookie));

export const cardAction = (id: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/complaint/${id}/actions`, { form }, cookie));

export const complaintForm = (id: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/complaint/${id}`, { form }, cookie));

export const admin = (form: Record<string, string>, cookie: string) =>
  fetchApp(post("/admin", { form }, cookie));

/** Public: its page answers 200 with it, and the public API serves it. */
export async function expectPublic(id: string, step: string) {
  const page = await fetchApp(get(`/complaint/${id}`));
  expect(page.status, step).toBe(200);
  expect(JSON.stringify(page.body), step).toContain(id);
  const api = await fetchApp(get(`/api/v1/complaints/${id}`));
  expect(api.status, `${step}: API`).toBe(200);
}

/** A moderator removes a reported complaint from the queue, with a reason. */
export async function removeByModerator(id: string, reason: string) {
  const moderator = await person({ role: "superadmin" });
  const reporter = await person();
  expect(
    (await cardAction(id, { intent: "report", reason: "It is not true." }, reporter.cookie)).status,
  ).toBe(200);
  const removed = await admin(
    { intent: "decide-report", complaintId: id, outcome: "removed", reason },
    moderator.cookie,
  );
  expect(removed.status).toBe(200);
  return moderator;
}

/** Renders the complaint page's component for `viewer`, as the server would, to HTML. */
export async function renderComplaintPage(id: string, viewer: SessionUser | null) {
  const { status, html } = await renderPage(complaintRoute, {
    path: "complaint/:id",
    url: `/complaint/${id}`,
    params: { id },
    viewer,
    context: { clientIp: null },
  });
  // React separates adjacent text with comments; the words are read without them.
  return { status, html: html.replace(/<!-- -->/g, "") };
}
