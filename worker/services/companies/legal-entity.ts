import { ENTITY_LIMITS } from "@shared/legal-entity";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { hitRateLimit } from "../../auth/rate-limit";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { outerColumn } from "../../db/outer-column";
import {
  companies,
  companyClaims,
  companyLegalEntities,
  companyMembers,
  ENTITY_REGISTRIES,
  type ENTITY_SOURCES,
  registerLookups,
} from "../../db/schema";

/**
 * Who a company really is (decision 045). A company's legal entity is read from a
 * register (GLEIF, UK Companies House) as candidates a superadmin confirms, entered by its owner
 * with a document a superadmin checks, or entered by a superadmin. Only a confirmed entity is
 * public; the page says "legal entity unknown" otherwise, never a guess.
 */

export type EntityRegistry = (typeof ENTITY_REGISTRIES)[number];
export type EntitySource = (typeof ENTITY_SOURCES)[number];

/** One entity as a register or a person gave it. */
export type EntityCandidate = {
  legalName: string;
  registry: EntityRegistry;
  identifier: string;
  address: string | null;
  country: string | null;
  registerStatus: string | null;
  source: EntitySource;
  checkedOn: string;
};

/** The public shape (the company page, the file, its JSON, the API and the open data). */
export type LegalEntity = {
  legal_name: string;
  registry: EntityRegistry;
  identifier: string;
  address: string | null;
  country: string | null;
  status: string | null;
  /** gleif | companies_house: read from that register; company: entered by the company and checked by UCK; superadmin: entered by UCK. */
  source: EntitySource;
  /** The day the facts were read from the register or the company's document was checked. */
  checked: string;
};

export const GLEIF_API = "https://api.gleif.org/api/v1";
export const COMPANIES_HOUSE_API = "https://api.company-information.service.gov.uk";

const day = (now: number) => new Date(now).toISOString().slice(0, 10);

// --- Reading the registers' answers (shapes: docs/registers/README.md) ---------------------------

/** A register's address: each of its fields (named as that register names them) may be missing. */
const addressOf = <K extends string>(fields: readonly K[]) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, z.string().nullish()])) as Record<
      K,
      z.ZodOptional<z.ZodNullable<z.ZodString>>
    >,
  );

/** An address on one line: its parts that are there, in the register's order. */
const oneLine = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(", ") || null;

