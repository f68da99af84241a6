import { z } from "zod";

/**
 * The escalation file (`/complaint/{id}/file.json`): what a complainant hands an authority or
 * an ombudsman when the company did not answer. Versioned: a change that removes or renames a
 * field raises `schema_version`; new optional fields do not. Also in the OpenAPI document.
 */
export const ESCALATION_FILE_VERSION = 1;

const Instant = z.iso.datetime().describe("UTC, ISO 8601");

export const Money = z
  .object({
    amount: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .describe("Decimal, in major units"),
    currency: z.string().length(3).describe("ISO 4217"),
  })
  .strict();

export const TIMELINE_KINDS = [
  "filed",
  "sent_to_company",
  "contact_attempt",
  "company_not_reached",
  "company_response",
  "refund_offered",
  "refund_received",
  "refund_not_received",
  "escalated",
  // UCK followed up a week after escalation with a company that still had not answered (decision 043).
  "follow_up",
  // UCK mailed the complainant's letter before action to the company (decision 047).
  "letter_sent",
  "sent_to_venue",
  "resolved",
] as const;

export const TimelineEvent = z
  .object({
    at: Instant,
    kind: z.enum(TIMELINE_KINDS),
    /**
     * A response, verbatim; how the company was told; each attempt to reach it (a mail, and
     * what became of it); why it was never reached, with the number of attempts; where the
     * file went.
     */
    detail: z.string().optional(),
    amount: Money.optional(),
  })
  .strict();

export const FileVenue = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.url(),
    rule: z.string(),
    reason: z.string(),
    available_from: Instant.nullable(),
    source: z.url(),
    checked: z.iso.date(),
  })
  .strict();

/**
 * Who the company really is (decision 045): its confirmed legal entity, or null when UCK does not
 * know it ("legal entity unknown"; never a guess).
 */
export const FileLegalEntity = z
  .object({
    legal_name: z.string(),
    registry: z
      .enum(["lei", "gb_company_number", "tr_mersis", "tr_vkn", "br_cnpj", "es_nif", "other"])
      .describe(
        "lei: GLEIF LEI; gb_company_number: UK Companies House; tr_mersis / tr_vkn: Turkey's MERSİS or tax number; br_cnpj; es_nif; other",
      ),
    identifier: z.string(),
    address: z.string().nullable().describe("Registered address"),
    country: z.string().nullable().describe("ISO 3166-1 alpha-2"),
    status: z.string().nullable().describe("The register's own status words"),
    source: z
      .enum(["gleif", "companies_house", "company", "superadmin"])
      .describe(
        "gleif / companies_house: read from that register and confirmed by UCK; company: entered by the company, its document checked by UCK; superadmin: entered by UCK",
      ),
    checked: z.iso.date().describe("The day it was read from the register or checked by UCK"),
  })
  .strict();

export const EscalationFile = z
  .object({
    schema_version: z.literal(ESCALATION_FILE_VERSION),
    complaint: z
      .object({
        id: z.string(),
        url: z.url(),
        text: z.string(),
        category: z.string().nullable(),
        location: z.string().nullable(),
        filed_at: Instant,
        status: z.enum(["open", "in_progress", "resolved", "escalated"]),
        resolution_sought: z.string().nullable(),
        amount_in_dispute: Money.nullable(),
      })
      .strict(),
    company: z
      .object({
        name: z.string(),
        domain: z.string().nullable(),
        country: z.string().nullable(),
        page_url: z.url(),
        /** Absent only in files made before the legal entity (decision 045); null: legal entity unknown. */
        legal_entity: FileLegalEntity.nullable().optional(),
      })
      .strict(),
    complainant: z
      .object({
        display_name: z.string(),
        /** Only in the complainant's own copy. */
        email: z.email().optional(),
      })
      .strict(),
    /** Every event, oldest first. */
    timeline: z.array(TimelineEvent),
    /** Each stored photo: the original object's URL and the SHA-256 of its bytes. */
    evidence: z.array(
      z.object({ url: z.url(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
    ),
    /** Where to take it next; empty when UCK knows no venue for this case. */
    venues: z.array(FileVenue),
  })
  .strict();

export type EscalationFile = z.infer<typeof EscalationFile>;
export type TimelineEvent = z.infer<typeof TimelineEvent>;
