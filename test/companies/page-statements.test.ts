import { env } from "cloudflare:test";
import { companies, companyMembers, complaints } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import {
  companyEscalationOutcomes,
  companyMetrics,
  companyPledge,
} from "@worker/services/companies/figures";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadCompanyPage } from "~/routes/company/page.server";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { plansOf, type Recorded, recordingDatabase } from "../harness/query-plan";

/**
 * What a company page reads (decision 068): each figure one statement, nothing a visitor cannot
 * be (a member, a claimant) read for a visitor, every statement through an index, and the figures
 * the page shows the figures module's own.
 */
const HOUR = 3_600_000;

async function companyWithComplaints() {
  const company = await createCompany();
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, company.id));
  const now = Date.now();
  const texts = ["Support hung up on me.", "A delay of weeks.", "It stopped working.", "Other."];
  for (const [index, text] of texts.entries()) {
    const complaint = await createComplaint({
      companyId: company.id,
      companyName: company.name,
      createdAt: new Date(now - (index + 2) * 24 * HOUR),
      text,
    });
    if (index < 3)
      await db
        .update(complaints)
        .set({
          hasResponse: true,
          response: "We are on it.",
          responseAt: new Date(now - (index + 2) * 24 * HOUR + (index + 1) * HOUR),
        })
        .where(eq(complaints.id, complaint.id));
  }
  return { ...company, slug: row?.slug ?? "" };
}

async function load(slug: string, user: UckLoadContext["user"]) {
  const recorded: Recorded[] = [];
  const context = { db: recordingDatabase(env.DB, recorded), user } as unknown as UckLoadContext;
  const page = await loadCompanyPage(
    new Request(`http://localhost/company/${slug}`),
    slug,
    context,
  );
  return { page, recorded };
}

const readsTable = (recorded: Recorded[], table: string) =>
  recorded.some((statement) => statement.sql.includes(`"${table}"`));

it("a visitor's company page is ten statements, none about the viewer, each through an index", async () => {
  const company = await companyWithComplaints();
  const { page, recorded } = await load(company.slug, null);
  // One batch: the company row, the list, the figures, groups, flags, flood windows, the
  // pledge, the legal entity, escalation outcomes, archive years (21 statements before), all in
  // one round trip (two before decision 069: the company's row first, for its id).
  expect(recorded).toHaveLength(10);
  expect(new Set(recorded.map((statement) => statement.trip))).toEqual(new Set([1]));
  expect(readsTable(recorded, "company_members")).toBe(false);
  expect(readsTable(recorded, "company_claims")).toBe(false);
  expect(page).toMatchObject({ isMember: false, isOwner: false, quota: null, pendingClaim: null });
  const fullScan =
    /^SCAN (complaints|comments|ucks|refunds|company_follows|escalation_outcomes)(?! USING)/;
  const details = await plansOf(env.DB, recorded);
  expect(
    details.filter((detail) => fullScan.test(detail)),
    details.join(" | "),
  ).toEqual([]);
  // The page's figures are the figures module's, computed by it alone.
  expect(page.metrics).toEqual(await companyMetrics(db, company.id, page.now));
  expect(page.metrics).toMatchObject({
    totalComplaints: 4,
    totalResponses: 3,
    medianResponseMs: 2 * HOUR,
    trendingIssues: expect.arrayContaining([{ category: "Customer Service", count: 1 }]),
  });
  expect(page.pledge).toEqual(await companyPledge(db, company.id, page.now));
  expect(page.escalationOutcomes).toEqual(await companyEscalationOutcomes(db, company.id));
});

it("a member's page reads their membership and the month's quota too", async () => {
  const company = await companyWithComplaints();
  const owner = await createUser();
  await db.insert(companyMembers).values({ companyId: company.id, userId: owner.id });
  const { page, recorded } = await load(company.slug, owner as UckLoadContext["user"]);
  // The visitor's ten and the viewer's five: membership, quota, claim, both waiting entries.
  expect(recorded).toHaveLength(15);
  expect(new Set(recorded.map((statement) => statement.trip))).toEqual(new Set([1]));
  expect(page).toMatchObject({ isMember: true, isOwner: true, quota: { quota: 5, remaining: 5 } });
});