/** A register's status words, and their detail where it gives one. */
const statusWords = (...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(" / ") || null;

const GleifAddress = addressOf(["city", "region", "country", "postalCode"])
  .extend({ addressLines: z.array(z.string()).nullish() })
  .nullish();

const GleifRecord = z.object({
  id: z.string(),
  attributes: z.object({
    lei: z.string().nullish(),
    entity: z.object({
      legalName: z.object({ name: z.string() }),
      legalAddress: GleifAddress,
      status: z.string().nullish(),
    }),
    registration: z.object({ status: z.string().nullish() }).nullish(),
  }),
});

/** The records of a GLEIF `lei-records` answer (a list, or one record), extra keys tolerated. */
export function parseGleif(json: unknown, checkedOn: string): EntityCandidate[] {
  const parsed = z.object({ data: z.union([z.array(z.unknown()), z.unknown()]) }).safeParse(json);
  if (!parsed.success) return [];
  const items = Array.isArray(parsed.data.data) ? parsed.data.data : [parsed.data.data];
  const out: EntityCandidate[] = [];
  for (const item of items) {
    const record = GleifRecord.safeParse(item);
    if (!record.success) continue;
    const { entity, registration, lei } = record.data.attributes;
    const address = entity.legalAddress;
    const line = address
      ? oneLine([
          ...(address.addressLines ?? []),
          [address.postalCode, address.city].filter(Boolean).join(" "),
          address.country,
        ])
      : null;
    out.push({
      legalName: entity.legalName.name,
      registry: "lei",
      identifier: lei ?? record.data.id,
      address: line,
      country: address?.country ?? null,
      // The entity's status and its LEI's registration status, as GLEIF words them.
      registerStatus: statusWords(entity.status, registration?.status),
      source: "gleif",
      checkedOn,
    });
  }
  return out;
}

const ChItem = z.object({
  title: z.string(),
  company_number: z.string(),
  company_status: z.string().nullish(),
  address_snippet: z.string().nullish(),
});

/** The items of a Companies House `/search/companies` answer (`page_number` optional). */
export function parseCompaniesHouse(json: unknown, checkedOn: string): EntityCandidate[] {
  const parsed = z.object({ items: z.array(z.unknown()).default([]) }).safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.items.flatMap((item) => {
    const company = ChItem.safeParse(item);
    if (!company.success) return [];
    return [
      {
        legalName: company.data.title,
        registry: "gb_company_number" as const,
        identifier: company.data.company_number,
        address: company.data.address_snippet ?? null,
        country: "GB",
        registerStatus: company.data.company_status ?? null,
        source: "companies_house" as const,
        checkedOn,
      },
    ];
  });
}

// --- The proposal rule (decision 045) ------------------------------------------------------------

/** Legal forms left off the end of a name before names are compared. */
const LEGAL_FORMS = [
  "limited",
  "ltd",
  "plc",
  "llc",
  "llp",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "ag",
  "sa",
  "sas",
  "sl",
  "srl",
  "spa",
  "bv",
  "nv",
  "as",
  "ab",
  "oy",
  "ltda",
  "sti",
  "ltd sti",
  "limited sirketi",
  "anonim sirketi",
  "a s",
];

/**
 * A name for comparing: Unicode-folded (diacritics off, dotless ı as i), lower case, "&" as
 * "and", every run of other characters as one space, and one trailing legal form left off.
 */
export function foldName(name: string) {
  let folded = name
    .replace(/ı/g, "i")
    .replace(/İ/g, "I")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  for (const form of [...LEGAL_FORMS].sort((a, b) => b.length - a.length)) {
    if (folded.endsWith(` ${form}`)) {
      folded = folded.slice(0, -form.length - 1).trim();
      break;
    }
  }
  return folded;
}

/** The folded names a register's legal name is compared with: the company's and its domain's. */
function companyNames(company: { name: string; domain: string | null }) {
  const names = new Set([foldName(company.name)]);
  const label = company.domain?.split(".")[0];
  if (label) names.add(foldName(label));
  names.delete("");
  return names;
}

/**
 * The one candidate UCK proposes, or null. The rule (decision 045): exactly one candidate of the
 * whole answer has a folded legal name equal to the folded company name (or its domain's first
 * label); with none or several, none is proposed. Registers give no domain, so a domain never
 * matches on its own. A superadmin confirms a proposal like any other candidate: nothing is
 * ever picked without them.
 */
export function proposalOf(
  candidates: readonly EntityCandidate[],
  company: { name: string; domain: string | null },
): number | null {
  const names = companyNames(company);
  const equal = candidates.flatMap((candidate, index) =>
    names.has(foldName(candidate.legalName)) ? [index] : [],
  );
  return equal.length === 1 ? (equal[0] ?? null) : null;
}

// --- Looking up ----------------------------------------------------------------------------------

export type LookupResult =
  | { ok: true; found: number; proposed: boolean; cached: boolean }
  | { ok: false; reason: "off" | "no-company" | "limited" | "failed" };

/** How long a look-up's answer stands, whether it found records or nothing (decision 050). */
export const LOOKUP_CACHE_MS = 24 * 3_600_000;
/** Companies House profiles read after one look-up's search, at most (decision 050). */
export const PROFILES_PER_LOOKUP = 2;

const ChAddress = addressOf([
  "care_of",
  "po_box",
  "premises",
  "address_line_1",
  "address_line_2",
  "locality",
  "region",
  "postal_code",
  "country",
]).nullish();

const ChProfile = z.object({
  company_name: z.string(),
  company_number: z.string(),
  company_status: z.string().nullish(),
  company_status_detail: z.string().nullish(),
  registered_office_address: ChAddress,
});

/**
 * A Companies House company profile (`GET /company/{company_number}`): its current name, the
 * registered office address (in the order the register's own pages print it) and its status with
 * the status detail, extra keys tolerated. Null when it is not a profile.
 */
export function parseCompanyProfile(json: unknown, checkedOn: string): EntityCandidate | null {
  const parsed = ChProfile.safeParse(json);
  if (!parsed.success) return null;
  const { registered_office_address: office, ...profile } = parsed.data;
  const address = office
    ? oneLine([
        office.care_of ? `c/o ${office.care_of}` : null,
        office.po_box ? `PO Box ${office.po_box}` : null,
        office.premises,
        office.address_line_1,
        office.address_line_2,
        office.locality,
        office.region,
        office.postal_code,
        office.country,
      ])
    : null;
  return {
    legalName: profile.company_name,
    registry: "gb_company_number",
    identifier: profile.company_number,
    address,
    country: "GB",
    registerStatus: statusWords(profile.company_status, profile.company_status_detail),
    source: "companies_house",
    checkedOn,
  };
}

/**
 * Asks the registers for a company's legal name (a superadmin's action) and keeps what they
 * answer as candidates for a superadmin. Off unless REGISTER_LOOKUPS is on; Companies House only
 * with its key: its search, then the company profile of each result whose name is the company's
 * (at most two, for the registered address and status). A company looked up in the last day is
 * not asked again, whether the registers found records (its candidates) or nothing
 * (register_lookups, the negative cache); a register that failed is not cached. The whole site
 * asks at most 30 times a minute, and reads at most 30 profiles a minute.
 */
export async function lookUpLegalEntity(
  deps: { db: Database; config: AppConfig; fetch: typeof fetch },
  slug: string,
  now: number,
): Promise<LookupResult> {
  if (!deps.config.registers.lookups) return { ok: false, reason: "off" };
  const [company] = await deps.db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(eq(companies.slug, slug.toLowerCase()))
    .limit(1);
  if (!company) return { ok: false, reason: "no-company" };
  const key = deps.config.registers.companiesHouseKey;
  const asked = key ? "gleif companies_house" : "gleif";
  const [[recent], [last]] = await deps.db.batch([
    deps.db
      .select({ count: sql<number>`count(*)` })
      .from(companyLegalEntities)
      .where(
        and(
          eq(companyLegalEntities.companyId, company.id),
          inArray(companyLegalEntities.source, ["gleif", "companies_house"]),
          gt(companyLegalEntities.createdAt, new Date(now - LOOKUP_CACHE_MS)),
        ),
      ),
    deps.db
      .select({ found: registerLookups.found })
      .from(registerLookups)
      .where(
        and(
          eq(registerLookups.companyId, company.id),
          eq(registerLookups.registers, asked),
          gt(registerLookups.expiresAt, new Date(now)),
        ),
      )
      .limit(1),
  ]);
  if (recent && recent.count > 0) {
    return { ok: true, found: recent.count, proposed: false, cached: true };
  }
  // The registers answered nothing (or only what was known) within the day: not asked again.
  if (last) return { ok: true, found: 0, proposed: false, cached: true };
  const limit = await hitRateLimit(deps.db, "registerLookupSiteWide", "site", now);
  if (!limit.allowed) return { ok: false, reason: "limited" };

  const checkedOn = day(now);
  const candidates: EntityCandidate[] = [];
  const known = new Set(
    (
      await deps.db
        .select({ registry: companyLegalEntities.registry, id: companyLegalEntities.identifier })
        .from(companyLegalEntities)
        .where(eq(companyLegalEntities.companyId, company.id))
    ).map((row) => `${row.registry}:${row.id}`),
  );
  // Only the status is read when a register fails: no error body is published (DO-NOT-SHIP 10).
  // A 404 is read as "nothing found"; any other failure leaves nothing cached.
  let failed = 0;
  try {
    const gleif = new URL(`${GLEIF_API}/lei-records`);
    gleif.searchParams.set("filter[entity.legalName]", company.name);
    gleif.searchParams.set("page[size]", "10");
    const answer = await deps.fetch(gleif, {
      headers: { Accept: "application/vnd.api+json" },
    });
    if (answer.ok) candidates.push(...parseGleif(await answer.json(), checkedOn));
    else if (answer.status !== 404) failed++;
    if (key) {
      const authorization = { Authorization: `Basic ${btoa(`${key}:`)}` };
      const search = new URL(`${COMPANIES_HOUSE_API}/search/companies`);
      search.searchParams.set("q", company.name);
      search.searchParams.set("items_per_page", "10");
      const ch = await deps.fetch(search, { headers: authorization });
      const found = ch.ok ? parseCompaniesHouse(await ch.json(), checkedOn) : [];
      if (!ch.ok && ch.status !== 404) failed++;
      // The profile of each search result whose name is the company's (the proposal rule's
      // equality), not already known: its registered office address and status replace the
      // search's snippet. A failed or refused profile read keeps the snippet.
      const names = companyNames(company);
      let profiles = 0;
      for (const [index, item] of found.entries()) {
        if (profiles >= PROFILES_PER_LOOKUP) break;
        if (!names.has(foldName(item.legalName))) continue;
        if (known.has(`${item.registry}:${item.identifier}`)) continue;
        if (!(await hitRateLimit(deps.db, "registerProfileSiteWide", "site", now)).allowed) break;
        profiles++;
        const url = `${COMPANIES_HOUSE_API}/company/${encodeURIComponent(item.identifier)}`;
        const answer = await deps.fetch(url, { headers: authorization });
        const profile = answer.ok ? parseCompanyProfile(await answer.json(), checkedOn) : null;
        if (profile && profile.identifier === item.identifier) found[index] = profile;
      }
      candidates.push(...found);
    }
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (candidates.length === 0 && failed > 0) return { ok: false, reason: "failed" };
  const proposed = proposalOf(candidates, company);
  const rows = candidates
    .map((candidate, index) => ({ candidate, proposed: index === proposed }))
    .filter(({ candidate }) => !known.has(`${candidate.registry}:${candidate.identifier}`))
    .map(({ candidate, proposed: isProposed }) => ({
      id: crypto.randomUUID(),
      companyId: company.id,
      ...candidate,
      state: "candidate" as const,
      proposed: isProposed,
      createdAt: new Date(now),
    }));
  const lookup = {
    registers: asked,
    found: rows.length,
    lookedUpAt: new Date(now),
    expiresAt: new Date(now + LOOKUP_CACHE_MS),
  };
  const remember = deps.db
    .insert(registerLookups)
    .values({ companyId: company.id, ...lookup })
    .onConflictDoUpdate({ target: registerLookups.companyId, set: lookup });
  // A register that failed is asked again next time; what answered is kept.
  if (rows.length > 0 && failed === 0)
    await deps.db.batch([deps.db.insert(companyLegalEntities).values(rows), remember]);
  else if (rows.length > 0) await deps.db.insert(companyLegalEntities).values(rows);
  else if (failed === 0) await remember;
  return { ok: true, found: rows.length, proposed: proposed !== null, cached: false };
}

// --- Entering and deciding -------------------------------------------------------------------------

/** What a person types for an entity (a superadmin, or a company's owner with a document). */
export const EntityInputSchema = z.object({
  legalName: z.string().trim().min(2).max(ENTITY_LIMITS.legalName),
  registry: z.enum(ENTITY_REGISTRIES),
  identifier: z
    .string()
    .trim()
    .min(2)
    .max(ENTITY_LIMITS.identifier)
    .regex(/^[A-Za-z0-9./ -]+$/),
  address: z.string().trim().max(ENTITY_LIMITS.address).optional().default(""),
  country: z
    .string()
    .trim()
    .max(ENTITY_LIMITS.country)
    .regex(/^([A-Za-z]{2})?$/)
    .optional()
    .default(""),
});
export type EntityInput = z.infer<typeof EntityInputSchema>;

/** A typed entity's row, dated today: a person's entry, never a register's reading. */
const rowOf = (input: EntityInput, now: number) => ({
  id: crypto.randomUUID(),
  legalName: input.legalName,
  registry: input.registry,
  identifier: input.identifier.toUpperCase(),
  address: input.address || null,
  country: input.country ? input.country.toUpperCase() : null,
  registerStatus: null,
  checkedOn: day(now),
  createdAt: new Date(now),
});

/** The company's confirmed entity becomes `replaced`: a new one is being confirmed. */
const replaceConfirmed = (db: Database, companyId: string) =>
  db
    .update(companyLegalEntities)
    .set({ state: "replaced" })
    .where(
      and(
        eq(companyLegalEntities.companyId, companyId),
        eq(companyLegalEntities.state, "confirmed"),
      ),
    );

/**
 * A superadmin enters a company's entity: it is confirmed at once (the one it replaces is kept as
 * `replaced`). Null when no company has the slug.
 */
export async function enterLegalEntity(
  db: Database,
  actorId: string,
  slug: string,
  input: EntityInput,
  now: number,
) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.slug, slug.toLowerCase()))
    .limit(1);
  if (!company) return null;
  const row = rowOf(input, now);
  await db.batch([
    replaceConfirmed(db, company.id),
    db.insert(companyLegalEntities).values({
      ...row,
      companyId: company.id,
      source: "superadmin",
      state: "confirmed",
      enteredBy: actorId,
      reviewedBy: actorId,
      reviewedAt: new Date(now),
    }),
  ]);
  return { id: row.id, company: company.name };
}

