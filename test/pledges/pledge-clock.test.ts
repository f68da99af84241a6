/**
 * Issue 62, decision 043: the pledge's clock. An answer at 48:00:00 after sent_to_company_at
 * keeps the first half, at 48:00:01 breaks it; an outcome category at 10 × 24 hours keeps the
 * second half, a second later (day 11) breaks it; a complaint still inside its windows is not
 * counted; a withdrawn pledge stops counting from its moment and a new pledge is a new period;
 * the kept-rate is the same on the page, the badge and the API. Only an owner pledges, and the
 * pledge cannot be toggled around a complaint.
 */
import { companies, companyMembers, complaints } from "@worker/db/schema";
import { badgeFigures, badgeLines, badgeSvg } from "@worker/services/companies/badge";
import { companyPledge } from "@worker/services/companies/figures";
import { recordOutcome } from "@worker/services/companies/outcome";
import { makePledge, withdrawPledge } from "@worker/services/companies/pledge";
import { respondToComplaint } from "@worker/services/companies/responses";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as companyRoute from "~/routes/company/route";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "../factories";
import { fetchApp, get } from "../harness/app";
import { renderPage } from "../harness/render";

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const answer = (category: "explanation" | "in_progress") => ({
  text: "We have looked into it.",
  offerReimbursement: "off" as const,
  category,
  reimbursement: "",
});

async function company() {
  const made = await createClaimedCompany();
  // Enterprise answers without a monthly quota.
  await db
    .update(companies)
    .set({ subscriptionTier: "Enterprise" })
    .where(eq(companies.id, made.id));
  return made;
}

/** A complaint that reached the company at `sentAt`, answered (or not) as the case says. */
async function sent(
  c: Awaited<ReturnType<typeof company>>,
  sentAt: number,
  first?: { after: number; category: "explanation" | "in_progress" },
  outcomeAfter?: number,
) {
  const complaint = await createComplaint({
    companyId: c.id,
    companyName: c.name,
    createdAt: new Date(sentAt),
  });
  await db
    .update(complaints)
    .set({ sentToCompanyAt: new Date(sentAt), sentToCompanyVia: "members" })
    .where(eq(complaints.id, complaint.id));
  if (first) {
    const done = await respondToComplaint(
      postbox,
      c.member.id,
      complaint.id,
      answer(first.category),
      sentAt + first.after,
    );
    expect(done).toMatchObject({ ok: true });
  }
  // What came of an answer in progress, as a member records it (decision 043).
  if (outcomeAfter !== undefined)
    expect(
      await recordOutcome(
        postbox,
        c.member.id,
        complaint.id,
        { text: "It is settled: we explained what happened.", category: "explanation" },
        sentAt + outcomeAfter,
      ),
    ).toMatchObject({ ok: true });
  return complaint;
}

