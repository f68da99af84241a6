/**
 * The embeddable company badge: the company page's own metrics over the last twelve months,
 * for other sites' pages (cross-origin, cacheable, no cookie), with every text escaped.
 */
import { companySlug } from "@shared/slug";
import { complaints, extortionFindings } from "@worker/db/schema";
import { BADGE_WINDOW_MS } from "@worker/services/companies/badge";
import { companyMetrics } from "@worker/services/companies/figures";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as companyRoute from "~/routes/company/route";
import { createCompany, createComplaint, db } from "../factories";
import { fetchResponse, get } from "../harness/app";

const HOUR = 3_600_000;

/** Files a complaint `ageMs` ago, answered `answeredAfterMs` later (or not at all). */
async function complaintAged(companyId: string, ageMs: number, answeredAfterMs: number | null) {
  const createdAt = new Date(Date.now() - ageMs);
  const { id } = await createComplaint({
    companyId,
    createdAt,
    hasResponse: answeredAfterMs !== null,
  });
  if (answeredAfterMs !== null)
    await db
      .update(complaints)
      .set({ responseAt: new Date(createdAt.getTime() + answeredAfterMs) })
      .where(eq(complaints.id, id));
}

it("shows the last twelve months exactly as the company page counts them, and never older ones", async () => {
  const company = await createCompany({
    name: `Badge <Air> & "Sea" ${crypto.randomUUID().slice(0, 4)}`,
  });
  await complaintAged(company.id, 2 * HOUR * 24, 2 * HOUR);
  await complaintAged(company.id, 10 * HOUR * 24, 4 * HOUR);
  await complaintAged(company.id, 30 * HOUR * 24, 6 * HOUR);
  await complaintAged(company.id, 40 * HOUR * 24, null);
  // Thirteen months old: on the page's all-time cards, not on the badge.
  await complaintAged(company.id, BADGE_WINDOW_MS + 30 * HOUR * 24, 100 * HOUR);

  const response = await fetchResponse(get(`/company/${companySlug(company.name)}/badge.svg`));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  expect(response.headers.getSetCookie()).toEqual([]);
  const svg = await response.text();
  expect(svg).toContain(
    "4 complaints · 75% answered · 0% resolved as confirmed by the complainant · median response 4h",
  );
  // The name is escaped: no markup of its own, the quote cannot end the attribute.
  expect(svg).toContain("Badge &lt;Air&gt; &amp; &quot;Sea&quot;");
  expect(svg).not.toContain("<Air>");
  // What a reader sees names the company, the window and the figures, each line fitted to the
  // badge's width.
  expect(svg).toMatch(
    /<text[^>]*font-weight="bold">Badge &lt;Air&gt; &amp; &quot;Sea&quot; \w{4} on UCK<\/text>/,
  );
  expect(svg).toMatch(/<text[^>]*textLength="\d+"[^>]*>Last 12 months: 4 complaints<\/text>/);
  // Resolved as the complainants confirmed it: of the one complaint old enough to count, none.
  expect(svg).toContain(">75% answered · 0% resolved · median 4h</text>");

  // The same numbers the company page computes for the same window; all time differs.
  const now = Date.now();
  const year = await companyMetrics(db, company.id, now, now - BADGE_WINDOW_MS);
  expect([year.totalComplaints, year.responseRate, year.medianResponseMs]).toEqual([
    4,
    75,
    4 * HOUR,
  ]);
  const allTime = await companyMetrics(db, company.id, now);
  expect(allTime.totalComplaints).toBe(5);
});

it("says so when there are too few answers for a median, and an unknown company is 404", async () => {
  const company = await createCompany();
  await complaintAged(company.id, HOUR, null);
  const svg = await (
    await fetchResponse(get(`/company/${companySlug(company.name)}/badge.svg`))
  ).text();
  expect(svg).toContain("1 complaint · 0% answered · response time: not enough data");
  const missing = await fetchResponse(get("/company/no-such-company-anywhere/badge.svg"));
  expect(missing.status).toBe(404);
});

it("a long company name is shortened on the badge, and kept whole in its title", async () => {
  const name = `The Extraordinarily Long Named Holding Company ${crypto.randomUUID().slice(0, 4)}`;
  const company = await createCompany({ name });
  await complaintAged(company.id, HOUR, null);
  const svg = await (
    await fetchResponse(get(`/company/${companySlug(company.name)}/badge.svg`))
  ).text();
  expect(svg).toContain(">The Extraordinarily Long Na… on UCK</text>");
  expect(svg).toContain(`<title>${name} on UCK, last 12 months:`);
  // Narrow wherever it is embedded: the width follows the longest line, under 300 px here.
  const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1]);
  expect(width).toBeGreaterThan(150);
  expect(width).toBeLessThan(300);
});

it("never counts a complaint the company page leaves out: the badge and the page say the same", async () => {
  const company = await createCompany({ name: `Badge Parity ${crypto.randomUUID().slice(0, 6)}` });
  const slug = companySlug(company.name);
  for (const days of [1, 3, 5, 8, 12]) await complaintAged(company.id, days * 24 * HOUR, HOUR);
  // A sixth, found to have been used to demand payment (decision 039): the page leaves it out.
  const { id } = await createComplaint({ companyId: company.id, createdAt: new Date() });
  await db.insert(extortionFindings).values({
    complaintId: id,
    reportId: `report-${id}`,
    basis: "reported",
    decidedAt: new Date(),
  });

  const loaded = await companyRoute.loader({
    request: new Request(`https://uck.test/company/${slug}`),
    params: { slug },
    context: { db, user: null },
  } as never);
  const svg = await (await fetchResponse(get(`/company/${slug}/badge.svg`))).text();
  expect(loaded.metrics.totalComplaints).toBe(5);
  expect(svg).toContain(`${loaded.metrics.totalComplaints} complaints · `);
  expect(svg).toContain(`${loaded.metrics.responseRate}% answered`);
  expect(svg).not.toContain("6 complaints");
});