/**
 * A company's owner, or a person whose claim of its page is pending (decision 050), enters its
 * entity with a document (a private object under evidence/…): it waits for a superadmin and is
 * not public before. An owner's entry takes the place of every entry waiting for the company; a
 * claimant's takes the place of their own only, so one claimant cannot push another's aside.
 */
export async function submitLegalEntity(
  db: Database,
  userId: string,
  companyId: string,
  input: EntityInput,
  documentKey: string,
  now: number,
  replaces: "company" | "own" = "company",
) {
  const row = rowOf(input, now);
  await db.batch([
    db
      .update(companyLegalEntities)
      .set({ state: "rejected", reviewedAt: new Date(now) })
      .where(
        and(
          eq(companyLegalEntities.companyId, companyId),
          eq(companyLegalEntities.state, "submitted"),
          replaces === "own" ? eq(companyLegalEntities.enteredBy, userId) : undefined,
        ),
      ),
    db.insert(companyLegalEntities).values({
      ...row,
      companyId,
      source: "company",
      state: "submitted",
      documentKey,
      enteredBy: userId,
    }),
  ]);
  return row.id;
}

export const EntityDecisionSchema = z.object({
  entityId: z.string().trim().min(1).max(64),
  decision: z.enum(["confirm", "reject"]),
});

