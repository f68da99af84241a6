/**
 * Issue 56, decision 041: every company answer carries a category; the complainant's verdict has
 * three questions (solved, required; a 0–10 score and "again?", optional), changeable for 30
 * days; the figures count them in figures.ts; the API, the open data and the complaint page carry
 * them. Through the real routes and D1.
 */
import { env } from "cloudflare:workers";
import { RESPONSE_CATEGORIES } from "@shared/response-category";
import { companies, companyResponses, complaints, refunds } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { answerResponse } from "@worker/services/complaints/satisfaction";
import { dueFiles, exportOpenData } from "@worker/services/open-data";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { archiveDb, createComplaint, createUser, db, postbox } from "../factories";
import {
  cardAction,
  companyForm,
  DAY,
  day,
  filed,
  loadRoutes,
  renderComplaintPage,
} from "../guarantees/setup";
import { fetchApp, field, get, ORIGIN } from "../harness/app";

beforeAll(loadRoutes, 60_000);

const respond = (id: string, fields: Record<string, string>) => ({
  intent: "respond",
  complaintId: id,
  text: "We looked into it.",
  offerReimbursement: "on",
  ...fields,
});

it("an answer is refused without a category, and a monetary relief without its amount, keeping what was typed", async () => {
  const { company, member, id } = await filed();
  const none = await companyForm(company.slug, respond(id, {}), member.cookie);
  expect(none.status).toBe(400);
  expect(JSON.stringify(field(none, "toast"))).toContain("Please say what your answer does");

  const noAmount = await companyForm(
    company.slug,
    respond(id, { category: "monetary", reimbursement: "Full refund", refundCurrency: "EUR" }),
    member.cookie,
  );
  expect(noAmount.status).toBe(400);
  expect(JSON.stringify(field(noAmount, "toast"))).toContain("A monetary relief is a refund");
  // Nothing typed is lost: the refusal carries it back to a form posted without JavaScript.
  expect(field(noAmount, "draft")).toMatchObject({
    complaintId: id,
    text: "We looked into it.",
    category: "monetary",
    reimbursement: "Full refund",
    refundCurrency: "EUR",
  });

  // An amount to pay back under another category is refused, not dropped.
  const mixed = await companyForm(
    company.slug,
    respond(id, { category: "explanation", refundAmount: "40", refundCurrency: "EUR" }),
    member.cookie,
  );
  expect(mixed.status).toBe(400);
  expect(JSON.stringify(field(mixed, "toast"))).toContain('choose \\"Monetary relief\\"');

  // Nothing was written.
  expect(
    await db.select().from(companyResponses).where(eq(companyResponses.complaintId, id)),
  ).toEqual([]);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  expect(row?.hasResponse).toBe(false);
});

it("each category is recorded on the answer and its complaint, shown on the complaint and in the API", async () => {
  for (const category of RESPONSE_CATEGORIES) {
    const { company, member, id } = await filed();
    const monetary: Record<string, string> =
      category === "monetary"
        ? { refundAmount: "40", refundCurrency: "EUR", refundDue: day(Date.now() + DAY) }
        : {};
    const sent = await companyForm(
      company.slug,
      respond(id, { category, ...monetary }),
      member.cookie,
    );
    expect(sent.status, category).toBe(200);
    const [response] = await db
      .select({ category: companyResponses.category })
      .from(companyResponses)
      .where(eq(companyResponses.complaintId, id));
    expect(response?.category).toBe(category);
    // A monetary relief is a refund offer, the two-sided refund of decision 024.
    const refund = await db.select().from(refunds).where(eq(refunds.complaintId, id));
    expect(refund.length, category).toBe(category === "monetary" ? 1 : 0);
    const api = await fetchApp(get(`/api/v1/complaints/${id}`));
    expect(field(api, "data")).toMatchObject({ company_response: category });
    const page = await renderComplaintPage(id, null);
    // The page says it in its language (the harness renders the root catalogue's keys).
    expect(page.html).toMatch(
      new RegExp(`data-testid="answer-category">.*category\\.${category}<`),
    );
  }
});

