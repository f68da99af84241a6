/**
 * Issue 66: a company's legal entity from the registers (decision 045). The registers' answers are
 * the hand-written fixtures of test/fixtures/registers/ (their documented shapes, fictitious
 * values); fetch is stubbed at its boundary, so no test calls a register.
 */
import { env } from "cloudflare:test";
import { parseConfig } from "@worker/config";
import { companyLegalEntities } from "@worker/db/schema";
import {
  decideLegalEntity,
  foldName,
  legalEntityOf,
  lookUpLegalEntity,
  parseCompaniesHouse,
  parseGleif,
  proposalOf,
} from "@worker/services/companies/legal-entity";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import chSearchOne from "../fixtures/registers/ch-search-one.json";
import chSearchTwo from "../fixtures/registers/ch-search-two.json";
import gleifRecord from "../fixtures/registers/gleif-record-single.json";
import gleifAmbiguous from "../fixtures/registers/gleif-search-ambiguous.json";
import gleifNone from "../fixtures/registers/gleif-search-none.json";
import gleifSingle from "../fixtures/registers/gleif-search-single.json";

const DAY = "2026-11-29";

/** A fetch that answers each register from its fixture and counts the calls. */
function registers(answers: { gleif: unknown; ch?: unknown }) {
  const calls: string[] = [];
  const stub = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.host);
    if (url.host === "api.gleif.org") return Response.json(answers.gleif);
    if (url.host === "api.company-information.service.gov.uk") return Response.json(answers.ch);
    return new Response(null, { status: 599 });
  }) as typeof fetch;
  return { fetch: stub, calls };
}

const configWith = (vars: Record<string, string>) => parseConfig({ ...env, ...vars });

describe("reading the registers' answers", () => {
  it("GLEIF: the legal name, LEI, address and status of each record", () => {
    const [one] = parseGleif(gleifSingle, DAY);
    expect(one).toMatchObject({
      legalName: "QUILLFEATHER APPLIANCES LTD",
      registry: "lei",
      identifier: "UCKTESTFIXTURE000143",
      country: "GB",
      source: "gleif",
      checkedOn: DAY,
    });
    expect(one?.address).toContain("12 Example Lane");
    expect(one?.registerStatus).toContain("ACTIVE");
    // The single-record answer reads the same.
    expect(parseGleif(gleifRecord, DAY)).toEqual(parseGleif(gleifSingle, DAY));
    expect(parseGleif(gleifAmbiguous, DAY)).toHaveLength(2);
    expect(parseGleif(gleifNone, DAY)).toEqual([]);
  });

  it("Companies House: the title, number, status and address snippet", () => {
    expect(parseCompaniesHouse(chSearchOne, DAY)).toEqual([
      expect.objectContaining({
        legalName: "QUILLFEATHER APPLIANCES LTD",
        registry: "gb_company_number",
        identifier: "99999901",
        registerStatus: "active",
        source: "companies_house",
      }),
    ]);
    expect(parseCompaniesHouse(chSearchTwo, DAY)).toHaveLength(2);
  });
});

describe("the proposal rule", () => {
  it("folds case, diacritics, punctuation and one trailing legal form", () => {
    expect(foldName("QUILLFEATHER APPLIANCES LTD")).toBe("quillfeather appliances");
    expect(foldName("Quillfeather Appliances")).toBe("quillfeather appliances");
    expect(foldName("Şık Ürünler Ltd. Şti.")).toBe("sik urunler");
    expect(foldName("A & B Limited")).toBe("a and b");
  });

  it("one equal name is proposed; two similar names, or none, propose nothing", () => {
    const company = { name: "Quillfeather Appliances", domain: "quillfeather.example" };
    expect(proposalOf(parseGleif(gleifSingle, DAY), company)).toBe(0);
    const northwind = { name: "Northwind Sample Trading", domain: null };
    expect(proposalOf(parseGleif(gleifAmbiguous, DAY), northwind)).toBeNull();
    // The same legal name in two countries (a LIMITED and a GmbH) is two candidates: none.
    // Companies House alone: one equal name beside a similar one ("TRADERS") is proposed.
    expect(proposalOf(parseCompaniesHouse(chSearchTwo, DAY), northwind)).toBe(0);
    // A partial name is never proposed (GLEIF's name filter matches parts of names).
    expect(proposalOf(parseGleif(gleifSingle, DAY), { name: "Quillfeather", domain: null })).toBe(
      null,
    );
  });
});