/**
 * A superadmin confirms or rejects a candidate or a company's submission. Confirming replaces the
 * company's confirmed entity; a company's entity is dated by this check. False when it was
 * already decided.
 */
export async function decideLegalEntity(
  db: Database,
  actorId: string,
  input: z.infer<typeof EntityDecisionSchema>,
  now: number,
) {
  const [row] = await db
    .select({
      companyId: companyLegalEntities.companyId,
      state: companyLegalEntities.state,
      source: companyLegalEntities.source,
    })
    .from(companyLegalEntities)
    .where(eq(companyLegalEntities.id, input.entityId))
    .limit(1);
  if (!row || (row.state !== "candidate" && row.state !== "submitted")) return false;
  const reviewed = { reviewedBy: actorId, reviewedAt: new Date(now) };
  if (input.decision === "reject") {
    await db
      .update(companyLegalEntities)
      .set({ state: "rejected", ...reviewed })
      .where(eq(companyLegalEntities.id, input.entityId));
    return true;
  }
  await db.batch([
    replaceConfirmed(db, row.companyId),
    db
      .update(companyLegalEntities)
      .set({
        state: "confirmed",
        ...reviewed,
        // The register's reading keeps its day; a company's document is dated by this check.
        ...(row.source === "company" ? { checkedOn: day(now) } : {}),
      })
      .where(eq(companyLegalEntities.id, input.entityId)),
  ]);
  return true;
}

