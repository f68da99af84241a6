/**
 * Issue 66: a company's legal entity from the registers (decision 045). The registers' answers are
 * the hand-written fixtures of test/fixtures/registers/ (their documented shapes, fictitious
 * values); fetch is stubbed at its boundary, so no test calls a register.
 */
import { env } from "cloudflare:test";
import { parseConfig } from "@worker/config";
import { companyLegalEntities, rateLimits, registerLookups } from "@worker/db/schema";
import {
  decideLegalEntity,
  foldName,
  LOOKUP_CACHE_MS,
  legalEntityOf,
  lookUpLegalEntity,
  parseCompaniesHouse,
  parseCompanyProfile,
  parseGleif,
  proposalOf,
} from "@worker/services/companies/legal-entity";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import chProfile from "../fixtures/registers/ch-company-profile.json";
import chSearchNone from "../fixtures/registers/ch-search-none.json";
import chSearchOne from "../fixtures/registers/ch-search-one.json";
import chSearchTwo from "../fixtures/registers/ch-search-two.json";
import gleifRecord from "../fixtures/registers/gleif-record-single.json";
import gleifAmbiguous from "../fixtures/registers/gleif-search-ambiguous.json";
import gleifNone from "../fixtures/registers/gleif-search-none.json";
import gleifSingle from "../fixtures/registers/gleif-search-single.json";

const DAY = "2026-11-29";

/**
 * A fetch that answers each register from its fixture and counts the calls (host and path): the
 * GLEIF search, the Companies House search and its company profiles by number (404 for a number
 * without a fixture). `status` makes a register fail.
 */
function registers(answers: {
  gleif: unknown;
  ch?: unknown;
  profiles?: Record<string, unknown>;
  status?: { gleif?: number; ch?: number };
}) {
  const calls: string[] = [];
  const stub = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(`${url.host}${url.pathname}`);
    if (url.host === "api.gleif.org") {
      const status = answers.status?.gleif;
      return status ? new Response(null, { status }) : Response.json(answers.gleif);
    }
    if (url.host === "api.company-information.service.gov.uk") {
      const status = answers.status?.ch;
      if (status) return new Response(null, { status });
      const number = url.pathname.match(/^\/company\/([^/]+)$/)?.[1];
      if (number === undefined) return Response.json(answers.ch);
      const profile = answers.profiles?.[decodeURIComponent(number)];
      return profile ? Response.json(profile) : new Response(null, { status: 404 });
    }
    return new Response(null, { status: 599 });
  }) as typeof fetch;
  return { fetch: stub, calls };
}

