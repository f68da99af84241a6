/**
 * Issue 66: the escalation file in the CFPB's own field names (decision 045). 50 seeded complaints
 * about US financial companies export to JSON and to the CFPB's CSV, validate against the field
 * reference kept in the repository (shared/registers/cfpb-fields.json, the current 16-field layout
 * after the CFPB removed two fields on 2026-06-02), read back to the same values, and carry
 * nothing the file does not. Other complaints get no CFPB record.
 */
import { companies, companyLegalEntities, complaints } from "@worker/db/schema";
import { CFPB_FIELDS, cfpbCsv, cfpbProblems, readCfpbCsv } from "@worker/services/escalation/cfpb";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint.$id.file-json");
  await import("../../app/routes/complaint.$id.file-cfpb-json");
  await import("../../app/routes/complaint.$id.file-cfpb-csv");
}, 60_000);

const HOUR = 3_600_000;
const LOCATIONS = ["Chicago, IL, USA", "Austin, TX", "New York, NY, United States", null, "Ohio"];
const TEXTS = [
  'The bank charged an overdraft fee twice, "by mistake" they said, and kept it.',
  "My card was charged $40 for a transfer I never made;\nthe branch will not answer.",
  "They closed my savings account without notice, and my deposit is gone, still.",
];

/** 50 complaints about 5 US banks, one of them with a confirmed legal entity. */
async function seed() {
  const admin = await createUser();
  const banks = [];
  for (let n = 0; n < 5; n++) {
    const company = await createCompany({
      name: `Sample Bank ${n} ${crypto.randomUUID().slice(0, 4)}`,
    });
    await db
      .update(companies)
      .set({ country: "United States" })
      .where(eq(companies.id, company.id));
    banks.push(company);
  }
  const first = banks[0];
  if (!first) throw new Error("no bank");
  await db.insert(companyLegalEntities).values({
    id: crypto.randomUUID(),
    companyId: first.id,
    legalName: "SAMPLE BANK, NATIONAL ASSOCIATION",
    registry: "lei",
    identifier: "UCKTESTFIXTURE000143",
    address: "1 Example Plaza, Columbus, OH, US",
    country: "US",
    registerStatus: "ACTIVE / ISSUED",
    source: "gleif",
    checkedOn: "2026-11-29",
    state: "confirmed",
    reviewedBy: admin.id,
    reviewedAt: new Date(),
  });
  const seeded = [];
  const base = Date.now() - 30 * 24 * HOUR;
  for (let n = 0; n < 50; n++) {
    const bank = banks[n % banks.length] as { id: string; name: string };
    const createdAt = new Date(base + n * HOUR);
    const complaint = await createComplaint({
      companyId: bank.id,
      companyName: bank.name,
      createdAt,
      text: TEXTS[n % TEXTS.length],
    });
    const sent = n % 5 !== 4;
    const answered = n % 3 === 0;
    const escalated = !answered && n % 2 === 0;
    await db
      .update(complaints)
      .set({
        category: "banking",
        location: LOCATIONS[n % LOCATIONS.length] ?? null,
        sentToCompanyAt: sent ? new Date(createdAt.getTime() + 60_000) : null,
        sentToCompanyVia: sent ? "support_mailbox" : null,
        ...(answered
          ? {
              response: "We refunded the fee.",
              responseAt: new Date(createdAt.getTime() + 5 * HOUR),
              hasResponse: true,
            }
          : {}),
        ...(escalated
          ? { status: "escalated" as const, escalatedAt: new Date(createdAt.getTime() + 49 * HOUR) }
          : {}),
      })
      .where(eq(complaints.id, complaint.id));
    seeded.push({ ...complaint, companyName: bank.name });
  }
  return seeded;
}

const read = async (path: string, cookie?: string) => {
  const response = await fetchResponse(get(path, cookie));
  return {
    status: response.status,
    type: response.headers.get("Content-Type"),
    text: await response.text(),
  };
};