describe("looking up a company", () => {
  it("off by default: nothing is asked of any register", async () => {
    const company = await createCompany({ name: "Quillfeather Appliances Off" });
    const stub = registers({ gleif: gleifSingle });
    const result = await lookUpLegalEntity(
      { db, config: configWith({}), fetch: stub.fetch },
      "quillfeather-appliances-off",
      Date.now(),
    );
    expect(result).toEqual({ ok: false, reason: "off" });
    expect(stub.calls).toEqual([]);
    expect(await legalEntityOf(db, company.id)).toBeNull();
  });

  it("one match is proposed but not public until a superadmin confirms it", async () => {
    const company = await createCompany({
      name: "Quillfeather Appliances",
      domain: "quillfeather-appliances.example",
    });
    const stub = registers({ gleif: gleifSingle });
    const deps = { db, config: configWith({ REGISTER_LOOKUPS: "on" }), fetch: stub.fetch };
    const result = await lookUpLegalEntity(deps, "quillfeather-appliances", Date.now());
    expect(result).toEqual({ ok: true, found: 1, proposed: true, cached: false });
    // Without the Companies House key only GLEIF is asked.
    expect(stub.calls).toEqual(["api.gleif.org"]);
    const rows = await db
      .select()
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "candidate", proposed: true });
    // Never picked automatically.
    expect(await legalEntityOf(db, company.id)).toBeNull();

    // Asked again within the day: the candidates are the cache, no register is asked.
    expect(await lookUpLegalEntity(deps, "quillfeather-appliances", Date.now())).toMatchObject({
      ok: true,
      cached: true,
    });
    expect(stub.calls).toHaveLength(1);

    const admin = await createUser();
    expect(
      await decideLegalEntity(
        db,
        admin.id,
        { entityId: rows[0]?.id ?? "", decision: "confirm" },
        Date.now(),
      ),
    ).toBe(true);
    expect(await legalEntityOf(db, company.id)).toMatchObject({
      legal_name: "QUILLFEATHER APPLIANCES LTD",
      registry: "lei",
      identifier: "UCKTESTFIXTURE000143",
      source: "gleif",
    });
  });

  it("an ambiguous name: every candidate goes to review, none proposed, none public", async () => {
    const company = await createCompany({ name: "Northwind Sample Trading" });
    const stub = registers({ gleif: gleifAmbiguous, ch: chSearchTwo });
    const result = await lookUpLegalEntity(
      {
        db,
        config: configWith({ REGISTER_LOOKUPS: "on", COMPANIES_HOUSE_API_KEY: "fixture-key" }),
        fetch: stub.fetch,
      },
      "northwind-sample-trading",
      Date.now(),
    );
    expect(result).toEqual({ ok: true, found: 4, proposed: false, cached: false });
    expect(stub.calls.sort()).toEqual(["api.company-information.service.gov.uk", "api.gleif.org"]);
    const rows = await db
      .select({ state: companyLegalEntities.state, proposed: companyLegalEntities.proposed })
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, company.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.state === "candidate" && !row.proposed)).toBe(true);
    expect(await legalEntityOf(db, company.id)).toBeNull();
  });

  it("no record: nothing to review, and the entity stays unknown", async () => {
    const company = await createCompany({ name: "Nonexistent Fixture Company" });
    const stub = registers({ gleif: gleifNone });
    const result = await lookUpLegalEntity(
      { db, config: configWith({ REGISTER_LOOKUPS: "on" }), fetch: stub.fetch },
      "nonexistent-fixture-company",
      Date.now(),
    );
    expect(result).toEqual({ ok: true, found: 0, proposed: false, cached: false });
    expect(await legalEntityOf(db, company.id)).toBeNull();
  });
});