const GLEIF_SEARCH = "api.gleif.org/api/v1/lei-records";
const CH_SEARCH = "api.company-information.service.gov.uk/search/companies";
const CH_PROFILE = (number: string) => `api.company-information.service.gov.uk/company/${number}`;

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
    expect(parseCompaniesHouse(chSearchNone, DAY)).toEqual([]);
  });

  it("Companies House's company profile: its name, registered office address and status", () => {
    expect(parseCompanyProfile(chProfile, DAY)).toEqual({
      legalName: "QUILLFEATHER APPLIANCES LTD",
      registry: "gb_company_number",
      identifier: "99999901",
      address: "Unit 4, Fixture Works, 12 Example Lane, Leeds, LS1 4AP, England",
      country: "GB",
      registerStatus: "active",
      source: "companies_house",
      checkedOn: DAY,
    });
    // The status detail follows the status; a search answer is not a profile.
    expect(
      parseCompanyProfile(
        { ...chProfile, company_status_detail: "active-proposal-to-strike-off" },
        DAY,
      )?.registerStatus,
    ).toBe("active / active-proposal-to-strike-off");
    expect(parseCompanyProfile(chSearchOne, DAY)).toBeNull();
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
    expect(stub.calls).toEqual([GLEIF_SEARCH]);
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
    // The profile of the one search result named like the company (99999902) is asked for; it
    // has no fixture (a 404), so its search snippet stays.
    expect(stub.calls).toEqual([GLEIF_SEARCH, CH_SEARCH, CH_PROFILE("99999902")]);
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

describe("an answer that found nothing is cached too (decision 050)", () => {
  const lookupsOf = (companyId: string) =>
    db.select().from(registerLookups).where(eq(registerLookups.companyId, companyId));

  it("a repeat within the day calls no register; another set of registers, or the next day, does", async () => {
    const company = await createCompany({ name: "Nonexistent Fixture Company Two" });
    const slug = "nonexistent-fixture-company-two";
    const stub = registers({ gleif: gleifNone, ch: chSearchNone });
    const gleifOnly = { db, config: configWith({ REGISTER_LOOKUPS: "on" }), fetch: stub.fetch };
    const both = {
      db,
      config: configWith({ REGISTER_LOOKUPS: "on", COMPANIES_HOUSE_API_KEY: "fixture-key" }),
      fetch: stub.fetch,
    };
    const now = Date.now();
    expect(await lookUpLegalEntity(gleifOnly, slug, now)).toEqual({
      ok: true,
      found: 0,
      proposed: false,
      cached: false,
    });
    expect(stub.calls).toEqual([GLEIF_SEARCH]);
    expect(await lookupsOf(company.id)).toMatchObject([{ registers: "gleif", found: 0 }]);
    // Asked again within the day: the empty answer stands, no register is called.
    expect(await lookUpLegalEntity(gleifOnly, slug, now + 60_000)).toEqual({
      ok: true,
      found: 0,
      proposed: false,
      cached: true,
    });
    expect(stub.calls).toHaveLength(1);
    // With Companies House's key the registers asked are not the same: both are asked, once.
    expect(await lookUpLegalEntity(both, slug, now + 120_000)).toMatchObject({ cached: false });
    expect(stub.calls).toEqual([GLEIF_SEARCH, GLEIF_SEARCH, CH_SEARCH]);
    expect(await lookUpLegalEntity(both, slug, now + 180_000)).toMatchObject({ cached: true });
    expect(stub.calls).toHaveLength(3);
    // A day later the answer has expired: asked again.
    expect(await lookUpLegalEntity(both, slug, now + 120_000 + LOOKUP_CACHE_MS + 1)).toMatchObject({
      cached: false,
    });
    expect(stub.calls).toHaveLength(5);
    expect(await legalEntityOf(db, company.id)).toBeNull();
  });

  it("a register that failed is not cached: the next look-up asks again", async () => {
    const company = await createCompany({ name: "Nonexistent Fixture Company Three" });
    const slug = "nonexistent-fixture-company-three";
    const stub = registers({ gleif: gleifNone, status: { gleif: 503 } });
    const deps = { db, config: configWith({ REGISTER_LOOKUPS: "on" }), fetch: stub.fetch };
    expect(await lookUpLegalEntity(deps, slug, Date.now())).toEqual({
      ok: false,
      reason: "failed",
    });
    expect(await lookupsOf(company.id)).toEqual([]);
    expect(await lookUpLegalEntity(deps, slug, Date.now())).toEqual({
      ok: false,
      reason: "failed",
    });
    expect(stub.calls).toEqual([GLEIF_SEARCH, GLEIF_SEARCH]);
  });
});

describe("Companies House's company profile after a search match (decision 050)", () => {
  it("the matching result's registered office and status come from its profile, cached with the look-up", async () => {
    const company = await createCompany({ name: "Quillfeather Appliances Limited" });
    const slug = "quillfeather-appliances-limited";
    const stub = registers({
      gleif: gleifNone,
      ch: chSearchOne,
      profiles: { "99999901": chProfile },
    });
    const deps = {
      db,
      config: configWith({ REGISTER_LOOKUPS: "on", COMPANIES_HOUSE_API_KEY: "fixture-key" }),
      fetch: stub.fetch,
    };
    expect(await lookUpLegalEntity(deps, slug, Date.now())).toEqual({
      ok: true,
      found: 1,
      proposed: true,
      cached: false,
    });
    expect(stub.calls).toEqual([GLEIF_SEARCH, CH_SEARCH, CH_PROFILE("99999901")]);
    const rows = await db
      .select()
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, company.id));
    expect(rows).toMatchObject([
      {
        legalName: "QUILLFEATHER APPLIANCES LTD",
        registry: "gb_company_number",
        identifier: "99999901",
        address: "Unit 4, Fixture Works, 12 Example Lane, Leeds, LS1 4AP, England",
        registerStatus: "active",
        source: "companies_house",
        state: "candidate",
        proposed: true,
      },
    ]);
    // Not public before a superadmin confirms it; a repeat within the day calls nothing.
    expect(await legalEntityOf(db, company.id)).toBeNull();
    expect(await lookUpLegalEntity(deps, slug, Date.now())).toMatchObject({ cached: true });
    expect(stub.calls).toHaveLength(3);
  });

  it("only a result named like the company is read; past the site-wide limit the snippet stays", async () => {
    const company = await createCompany({ name: "Quillfeather Appliances Co" });
    const stub = registers({
      gleif: gleifNone,
      ch: chSearchOne,
      profiles: { "99999901": chProfile },
    });
    const deps = {
      db,
      config: configWith({ REGISTER_LOOKUPS: "on", COMPANIES_HOUSE_API_KEY: "fixture-key" }),
      fetch: stub.fetch,
    };
    // Another name: the search's result is a candidate, its profile is not read.
    const other = await createCompany({ name: "Quillfeather" });
    await lookUpLegalEntity(deps, "quillfeather", Date.now());
    expect(stub.calls).toEqual([GLEIF_SEARCH, CH_SEARCH]);
    const [otherRow] = await db
      .select()
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, other.id));
    expect(otherRow?.address).toBe(
      "Unit 4, Fixture Works, 12 Example Lane, Leeds, England, LS1 4AP",
    );

    // The whole site has read its 30 profiles this minute: none is read, the snippet stays.
    const now = Date.now();
    await db
      .insert(rateLimits)
      .values({ key: "registerProfileSiteWide:site", windowStart: now, count: 30 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: 30 } });
    try {
      await lookUpLegalEntity(deps, "quillfeather-appliances-co", now);
    } finally {
      await db.delete(rateLimits).where(eq(rateLimits.key, "registerProfileSiteWide:site"));
    }
    expect(stub.calls).toEqual([GLEIF_SEARCH, CH_SEARCH, GLEIF_SEARCH, CH_SEARCH]);
    const [row] = await db
      .select()
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, company.id));
    expect(row?.address).toBe("Unit 4, Fixture Works, 12 Example Lane, Leeds, England, LS1 4AP");
  });
});
