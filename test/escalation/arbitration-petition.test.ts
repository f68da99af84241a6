/**
 * Issue 66, decision 050: the Turkish arbitration petition read back. 50 seeded complaints whose
 * venue is a Tüketici Hakem Heyeti export to the printable petition (the route's real loader and
 * component, rendered to HTML); its values are read back from the HTML with no script run
 * (`readPetition`, HTMLRewriter), validate against the reference kept in the repository
 * (shared/registers/tr-arbitration-petition.json) and equal their source: the trader's legal name,
 * MERSİS or tax number and address from the confirmed entity, the amount and its currency, the
 * invoice (a blank: UCK does not hold it), the names, the text and the day filed. The printed
 * amount reads back to the same amount.
 */
import { env } from "cloudflare:test";
import { companies, companyLegalEntities, complaints } from "@worker/db/schema";
import {
  PETITION_FIELDS,
  petitionProblems,
  readPetition,
} from "@worker/services/escalation/arbitration";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import reference from "../../shared/registers/tr-arbitration-petition.json";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get, sessionCookie } from "../harness/app";
import { type RouteModule, renderPage } from "../harness/render";

let route: RouteModule;
beforeAll(async () => {
  route = (await import("../../app/routes/complaint.$id.file-arbitration")) as RouteModule;
  await import("../../app/routes/complaint.$id.file-json");
}, 60_000);

const HOUR = 3_600_000;
const TEXTS = [
  'Aldığım buzdolabı iki haftada bozuldu, "değişim" talebim reddedildi.',
  "Kargo 3 haftadır gelmedi & müşteri hizmetleri <yanıt> vermiyor;\nparamı geri istiyorum.",
  "Faturadaki tutar sepetteki tutardan farklı çıktı, fark iade edilmedi.",
];
const DEMANDS = ["Yenisi ile değişim", null, "Bedel iadesi & faiz"];
const AMOUNTS: Array<[number, string] | null> = [
  [12_450_50, "TRY"],
  [99_00, "TRY"],
  null,
  [100_000_00, "TRY"],
  [150_00, "USD"],
  [7_25, "EUR"],
];
type Entity = { registry: "tr_mersis" | "tr_vkn"; identifier: string; legalName: string };

/** 50 complaints about 5 Turkish companies: two with a MERSİS number, one with a tax number. */
async function seed() {
  const admin = await createUser();
  const traders: Array<{ id: string; name: string; entity: Entity | null; address: string }> = [];
  for (let n = 0; n < 5; n++) {
    const company = await createCompany({
      name: `Örnek Mağaza ${n} ${crypto.randomUUID().slice(0, 4)}`,
    });
    await db.update(companies).set({ country: "Turkey" }).where(eq(companies.id, company.id));
    const entity: Entity | null =
      n < 2
        ? {
            registry: "tr_mersis",
            identifier: `012345678900001${n}`,
            legalName: `Örnek & Ortakları ${n} Ticaret A.Ş.`,
          }
        : n === 2
          ? { registry: "tr_vkn", identifier: "1234567890", legalName: "Şık Ürünler Ltd. Şti." }
          : null;
    const address = `Atatürk Cad. ${n + 1}, Kadıköy, İstanbul`;
    if (entity)
      await db.insert(companyLegalEntities).values({
        id: crypto.randomUUID(),
        companyId: company.id,
        ...entity,
        address,
        country: "TR",
        source: "superadmin",
        checkedOn: "2026-11-29",
        state: "confirmed",
        reviewedBy: admin.id,
      });
    traders.push({ ...company, entity, address });
  }
  const seeded = [];
  const base = Date.now() - 20 * 24 * HOUR;
  for (let n = 0; n < 50; n++) {
    const trader = traders[n % traders.length];
    if (!trader) throw new Error("no trader");
    const amount = AMOUNTS[n % AMOUNTS.length] ?? null;
    const complaint = await createComplaint({
      companyId: trader.id,
      companyName: trader.name,
      createdAt: new Date(base + n * HOUR),
      text: TEXTS[n % TEXTS.length],
    });
    await db
      .update(complaints)
      .set({
        country: "Turkey",
        location: "Kadıköy, İstanbul, Türkiye",
        resolutionSought: DEMANDS[n % DEMANDS.length] ?? null,
        disputeMinor: amount?.[0] ?? null,
        disputeCurrency: amount?.[1] ?? null,
      })
      .where(eq(complaints.id, complaint.id));
    seeded.push({ ...complaint, trader, amount });
  }
  return seeded;
}

const sheetOf = async (id: string, viewerId: string | null = null) => {
  const page = await renderPage(route, {
    path: "complaint/:id/file/arbitration",
    url: `/complaint/${id}/file/arbitration`,
    params: { id },
    context: {
      user: viewerId ? { id: viewerId } : null,
      buckets: { complaintImages: env.COMPLAINT_IMAGES },
      locale: "en",
    },
  });
  expect(page.status).toBe(200);
  return page.html;
};

const fileOf = async (id: string) =>
  EscalationFile.parse(
    JSON.parse(await (await fetchResponse(get(`/complaint/${id}/file.json`))).text()),
  );

/** A Turkish printed amount ("12.450,50") as a decimal ("12450.50"). */
const fromTurkish = (printed: string) => printed.replace(/\./g, "").replace(",", ".");