describe("the CFPB record", () => {
  it("50 US financial complaints export to JSON and CSV, validate and read back to the same values", async () => {
    const seeded = await seed();
    expect(CFPB_FIELDS.map((field) => field.name)).toEqual([
      "date_received",
      "product",
      "sub_product",
      "issue",
      "sub_issue",
      "complaint_what_happened",
      "company_public_response",
      "company",
      "state",
      "zip_code",
      "tags",
      "submitted_via",
      "date_sent_to_company",
      "company_response",
      "timely",
      "complaint_id",
    ]);
    const records = [];
    for (const complaint of seeded) {
      const file = EscalationFile.parse(
        JSON.parse((await read(`/complaint/${complaint.id}/file.json`)).text),
      );
      const json = await read(`/complaint/${complaint.id}/file.cfpb.json`);
      expect(json.status, json.text).toBe(200);
      const record = JSON.parse(json.text) as Record<string, string | null>;
      expect(cfpbProblems(record)).toEqual([]);
      // The same values as the file.
      expect(record.complaint_id).toBe(file.complaint.id);
      expect(record.complaint_what_happened).toBe(file.complaint.text);
      expect(record.date_received).toBe(file.complaint.filed_at.slice(0, 10));
      expect(record.company).toBe(file.company.legal_entity?.legal_name ?? file.company.name);
      const sent = file.timeline.find((event) => event.kind === "sent_to_company");
      expect(record.date_sent_to_company).toBe(sent ? sent.at.slice(0, 10) : null);
      const answered = file.timeline.some((event) => event.kind === "company_response");
      const escalated = file.timeline.some(
        (event) => event.kind === "escalated" || event.kind === "company_not_reached",
      );
      expect(record.timely).toBe(answered ? "Yes" : escalated ? "No" : null);
      // Nothing the file does not carry: every value is in the file (timely is said from it).
      const inFile = JSON.stringify(file);
      for (const [name, value] of Object.entries(record)) {
        if (value === null || name === "timely") continue;
        expect(inFile, name).toContain(JSON.stringify(value).slice(1, -1));
      }
      // The CSV reads back to the same record.
      const csv = await read(`/complaint/${complaint.id}/file.cfpb.csv`);
      expect(csv.status).toBe(200);
      expect(csv.type).toContain("text/csv");
      expect(csv.text.split("\r\n")[0]).toBe(
        "Date received,Product,Sub-product,Issue,Sub-issue,Consumer complaint narrative,Company public response,Company,State,ZIP code,Tags,Submitted via,Date sent to company,Company response to consumer,Timely response?,Complaint ID",
      );
      expect(readCfpbCsv(csv.text)).toEqual([record]);
      records.push(record);
    }
    // The legal entity names the company where UCK knows it; the states come from the locations.
    expect(
      records.filter((record) => record.company === "SAMPLE BANK, NATIONAL ASSOCIATION"),
    ).toHaveLength(10);
    expect(new Set(records.map((record) => record.state))).toEqual(
      new Set(["IL", "TX", "NY", null]),
    );
    expect(new Set(records.map((record) => record.timely))).toEqual(new Set(["Yes", "No", null]));
    // All 50 in one CSV read back too.
    expect(readCfpbCsv(cfpbCsv(records))).toEqual(records);
  }, 120_000);

  it("the validator refuses what the reference does not allow", () => {
    const good = Object.fromEntries(CFPB_FIELDS.map((field) => [field.name, null]));
    expect(cfpbProblems(good)).toEqual([]);
    // The pre-June-2026 fields are not in the current layout.
    expect(cfpbProblems({ ...good, consumer_disputed: "N/A" })).not.toEqual([]);
    expect(cfpbProblems({ ...good, date_received: "11/29/2026" })).not.toEqual([]);
    expect(cfpbProblems({ ...good, timely: "Maybe" })).not.toEqual([]);
    expect(cfpbProblems({ ...good, zip_code: "1234" })).not.toEqual([]);
  });

  it("a complaint the CFPB does not take has no CFPB record; the author's record carries no e-mail", async () => {
    const other = await createComplaint({ text: "The parcel never arrived." });
    expect((await read(`/complaint/${other.id}/file.cfpb.json`)).status).toBe(404);
    expect((await read(`/complaint/${other.id}/file.cfpb.csv`)).status).toBe(404);
    const company = await createCompany();
    await db
      .update(companies)
      .set({ country: "United States" })
      .where(eq(companies.id, company.id));
    const mine = await createComplaint({
      companyId: company.id,
      text: "The bank kept my deposit.",
    });
    await db.update(complaints).set({ category: "banking" }).where(eq(complaints.id, mine.id));
    const cookie = await sessionCookie(mine.userId);
    const own = await read(`/complaint/${mine.id}/file.cfpb.json`, cookie);
    expect(own.status).toBe(200);
    expect(own.text).not.toContain("@example.com");
    // The file's own copy has the author's address; the CFPB record has no field for it.
    expect((await read(`/complaint/${mine.id}/file.json`, cookie)).text).toContain("@example.com");
  });
});
