/**
 * Issue 66: the printable application to a Turkish consumer arbitration committee (decision 045):
 * for a complaint whose venue is a Tüketici Hakem Heyeti, with the trader's MERSİS or tax number
 * from its confirmed legal entity, the amount in dispute and the invoice's blanks; the author's
 * e-mail only in their own copy; no sheet for a complaint the committee does not take.
 */
import { companies, companyLegalEntities, complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, get, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint.$id.file-arbitration");
  await import("../../app/routes/complaint.$id.file");
}, 60_000);

async function turkishComplaint(
  amountMinor: number | null,
  registry: "tr_mersis" | "tr_vkn" | null,
) {
  const company = await createCompany();
  await db.update(companies).set({ country: "Turkey" }).where(eq(companies.id, company.id));
  if (registry) {
    const admin = await createUser();
    await db.insert(companyLegalEntities).values({
      id: crypto.randomUUID(),
      companyId: company.id,
      legalName: "Örnek Elektronik Ticaret A.Ş.",
      registry,
      identifier: registry === "tr_mersis" ? "0123456789000015" : "1234567890",
      address: "Atatürk Cad. 1, Kadıköy, İstanbul",
      country: "TR",
      source: "superadmin",
      checkedOn: "2026-11-29",
      state: "confirmed",
      reviewedBy: admin.id,
    });
  }
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "Aldığım buzdolabı iki haftada bozuldu, değişim talebim reddedildi.",
  });
  await db
    .update(complaints)
    .set({
      country: "Turkey",
      location: "Kadıköy, İstanbul, Türkiye",
      resolutionSought: "Yenisi ile değişim",
      disputeMinor: amountMinor,
      disputeCurrency: amountMinor === null ? null : "TRY",
    })
    .where(eq(complaints.id, complaint.id));
  return { ...complaint, company };
}

const text = (body: unknown) => JSON.stringify(body);

describe("the arbitration sheet", () => {
  it("names the trader's MERSİS number, the amount and leaves the invoice to fill", async () => {
    const complaint = await turkishComplaint(12_450_50, "tr_mersis");
    const sheet = await fetchApp(get(`/complaint/${complaint.id}/file/arbitration`));
    expect(sheet.status).toBe(200);
    const body = text(sheet.body);
    expect(body).toContain("Örnek Elektronik Ticaret A.Ş.");
    expect(body).toContain('"identifier":"0123456789000015"');
    expect(body).toContain('"registry":"tr_mersis"');
    expect(body).toContain('"amount_in_dispute":{"amount":"12450.50","currency":"TRY"}');
    // The public copy: no e-mail.
    expect(body).not.toContain('"email"');
    // The author's own copy has their address.
    const own = await fetchApp(
      get(`/complaint/${complaint.id}/file/arbitration`, await sessionCookie(complaint.userId)),
    );
    expect(text(own.body)).toContain("@example.com");
    // The file page links to it.
    expect(text((await fetchApp(get(`/complaint/${complaint.id}/file`))).body)).toContain('"thh"');
  });

  it("no sheet where the committee does not take the case (above the limit, or not Turkey)", async () => {
    const above = await turkishComplaint(200_000_00, "tr_vkn");
    expect((await fetchApp(get(`/complaint/${above.id}/file/arbitration`))).status).toBe(404);
    const elsewhere = await createComplaint();
    expect((await fetchApp(get(`/complaint/${elsewhere.id}/file/arbitration`))).status).toBe(404);
  });
});