it("the complainant's three answers: solved, a score and again?, changeable for 30 days, then not", async () => {
  const { company, member, author, id } = await filed();
  expect(
    (await companyForm(company.slug, respond(id, { category: "non_monetary" }), member.cookie))
      .status,
  ).toBe(200);
  const yes = await cardAction(
    id,
    { intent: "satisfaction", satisfied: "yes", score: "8", wouldReturn: "yes" },
    author.cookie,
  );
  expect(yes.status).toBe(200);
  const api = async () => field(await fetchApp(get(`/api/v1/complaints/${id}`)), "data");
  expect(await api()).toMatchObject({
    status: "resolved",
    verdict: "resolved",
    consumer_disputed: false,
    score: 8,
    would_do_business_again: true,
  });
  const page = await renderComplaintPage(id, null);
  expect(page.html).toContain("They rated how it was handled 8 of 10.");
  expect(page.html).toContain(`They would do business with ${company.name} again.`);

  // Changed within 30 days: No, score 3, again left unsaid.
  const no = await cardAction(
    id,
    { intent: "satisfaction", satisfied: "no", score: "3", wouldReturn: "" },
    author.cookie,
  );
  expect(no.status).toBe(200);
  expect(await api()).toMatchObject({
    status: "in_progress",
    resolved_at: null,
    verdict: "disputed",
    consumer_disputed: true,
    score: 3,
    would_do_business_again: null,
  });

  // A score out of range is not a score: the Yes is recorded without it.
  expect(
    (await cardAction(id, { intent: "satisfaction", satisfied: "yes", score: "11" }, author.cookie))
      .status,
  ).toBe(200);
  expect(await api()).toMatchObject({ verdict: "resolved", score: null });

  // 31 days after that Yes it stands.
  await db
    .update(complaints)
    .set({ verdictAt: new Date(Date.now() - 31 * DAY) })
    .where(eq(complaints.id, id));
  const late = await cardAction(id, { intent: "satisfaction", satisfied: "no" }, author.cookie);
  expect(late.status).toBe(400);
  expect(await api()).toMatchObject({ verdict: "resolved", consumer_disputed: false });
});