it("48:00:00 keeps, 48:00:01 breaks; day 10 keeps, day 11 breaks; open windows wait", async () => {
  const now = Date.now();
  const c = await company();
  expect(await makePledge(db, c.member.id, c.id, now - 40 * DAY)).toMatchObject({ ok: true });
  const at = now - 30 * DAY;
  await sent(c, at, { after: 48 * HOUR, category: "explanation" });
  await sent(c, at, { after: 48 * HOUR + SECOND, category: "explanation" });
  await sent(c, at, { after: HOUR, category: "in_progress" }, 10 * DAY);
  await sent(c, at, { after: HOUR, category: "in_progress" }, 10 * DAY + SECOND);
  // An "in progress" answer with no outcome after it: the second half breaks at day 10.
  await sent(c, at, { after: HOUR, category: "in_progress" });
  // Never answered: broken once its 48 hours passed.
  await sent(c, now - 48 * HOUR - SECOND);
  // Still inside its 48 hours, and answered in time but inside its 10 days: not counted yet.
  await sent(c, now - 47 * HOUR);
  await sent(c, now - 5 * DAY, { after: HOUR, category: "in_progress" });
  // Reached the company before the pledge: never counted.
  await sent(c, now - 41 * DAY);

  const pledge = await companyPledge(db, c.id, now);
  expect(pledge).toMatchObject({
    since: now - 40 * DAY,
    withdrawnAt: null,
    kept: 2,
    total: 6,
    rate: 33,
  });

  // The page, the badge and the API say the same numbers.
  const page = await renderPage(companyRoute as never, {
    path: "company/:slug",
    url: `/company/${c.slug}`,
    params: { slug: c.slug },
  });
  expect(page.status).toBe(200);
  const since = new Date(now - 40 * DAY).toLocaleDateString("en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  expect(page.html).toContain(`Pledged since ${since}: kept 2 of 6 (33%)`);
  const badge = await badgeFigures(db, c.slug, now);
  const day = new Date(now - 40 * DAY).toISOString().slice(0, 10);
  expect(badgeLines(badge ?? (undefined as never))[3]).toBe(
    `Pledged since ${day}: kept 2 of 6 (33%)`,
  );
  expect(badgeSvg(badge ?? (undefined as never))).toContain('height="66"');
  const api = (await fetchApp(get(`/api/v1/companies/${c.slug}`))).body as {
    data: { pledge: Record<string, unknown> };
  };
  expect(api.data.pledge).toMatchObject({
    since: new Date(now - 40 * DAY).toISOString(),
    withdrawn_at: null,
    kept: 2,
    total: 6,
    rate: 33,
  });
});

it("a withdrawn pledge stops counting from its moment; a new pledge is a new dated period", async () => {
  const now = Date.now();
  const c = await company();
  expect(await makePledge(db, c.member.id, c.id, now - 100 * DAY)).toMatchObject({ ok: true });
  await sent(c, now - 90 * DAY, { after: HOUR, category: "explanation" });
  // Reached the company the hour before the withdrawal, answered late after it: still counts.
  await sent(c, now - 80 * DAY - HOUR, { after: 3 * DAY, category: "explanation" });
  expect(await withdrawPledge(db, c.member.id, c.id, now - 80 * DAY)).toMatchObject({ ok: true });
  // After the withdrawal: not counted, however it went.
  await sent(c, now - 80 * DAY + HOUR);
  await sent(c, now - 70 * DAY, { after: HOUR, category: "explanation" });
  expect(await companyPledge(db, c.id, now)).toMatchObject({
    withdrawnAt: now - 80 * DAY,
    kept: 1,
    total: 2,
    rate: 50,
  });
  const withdrawn = await renderPage(companyRoute as never, {
    path: "company/:slug",
    url: `/company/${c.slug}`,
    params: { slug: c.slug },
  });
  expect(withdrawn.html).toContain("Pledge withdrawn on ");
  expect(withdrawn.html).toContain("While it was in force: kept 1 of 2 (50%)");

  // Pledged again: a second period, counted with the first.
  expect(await makePledge(db, c.member.id, c.id, now - 40 * DAY)).toMatchObject({ ok: true });
  await sent(c, now - 30 * DAY, { after: HOUR, category: "explanation" });
  const again = await companyPledge(db, c.id, now);
  expect(again).toMatchObject({ since: now - 40 * DAY, withdrawnAt: null, kept: 2, total: 3 });
  expect(again?.periods).toEqual([
    { since: now - 100 * DAY, withdrawnAt: now - 80 * DAY },
    { since: now - 40 * DAY, withdrawnAt: null },
  ]);
  const api = (await fetchApp(get(`/api/v1/companies/${c.slug}`))).body as {
    data: { pledge: { periods: unknown[]; rate: number } };
  };
  expect(api.data.pledge.periods).toHaveLength(2);
  expect(api.data.pledge.rate).toBe(67);
});

it("only an owner pledges; no toggling around a complaint", async () => {
  const now = Date.now();
  const c = await company();
  const member = await createUser();
  await db.insert(companyMembers).values({ companyId: c.id, userId: member.id, role: "member" });
  const stranger = await createUser();
  expect(await makePledge(db, member.id, c.id, now - 50 * DAY)).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await makePledge(db, stranger.id, c.id, now - 50 * DAY)).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await companyPledge(db, c.id, now)).toBeNull();
  // The form is the owners' alone; a member and a visitor see none (nothing pledged yet: no panel).
  const as = (userId?: string) =>
    renderPage(companyRoute as never, {
      path: "company/:slug",
      url: `/company/${c.slug}`,
      params: { slug: c.slug },
      viewer: userId ? ({ id: userId, email: "x@example.com", role: "user" } as never) : null,
    });
  expect((await as(c.member.id)).html).toContain("Make the pledge");
  expect((await as(member.id)).html).not.toContain("Make the pledge");
  expect((await as()).html).not.toContain("Make the pledge");
  expect(await makePledge(db, c.member.id, c.id, now - 50 * DAY)).toMatchObject({ ok: true });
  // In force already; a member may not withdraw it; the owner not within its first day.
  expect(await makePledge(db, c.member.id, c.id, now - 49 * DAY)).toMatchObject({
    ok: false,
    code: "conflict",
  });
  expect(await withdrawPledge(db, member.id, c.id, now - 40 * DAY)).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await withdrawPledge(db, c.member.id, c.id, now - 50 * DAY + HOUR)).toMatchObject({
    ok: false,
    code: "conflict",
    toast: { words: { text: "pledge.withdrawFrom" } },
  });
  expect(await withdrawPledge(db, c.member.id, c.id, now - 40 * DAY)).toMatchObject({
    ok: true,
  });
  // Pledging again waits 30 days after a withdrawal.
  expect(await makePledge(db, c.member.id, c.id, now - 39 * DAY)).toMatchObject({
    ok: false,
    code: "conflict",
    toast: { words: { text: "pledge.repledgeFrom" } },
  });
  expect(await makePledge(db, c.member.id, c.id, now - 10 * DAY + 1)).toMatchObject({ ok: true });
  expect((await companyPledge(db, c.id, now))?.periods).toHaveLength(2);
});

it("an outcome follows only an answer in progress, from a member, never money back here", async () => {
  const now = Date.now();
  const c = await company();
  const inProgress = await sent(c, now - DAY, { after: HOUR, category: "in_progress" });
  const explained = await sent(c, now - DAY, { after: HOUR, category: "explanation" });
  const stranger = await createUser();
  const outcome = (userId: string, id: string, category: string) =>
    recordOutcome(postbox, userId, id, { text: "We replaced the part.", category }, now);
  expect(await outcome(stranger.id, inProgress.id, "non_monetary")).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await outcome(c.member.id, inProgress.id, "monetary")).toMatchObject({
    ok: false,
    toast: { words: { text: "outcome.category" } },
  });
  expect(await outcome(c.member.id, inProgress.id, "in_progress")).toMatchObject({ ok: false });
  expect(await outcome(c.member.id, explained.id, "non_monetary")).toMatchObject({
    ok: false,
    code: "conflict",
  });
  expect(await outcome(c.member.id, inProgress.id, "non_monetary")).toMatchObject({ ok: true });
  // Once: the answer is no longer in progress.
  expect(await outcome(c.member.id, inProgress.id, "duplicate")).toMatchObject({
    ok: false,
    code: "conflict",
  });
  const [row] = await db
    .select({ category: complaints.responseCategory, response: complaints.response })
    .from(complaints)
    .where(eq(complaints.id, inProgress.id));
  expect(row).toEqual({ category: "non_monetary", response: "We replaced the part." });
});
