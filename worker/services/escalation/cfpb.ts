import reference from "@shared/registers/cfpb-fields.json";
import type { EscalationFile } from "./file-schema";

/**
 * The escalation file as a record with the CFPB complaint database's field names (decision 045,
 * decision 045), for a complaint about a US financial company (the CFPB's venue). It follows the
 * CFPB's current field list: `consumer_consent_provided` and `consumer_disputed` were removed
 * from its API and CSV on 2026-06-02 (cfpb/ccdb5-api commit 82e1287), so the record has the 16
 * fields still served. The reference is shared/registers/cfpb-fields.json (its sources and the day
 * read are in each field's `source`; docs/registers/cfpb.md).
 *
 * It carries nothing the file does not: where UCK does not know a value (the CFPB's product and
 * issue, which the complainant picks on the CFPB's form; the ZIP code), it is null.
 */

type ReferenceField = {
  name: string;
  csvHeader: string;
  description: string;
  type: string;
  status: string;
  allowedValues?: Array<string | null>;
  allowedValuesKind?: string;
};

const FIELDS = reference as ReferenceField[];

/** The fields the CFPB serves now, in its CSV's order. */
export const CFPB_FIELDS = FIELDS.filter((field) => field.status === "current");

export const CFPB_REFERENCE_URL = "https://cfpb.github.io/api/ccdb/fields.html";
export const CFPB_LAYOUT =
  "CFPB complaint database field names, current 16-field layout (after 2026-06-02)";

export type CfpbRecord = Record<string, string | null>;

const dateOf = (iso: string) => iso.slice(0, 10);

/** The state codes the CFPB's data holds (its observed list). */
const STATES = new Set(
  (FIELDS.find((field) => field.name === "state")?.allowedValues ?? []).filter(
    (value): value is string => typeof value === "string" && /^[A-Z]{2}$/.test(value),
  ),
);

/** A US state code at the end of a typed location ("Austin, TX" or "Austin, TX, USA"). */
function stateOf(location: string | null) {
  if (!location) return null;
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !/^(usa?|united states( of america)?)$/i.test(part));
  const last = parts[parts.length - 1] ?? "";
  return STATES.has(last) ? last : null;
}

/**
 * The record. `timely` is UCK's own measure, said in docs/registers/cfpb.md: "Yes" when the
 * company answered before the complaint escalated (48 hours), "No" when it escalated unanswered,
 * null while neither.
 */
export function cfpbRecord(file: EscalationFile): CfpbRecord {
  const sent = file.timeline.find((event) => event.kind === "sent_to_company");
  const answered = file.timeline.find((event) => event.kind === "company_response");
  const escalated = file.timeline.find(
    (event) => event.kind === "escalated" || event.kind === "company_not_reached",
  );
  const timely =
    answered && (!escalated || answered.at <= escalated.at) ? "Yes" : escalated ? "No" : null;
  const values: CfpbRecord = {
    date_received: dateOf(file.complaint.filed_at),
    product: null,
    sub_product: null,
    issue: null,
    sub_issue: null,
    complaint_what_happened: file.complaint.text,
    company_public_response: null,
    company: file.company.legal_entity?.legal_name ?? file.company.name,
    state: stateOf(file.complaint.location),
    zip_code: null,
    tags: null,
    submitted_via: null,
    date_sent_to_company: sent ? dateOf(sent.at) : null,
    company_response: null,
    timely,
    complaint_id: file.complaint.id,
  };
  // In the reference's order, and only its current fields.
  return Object.fromEntries(CFPB_FIELDS.map((field) => [field.name, values[field.name] ?? null]));
}

/**
 * What is wrong with a record against the reference: its field names and order, the types, the
 * dates as YYYY-MM-DD (the CFPB's bulk files' form), the closed lists the field reference
 * documents, and, for the open lists, only values the CFPB's data holds. Empty when it is valid.
 */
export function cfpbProblems(record: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const names = CFPB_FIELDS.map((field) => field.name);
  if (JSON.stringify(Object.keys(record)) !== JSON.stringify(names)) {
    problems.push(`fields are not the reference's: ${Object.keys(record).join(", ")}`);
  }
  for (const field of CFPB_FIELDS) {
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    if (typeof value !== "string") {
      problems.push(`${field.name} is not a string`);
      continue;
    }
    if (field.type.includes("date") && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      problems.push(`${field.name} is not YYYY-MM-DD`);
    }
    if (field.name === "zip_code" && !/^(\d{5}|\d{3}XX)$/.test(value)) {
      problems.push("zip_code is not 5 digits or 3 digits and XX");
    }
    if (field.allowedValues && !field.allowedValues.includes(value)) {
      problems.push(`${field.name} "${value}" is not among the values the reference lists`);
    }
  }
  return problems;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string | null) =>
  value === null ? "" : /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The record as the CFPB's CSV: its header row (the reference's column names), then the row. */
export function cfpbCsv(records: readonly CfpbRecord[]) {
  const header = CFPB_FIELDS.map((field) => csvField(field.csvHeader)).join(",");
  const rows = records.map((record) =>
    CFPB_FIELDS.map((field) => csvField(record[field.name] ?? null)).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/** Reads a CSV of `cfpbCsv` back into records (the read-back check; empty cells are null). */
export function readCfpbCsv(text: string): CfpbRecord[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  const [header, ...body] = rows;
  const byHeader = new Map(CFPB_FIELDS.map((field) => [field.csvHeader, field.name]));
  return body.map((cells) =>
    Object.fromEntries(
      (header ?? []).map((name, index) => [
        byHeader.get(name) ?? name,
        cells[index] === "" ? null : (cells[index] ?? null),
      ]),
    ),
  );
}

/** Whether a file goes to the CFPB: its venue is the CFPB's (a US financial company). */
export const isCfpbFile = (file: EscalationFile) =>
  file.venues.some((venue) => venue.id === "cfpb");
