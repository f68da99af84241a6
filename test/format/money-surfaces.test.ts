/**
 * Money written right on every surface that shows it (decision 036), in JPY (no minor units),
 * EUR, TRY and USD: the complaint page (its refund line, in English and Turkish), the printable
 * escalation file and its JSON, the complainant's mail, the company page's money returned and
 * the public API's. Failed before: the printable file multiplied a ¥5,000 dispute by 100.
 */
import { env } from "cloudflare:workers";
import { decimalAmount, money } from "@shared/format";
import { complaints, emailOutbox, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as companyRoute from "~/routes/company/route";
import * as complaintRoute from "~/routes/complaint/route";
import * as fileRoute from "~/routes/complaint.$id.file";
import { createClaimedCompany, db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { ENGLISH, type RouteModule, renderPage, TURKISH, wordsOf } from "../i18n/render";
import { aged, confirmed, loadRoutes, offered } from "../refund-counting/setup";

beforeAll(async () => {
  await loadRoutes();
  await import("../../app/routes/complaint.$id.file-json");
}, 60_000);

const CASES = [
  { currency: "JPY", typed: "5000", minor: 5000, english: "¥5,000" },
  { currency: "EUR", typed: "1240.50", minor: 124050, english: "€1,240.50" },
  { currency: "TRY", typed: "1800", minor: 180_000, english: "TRY 1,800.00" },
  { currency: "USD", typed: "25", minor: 2500, english: "$25.00" },
] as const;

/** A claimed company's complaint with a dispute and a refund in `currency`, confirmed received. */
async function withMoney(currency: string, typed: string, minor: number) {
  const company = await createClaimedCompany();
  const complainant = await aged();
  const id = await offered(company, complainant.id, typed, currency);
  await db
    .update(complaints)
    .set({ disputeMinor: minor, disputeCurrency: currency })
    .where(eq(complaints.id, id));
  expect((await confirmed(id, complainant.id)).row?.counting).toBe("counts");
  return { company, complainant, id };
}

const page = (route: unknown, path: string, url: string, params: Record<string, string>) =>
  renderPage(route as RouteModule, {
    path,
    url,
    params,
    headers: ENGLISH,
    context: { buckets: { complaintImages: env.COMPLAINT_IMAGES } },
  });

describe.each(CASES)("$currency", ({ currency, typed, minor, english }) => {
  it("every surface writes the amount in the currency's own minor units", async () => {
    expect(money(minor, currency, "en").replace(/\u00a0/g, " ")).toBe(english);
    const { company, complainant, id } = await withMoney(currency, typed, minor);
    const said = (text: string) => text.replace(/\u00a0/g, " ");

    // The file's JSON: decimals in the currency's digits.
    const json = await fetchApp(get(`/complaint/${id}/file.json`));
    const file = json.body as {
      complaint: { amount_in_dispute: { amount: string; currency: string } };
      timeline: { kind: string; amount?: { amount: string } }[];
    };
    expect(file.complaint.amount_in_dispute).toEqual({
      amount: decimalAmount(minor, currency),
      currency,
    });
    const offer = file.timeline.find((event) => event.kind === "refund_offered");
    expect(offer?.amount?.amount).toBe(decimalAmount(minor, currency));

    // The printable file: the same amount, never a hundred times it.
    const printable = said(
      wordsOf((await page(fileRoute, "complaint/:id/file", `/complaint/${id}/file`, { id })).html),
    );
    expect(printable).toContain(english);
    if (currency === "JPY") expect(printable).not.toContain("¥500,000");

    // The complaint page's refund line, in English and in Turkish.
    const complaintPage = await page(complaintRoute, "complaint/:id", `/complaint/${id}`, { id });
    expect(said(wordsOf(complaintPage.html))).toContain(english);
    const turkish = await renderPage(complaintRoute as unknown as RouteModule, {
      path: "complaint/:id",
      url: `/complaint/${id}`,
      params: { id },
      headers: TURKISH,
    });
    expect(said(wordsOf(turkish.html))).toContain(said(money(minor, currency, "tr")));

    // The complainant's mail about the company's answer and its refund.
    const [account] = await db.select().from(users).where(eq(users.id, complainant.id));
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, account?.email ?? ""));
    expect(mails.map((mail) => said(mail.textBody)).join("\n---\n")).toContain(english);

    // The company page's money returned, and the public API's.
    const companyPage = await page(companyRoute, "company/:slug", `/company/${company.slug}`, {
      slug: company.slug,
    });
    expect(said(wordsOf(companyPage.html))).toContain(english);
    const api = await fetchApp(get(`/api/v1/companies/${company.slug}`));
    expect(JSON.stringify(api.body)).toContain(
      JSON.stringify({ currency, amount_minor: minor, amount: decimalAmount(minor, currency) }),
    );
  });
});