// --- Reading -------------------------------------------------------------------------------------

/** An entity's public columns, named as its JSON names them (`legalEntityFrom` reads them). */
export const legalEntityColumns = {
  legal_name: companyLegalEntities.legalName,
  registry: companyLegalEntities.registry,
  identifier: companyLegalEntities.identifier,
  address: companyLegalEntities.address,
  country: companyLegalEntities.country,
  status: companyLegalEntities.registerStatus,
  source: companyLegalEntities.source,
  checked: companyLegalEntities.checkedOn,
};

/** The query of a company's confirmed entity, for a page's batch (`legalEntityFrom` reads it). */
export const legalEntityQuery = (db: Database, companyId: CompanyKey) =>
  db
    .select(legalEntityColumns)
    .from(companyLegalEntities)
    .where(
      and(
        eq(companyLegalEntities.companyId, companyId),
        eq(companyLegalEntities.state, "confirmed"),
      ),
    )
    .limit(1);

/**
 * The company's own entry waiting for a superadmin, for a page's batch; with `enteredBy`, only
 * that person's.
 */
export const waitingEntryQuery = (db: Database, companyId: CompanyKey, enteredBy?: string) =>
  db
    .select({ legalName: companyLegalEntities.legalName, day: companyLegalEntities.checkedOn })
    .from(companyLegalEntities)
    .where(
      and(
        eq(companyLegalEntities.companyId, companyId),
        eq(companyLegalEntities.state, "submitted"),
        enteredBy === undefined ? undefined : eq(companyLegalEntities.enteredBy, enteredBy),
      ),
    )
    .orderBy(desc(companyLegalEntities.createdAt))
    .limit(1);