describe("the Turkish arbitration petition read back", () => {
  it("the reference holds only the petition's sourced fields", () => {
    expect(PETITION_FIELDS.map((field) => field.name)).toEqual(
      reference.fields.map((field) => field.name),
    );
    for (const field of reference.fields) {
      expect(field.sources.length, field.name).toBeGreaterThan(0);
      for (const source of field.sources) expect(Object.keys(reference.sources)).toContain(source);
    }
  });

  it("50 complaints export to the petition, validate and read back to the same values", async () => {
    const seeded = await seed();
    const seen = { mersis: 0, vkn: 0, unknown: 0, foreign: 0, blankAmount: 0 };
    for (const complaint of seeded) {
      const file = await fileOf(complaint.id);
      const { values, printed } = await readPetition(await sheetOf(complaint.id));
      expect(petitionProblems(values), complaint.id).toEqual([]);
      const entity = complaint.trader.entity;
      const amount = complaint.amount;
      // The trader: its legal name, MERSİS or tax number and registered address, as confirmed.
      expect(values["trader.trade_name"]).toBe(entity?.legalName ?? null);
      expect(values["trader.mersis"]).toBe(
        entity?.registry === "tr_mersis" ? entity.identifier : null,
      );
      expect(values["trader.vkn"]).toBe(entity?.registry === "tr_vkn" ? entity.identifier : null);
      expect(values["trader.address"]).toBe(entity ? complaint.trader.address : null);
      expect(values["trader.name_on_uck"]).toBe(complaint.trader.name);
      expect(values["trader.website"]).toBe(file.company.domain);
      // The amount and its currency, as filed; the printed amount reads back to it.
      expect(values["dispute.value"]).toBe(amount ? (amount[0] / 100).toFixed(2) : null);
      expect(values["dispute.value"]).toBe(file.complaint.amount_in_dispute?.amount ?? null);
      expect(values["dispute.currency"]).toBe(amount?.[1] ?? null);
      if (amount) {
        expect(fromTurkish(printed["dispute.value"] ?? "")).toBe(values["dispute.value"]);
        expect(printed["dispute.currency"]).toBe(amount[1] === "TRY" ? "TL" : amount[1]);
      }
      // The invoice's date and number: UCK does not hold them, a blank to fill by hand.
      expect(values["dispute.invoice"]).toBeNull();
      // The complaint, the demand and the day it was filed.
      expect(values["dispute.subject"]).toBe(file.complaint.text);
      expect(values["dispute.subject"]).toBe(TEXTS[seeded.indexOf(complaint) % TEXTS.length]);
      expect(values["dispute.demand"]).toBe(file.complaint.resolution_sought);
      expect(values["annex.filed_on"]).toBe(complaint.createdAt.toISOString().slice(0, 10));
      expect(values["annex.uck_file"]).toBe(`${file.complaint.url}/file`);
      // The public copy: no name, no e-mail, no Turkish ID number.
      expect(values["applicant.full_name"]).toBeNull();
      expect(values["applicant.email"]).toBeNull();
      expect(values["applicant.tckn"]).toBeNull();
      if (entity?.registry === "tr_mersis") seen.mersis++;
      else if (entity) seen.vkn++;
      else seen.unknown++;
      if (amount && amount[1] !== "TRY") seen.foreign++;
      if (!amount) seen.blankAmount++;
    }
    expect(seen).toEqual({ mersis: 20, vkn: 10, unknown: 20, foreign: 16, blankAmount: 8 });
  }, 180_000);

  it("the author's own copy reads back their name and e-mail", async () => {
    const [complaint] = await seed();
    if (!complaint) throw new Error("no complaint");
    const { values } = await readPetition(await sheetOf(complaint.id, complaint.userId));
    expect(petitionProblems(values)).toEqual([]);
    const own = EscalationFile.parse(
      JSON.parse(
        await (
          await fetchResponse(
            get(`/complaint/${complaint.id}/file.json`, await sessionCookie(complaint.userId)),
          )
        ).text(),
      ),
    );
    expect(values["applicant.full_name"]).toBe(own.complainant.display_name);
    expect(values["applicant.email"]).toBe(own.complainant.email);
    expect(values["applicant.full_name"]).toMatch(/\S/);
    expect(values["applicant.email"]).toMatch(/@example\.com$/);
  });

  it("the validator refuses what the reference does not allow", () => {
    const good = Object.fromEntries(PETITION_FIELDS.map((field) => [field.name, null]));
    const filled = {
      ...good,
      "trader.name_on_uck": "Örnek",
      "dispute.subject": "Bozuk.",
      "annex.uck_file": "https://uck.example/complaint/1/file",
      "annex.filed_on": "2026-11-29",
    };
    expect(petitionProblems(filled)).toEqual([]);
    expect(petitionProblems(good)).not.toEqual([]);
    expect(petitionProblems({ ...filled, "trader.ticaret_sicil_no": "1" })).not.toEqual([]);
    expect(petitionProblems({ ...filled, "dispute.value": "12.450,50" })).not.toEqual([]);
    expect(petitionProblems({ ...filled, "dispute.value": "10" })).not.toEqual([]);
    expect(petitionProblems({ ...filled, "annex.filed_on": "29.11.2026" })).not.toEqual([]);
  });
});