it("the figures count the mix, the verdicts, the score and again?, and the composite from 10 verdicts; the open data carries them", async () => {
  const now = Date.now();
  const { company, member, id: first } = await filed();
  await db
    .update(companies)
    .set({ subscriptionTier: "Enterprise" })
    .where(eq(companies.id, company.id));
  const ids = [first];
  for (let i = 0; i < 11; i++) {
    const author = await createUser({ createdAt: new Date(now - 2 * DAY) });
    const { id } = await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
    });
    ids.push(id);
  }
  // 12 complaints, 10 answered: 6 explanations, 2 non-monetary, 1 in progress, 1 duplicate.
  const categories = [
    "explanation",
    "explanation",
    "explanation",
    "explanation",
    "explanation",
    "explanation",
    "non_monetary",
    "non_monetary",
    "in_progress",
    "duplicate",
  ];
  for (const [index, category] of categories.entries())
    expect(
      (await companyForm(company.slug, respond(ids[index] ?? "", { category }), member.cookie))
        .status,
    ).toBe(200);
  const answeredNine = async () => {
    // 9 verdicts so far: 6 Yes (scores 8, again yes), 3 No (scores 2, again no).
    for (const [index, id] of ids.slice(0, 9).entries()) {
      const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
      const yes = index < 6;
      expect(
        await answerResponse(
          postbox,
          row?.userId ?? "",
          row as never,
          id,
          yes ? "yes" : "no",
          now,
          {
            score: yes ? 8 : 2,
            wouldReturn: yes,
          },
        ),
      ).toMatchObject({ ok: true });
    }
  };
  await answeredNine();
  const nine = await companyMetrics(db, company.id, now);
  expect(nine.responseCategories).toEqual([
    { category: "explanation", count: 6 },
    { category: "monetary", count: 0 },
    { category: "non_monetary", count: 2 },
    { category: "in_progress", count: 1 },
    { category: "not_our_customer", count: 0 },
    { category: "duplicate", count: 1 },
  ]);
  expect(nine).toMatchObject({
    verdictsResolved: 6,
    verdictsDisputed: 3,
    verdictResolvedRate: 67,
    scoresGiven: 9,
    averageScore: 6,
    wouldReturnAnswers: 9,
    wouldReturnRate: 67,
    composite: { version: 1, value: null, withheld: "few_verdicts" },
  });

  // The tenth verdict, a Yes without a score: (2 × 83.3 + 3 × 70 + 2 × 66.7 + 3 × 10 × 6) ÷ 100 = 6.9.
  const [tenth] = await db
    .select()
    .from(complaints)
    .where(eq(complaints.id, ids[9] ?? ""));
  await answerResponse(postbox, tenth?.userId ?? "", tenth as never, ids[9] ?? "", "yes", now);
  const ten = await companyMetrics(db, company.id, now);
  expect(ten.composite).toEqual({ version: 1, value: 6.9, withheld: null });
  const api = await fetchApp(get(`/api/v1/companies/${company.slug}`));
  expect(field(api, "data")).toMatchObject({
    metrics: {
      response_categories: { explanation: 6, non_monetary: 2, in_progress: 1, duplicate: 1 },
      verdicts_resolved: 7,
      verdicts_disputed: 3,
      average_score: 6,
      would_return_rate: 67,
      composite: { version: 1, value: 6.9, withheld: null },
    },
  });

  // Filed 20 days ago: in the weekly file of the weeks before this one.
  for (const id of ids)
    await db
      .update(complaints)
      .set({ createdAt: new Date(now - 20 * DAY) })
      .where(eq(complaints.id, id));
  await exportOpenData({ db, archiveDb, bucket: env.OPEN_DATA, publicHost: ORIGIN }, now);
  const weekly = dueFiles(now).find(
    (file) => file.name.startsWith("weekly/") && file.name.endsWith(".jsonl"),
  );
  const text = (await (await env.OPEN_DATA.get(weekly?.name ?? ""))?.text()) ?? "";
  const row = text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((r) => r.complaint_id === ids[0]);
  expect(row).toMatchObject({
    company_response: "explanation",
    consumer_disputed: false,
    score: 8,
    would_do_business_again: true,
  });
});

it("the migration gives existing answers the category their data implies: a refund is monetary, else explanation", async () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("outcome_categories"));
  expect(migration).toBeDefined();
  const data = (migration?.queries ?? []).filter((query) =>
    /^\s*(--[^\n]*\n\s*)*UPDATE/.test(query),
  );
  expect(data.length).toBe(2);

  // Two answers as the last release left them: one with a refund recorded, one without.
  const withRefund = await filed();
  const plain = await filed();
  const due = { refundAmount: "25", refundCurrency: "USD", refundDue: day(Date.now() + DAY) };
  expect(
    (
      await companyForm(
        withRefund.company.slug,
        respond(withRefund.id, { category: "monetary", ...due }),
        withRefund.member.cookie,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await companyForm(
        plain.company.slug,
        respond(plain.id, { category: "duplicate" }),
        plain.member.cookie,
      )
    ).status,
  ).toBe(200);
  const ids = [withRefund.id, plain.id];
  // Before the migration neither had a category.
  for (const id of ids) {
    await db
      .update(companyResponses)
      .set({ category: "explanation" })
      .where(eq(companyResponses.complaintId, id));
    await db.update(complaints).set({ responseCategory: null }).where(eq(complaints.id, id));
  }

  for (const query of data) await env.DB.prepare(query).run();

  const categoryOf = async (id: string) => {
    const [answer] = await db
      .select({ category: companyResponses.category })
      .from(companyResponses)
      .where(eq(companyResponses.complaintId, id));
    const [complaint] = await db
      .select({ category: complaints.responseCategory })
      .from(complaints)
      .where(eq(complaints.id, id));
    return [answer?.category, complaint?.category];
  };
  expect(await categoryOf(withRefund.id)).toEqual(["monetary", "monetary"]);
  expect(await categoryOf(plain.id)).toEqual(["explanation", "explanation"]);
});