/** The viewer's own entry waiting for a superadmin (a claimant's, decision 050), for a page's batch. */
export const ownWaitingEntryQuery = (db: Database, companyId: CompanyKey, userId: string | null) =>
  waitingEntryQuery(db, companyId, userId ?? "");

/** A company's confirmed entity, or null: "legal entity unknown". */
export async function legalEntityOf(db: Database, companyId: string): Promise<LegalEntity | null> {
  const [row] = await legalEntityQuery(db, companyId);
  return row ?? null;
}

/** The confirmed entities of many companies (the open-data files). */
export async function legalEntitiesOf(db: Database, companyIds: readonly string[]) {
  const found = new Map<string, LegalEntity>();
  for (let start = 0; start < companyIds.length; start += 90) {
    const rows = await db
      .select({ companyId: companyLegalEntities.companyId, ...legalEntityColumns })
      .from(companyLegalEntities)
      .where(
        and(
          inArray(companyLegalEntities.companyId, companyIds.slice(start, start + 90)),
          eq(companyLegalEntities.state, "confirmed"),
        ),
      );
    for (const { companyId, ...entity } of rows) found.set(companyId, entity);
  }
  return found;
}

/** What waits for a superadmin: candidates from the registers and companies' submissions. */
export async function entitiesToReview(db: Database, limit = 50) {
  return db
    .select({
      id: companyLegalEntities.id,
      companyName: companies.name,
      companySlug: companies.slug,
      legalName: companyLegalEntities.legalName,
      registry: companyLegalEntities.registry,
      identifier: companyLegalEntities.identifier,
      address: companyLegalEntities.address,
      registerStatus: companyLegalEntities.registerStatus,
      source: companyLegalEntities.source,
      checkedOn: companyLegalEntities.checkedOn,
      state: companyLegalEntities.state,
      proposed: companyLegalEntities.proposed,
      hasDocument: sql<boolean>`${companyLegalEntities.documentKey} is not null`,
      // Entered by someone whose claim of the page is still pending (not a member): the address
      // they claimed it with, so the superadmin weighs the claim with the document.
      claimantEmail: sql<string | null>`(
        select claim.requester_email from company_claims claim
        where claim.company_id = ${outerColumn(companyLegalEntities.companyId)}
          and claim.user_id = ${outerColumn(companyLegalEntities.enteredBy)}
          and claim.status = 'pending'
          and ${outerColumn(companyLegalEntities.source)} = 'company'
          and not exists (
            select 1 from company_members member
            where member.company_id = ${outerColumn(companyLegalEntities.companyId)}
              and member.user_id = ${outerColumn(companyLegalEntities.enteredBy)}
          )
        limit 1
      )`,
    })
    .from(companyLegalEntities)
    .innerJoin(companies, eq(companies.id, companyLegalEntities.companyId))
    .where(inArray(companyLegalEntities.state, ["candidate", "submitted"]))
    .orderBy(desc(companyLegalEntities.proposed), companyLegalEntities.createdAt)
    .limit(limit);
}

/** The document of a company's submission (superadmins only, /admin/evidence/{id}). */
export async function entityDocumentKey(db: Database, entityId: string) {
  const [row] = await db
    .select({ key: companyLegalEntities.documentKey })
    .from(companyLegalEntities)
    .where(eq(companyLegalEntities.id, entityId))
    .limit(1);
  return row?.key ?? null;
}

// --- A company's owner, or its claimant, enters its entity ----------------------------------------

