import { LOCALES, type Locale } from "@shared/i18n";
import { tr } from "@shared/messages/tr/root";
import { companySlug } from "@shared/slug";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as companyRoute from "~/routes/company/route";
import { createCompany, createComplaint } from "../factories";
import { ENGLISH, placeholders, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40, the company page (decision 052): its own words come with its loader
 * (the `company` section), the escalated notice and the refund line every card list shows come
 * with the root catalogue. The real loader runs with the language the Worker chooses from the
 * request and the real page renders: Turkish for Accept-Language tr, the exact English otherwise.
 */

describe("the company section", () => {
  it("Turkish and Spanish fill every English key of the company section, with its placeholders", () => {
    const english: Record<string, string> = SECTIONS.company.en;
    expect(Object.keys(english).length).toBeGreaterThan(90);
    for (const locale of LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== "en")) {
      const words: Record<string, string> = SECTIONS.company[locale];
      expect(Object.keys(words).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(words[key] ?? ""), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

/** An unclaimed company with an open and an escalated complaint (nothing sent to a venue). */
async function companyWithComplaints() {
  const company = await createCompany();
  const one = { companyId: company.id, companyName: company.name };
  await createComplaint(one);
  await createComplaint({ ...one, status: "escalated" });
  return { ...company, slug: companySlug(company.name) };
}

describe("/company/:slug", () => {
  it("Accept-Language: tr renders the page's words in Turkish, and its data carries only Turkish", async () => {
    const { slug } = await companyWithComplaints();
    const route = companyRoute as unknown as RouteModule;
    const page = await renderPage(route, {
      path: "company/:slug",
      url: `/company/${slug}`,
      params: { slug },
      headers: TURKISH,
    });
    const words = SECTIONS.company.tr;
    expect(page.loaded.pageMessages?.section).toBe("company");
    for (const key of [
      "company.unclaimedPage",
      "metrics.total",
      "metrics.responseRate",
      "metrics.notEnough",
      "metrics.computed",
      "company.analyticsTab",
      "filters.status",
      "filters.newest",
      "claim.accountRequired",
      "about.heading",
      "trending.heading",
      "badge.heading",
    ] as const) {
      expect(page.text, key).toContain(words[key]);
    }
    // The card's and the panel's words are the root catalogue's (every page shows a card).
    for (const key of ["company.follow", "status.escalated"] as const)
      expect(page.text, key).toContain(tr[key]);
    expect(page.text).toContain("Şikâyetler (2)");
    expect(page.text).toContain(
      "Bu şirketin çalışanlarının bildirdiği: 0 şikâyet · 0 tanesini bir moderatör haklı buldu",
    );
    expect(page.text).toContain("0 takipçi");
    // Percentages the Turkish way.
    expect(page.text).toContain("%0");
    // The escalated card: escalated on UCK, its file linked, no authority named.
    expect(page.text).toContain("48 saat yanıt gelmediği için UCK'de üst aşamaya geçti.");
    expect(page.text).toContain("tüketici kurumu için dosyası");
    expect(page.text).not.toContain("yetkili kurumlara iletildi");
    for (const english of [
      "Total complaints",
      "Response rate",
      "Unclaimed page",
      "Company Account Required",
      "Trending issues",
      "Escalated on UCK",
      "Newest",
    ]) {
      expect(page.text).not.toContain(english);
    }
    expect(JSON.stringify(page.loaded)).not.toContain(SECTIONS.company.es["metrics.total"]);
  });

  it("English renders the page's words exactly as before", async () => {
    const { slug, name } = await companyWithComplaints();
    const route = companyRoute as unknown as RouteModule;
    const page = await renderPage(route, {
      path: "company/:slug",
      url: `/company/${slug}`,
      params: { slug },
      headers: ENGLISH,
    });
    for (const words of [
      "Unclaimed page",
      "0 followers",
      "Reported by this company's members: 0 complaints · 0 upheld by a moderator",
      "Follow",
      "Total complaints",
      "0 answered",
      "Response rate",
      "Resolution rate",
      "0%",
      "Average response time",
      "Not enough data yet",
      "Satisfaction",
      "of answered verdicts",
      "Answered within 48\u00a0h",
      "SLA compliance",
      "Money returned",
      "None confirmed yet",
      "Confirmed by the customers",
      "Every number is computed from this company's complaints.",
      "How each one is computed",
      "Company Account Required",
      `Do you work for ${name}? Create an account or log in to claim this page and answer complaints.`,
      `Where does ${name} take complaints?`,
      "to suggest its address.",
      "About",
      `${name} has not added a description yet.`,
      "Trending issues",
      "UCK badge",
      "HTML to copy",
      "Complaints (2)",
      "Analytics",
      "Status",
      "Newest",
      "Most ucks",
      "Escalated",
      "Escalated on UCK after 48 hours without a response. The complainant's file for a consumer authority is ready; no authority has been sent it.",
    ]) {
      expect(page.text, words).toContain(words);
    }
    expect(page.html).toContain('aria-label="Company metrics"');
    expect(page.html).toContain('aria-label="Filter complaints"');
    expect(page.text).not.toContain(SECTIONS.company.tr["metrics.total"]);
  });
});