const ENTRY_MESSAGES = {
  owner: {
    title: "Error",
    description:
      "Only an owner of this company page, or a person whose claim of it is pending, can enter its legal entity.",
    words: { text: "entity.owner" },
  },
  invalid: {
    title: "Error",
    description:
      "Give the legal name, the register, its number (letters, digits, dots, slashes, dashes) and a two-letter country code.",
    words: { text: "entity.invalid" },
  },
  document: {
    title: "Error",
    description:
      "Attach a picture (JPEG, PNG or WebP, at most 5 MB) of a document that shows the legal name and number.",
    words: { text: "entity.document" },
  },
  limited: {
    title: "Error",
    description: "This company has entered its legal entity three times today. Try again tomorrow.",
    words: { text: "entity.limited" },
  },
  claimantLimited: {
    title: "Error",
    description: "You have entered a legal entity three times today. Try again tomorrow.",
    words: { text: "entity.claimantLimited" },
  },
  claimsLimited: {
    title: "Error",
    description:
      "Five legal entities were entered with claims of this page today. Try again tomorrow.",
    words: { text: "entity.claimsLimited" },
  },
  sent: {
    title: "Sent for checking",
    description:
      "UCK checks the document against what you entered. Until then the page says the legal entity is unknown.",
    words: { text: "entity.sent", title: "title.entitySent" },
  },
} as const;

/**
 * Who may enter a company's legal entity: an owner of its claimed page, or a person whose claim of
 * the unclaimed page is pending (decision 050); null for anyone else.
 */
async function entryRight(db: Database, userId: string, companyId: string) {
  const [members, claims] = await db.batch([
    db
      .select({ role: companyMembers.role, claimed: companies.claimed })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))),
    db
      .select({ id: companyClaims.id })
      .from(companyClaims)
      .innerJoin(companies, eq(companies.id, companyClaims.companyId))
      .where(
        and(
          eq(companyClaims.companyId, companyId),
          eq(companyClaims.userId, userId),
          eq(companyClaims.status, "pending"),
          eq(companies.claimed, false),
        ),
      )
      .limit(1),
  ]);
  const member = members[0];
  if (member?.role === "owner" && member.claimed) return "owner" as const;
  return claims.length > 0 ? ("claimant" as const) : null;
}

/**
 * A company's owner, or the person claiming its page (decision 050), enters its legal entity with
 * a document (decision 045): the document is kept privately (evidence/…, read only by
 * superadmins), the entry waits for a superadmin and is not public before. An owner's entries:
 * three a day per company. A claimant's: three a day per person and five a day per company for
 * all its claimants together, counted apart from the owners', so claimants cannot use up the
 * owners' entries.
 */
export async function enterCompanyEntity(
  deps: {
    db: Database;
    storeDocument: (file: File) => Promise<{ ok: true; key: string } | { ok: false }>;
  },
  userId: string,
  companyId: string,
  fields: Record<string, unknown>,
  document: FormDataEntryValue | null,
  now: number,
) {
  const right = await entryRight(deps.db, userId, companyId);
  if (!right)
    return { ok: false as const, code: "forbidden" as const, toast: ENTRY_MESSAGES.owner };
  const input = EntityInputSchema.safeParse(fields);
  if (!input.success)
    return { ok: false as const, code: "invalid" as const, toast: ENTRY_MESSAGES.invalid };
  if (!(document instanceof File) || document.size === 0)
    return { ok: false as const, code: "invalid" as const, toast: ENTRY_MESSAGES.document };
  if (right === "owner") {
    const limit = await hitRateLimit(deps.db, "legalEntityByCompany", companyId, now);
    if (!limit.allowed)
      return { ok: false as const, code: "rate_limited" as const, toast: ENTRY_MESSAGES.limited };
  } else {
    const person = await hitRateLimit(deps.db, "legalEntityByClaimant", userId, now);
    const company = person.allowed
      ? await hitRateLimit(deps.db, "legalEntityClaimsByCompany", companyId, now)
      : person;
    if (!company.allowed) {
      const toast = person.allowed ? ENTRY_MESSAGES.claimsLimited : ENTRY_MESSAGES.claimantLimited;
      return { ok: false as const, code: "rate_limited" as const, toast };
    }
  }
  const stored = await deps.storeDocument(document);
  if (!stored.ok)
    return { ok: false as const, code: "invalid" as const, toast: ENTRY_MESSAGES.document };
  await submitLegalEntity(
    deps.db,
    userId,
    companyId,
    input.data,
    stored.key,
    now,
    right === "owner" ? "company" : "own",
  );
  return { ok: true as const, toast: ENTRY_MESSAGES.sent };
}
