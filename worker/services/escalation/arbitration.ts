import { PETITION_ATTRIBUTE } from "@shared/arbitration-petition";
import reference from "@shared/registers/tr-arbitration-petition.json";
import type { EscalationFile } from "./file-schema";

/**
 * The values of the printable petition to a Tüketici Hakem Heyeti (decisions 045 and
 * 050), as a machine can read them back. The petition is printable HTML; each value it prints is
 * an element carrying `data-petition-field="{name}"` (and `data-value` where the printed text is
 * formatted, `data-blank` where it is a blank to fill by hand), so the sheet a person prints is
 * also the record a program reads, with no script run. The fields are those of
 * shared/registers/tr-arbitration-petition.json: the content the 2017 amendment requires of a
 * petition that does not use the Ministry's form, and what public bodies list (SECONDARY; the
 * form itself could not be read), nothing else.
 */

type ReferenceField = { name: string; type: string };

/** The petition's fields, in the order the sheet prints them. */
export const PETITION_FIELDS = (reference.fields as ReferenceField[]).map((field) => ({
  name: field.name,
  type: field.type,
}));

export type PetitionField = (typeof PETITION_FIELDS)[number]["name"];
/** Every field's value; null where the sheet prints a blank. */
export type PetitionValues = Record<string, string | null>;

export { PETITION_ATTRIBUTE };

/**
 * The petition's values from the escalation file: the trader from the confirmed legal entity
 * (MERSİS or tax number by its register), the amount in dispute as it is, the author's name and
 * e-mail only in their own copy; what UCK does not hold (the Turkish ID number, the addresses, the
 * phone, the invoice) is null.
 */
export function petitionValues(file: EscalationFile, copy: "author" | "public"): PetitionValues {
  const { complaint, company, complainant } = file;
  const entity = company.legal_entity ?? null;
  const amount = complaint.amount_in_dispute;
  return {
    "applicant.full_name": copy === "author" ? complainant.display_name : null,
    "applicant.tckn": null,
    "applicant.address": null,
    "applicant.phone": null,
    "applicant.email": complainant.email ?? null,
    "trader.trade_name": entity?.legal_name ?? null,
    "trader.name_on_uck": company.name,
    "trader.mersis": entity?.registry === "tr_mersis" ? entity.identifier : null,
    "trader.vkn": entity?.registry === "tr_vkn" ? entity.identifier : null,
    "trader.address": entity?.address ?? null,
    "trader.website": company.domain,
    "dispute.value": amount?.amount ?? null,
    "dispute.currency": amount?.currency ?? null,
    "dispute.invoice": null,
    "dispute.subject": complaint.text,
    "dispute.demand": complaint.resolution_sought,
    "annex.uck_file": `${complaint.url}/file`,
    "annex.filed_on": complaint.filed_at.slice(0, 10),
  };
}

const SHAPES: Record<string, RegExp> = {
  decimal: /^\d+(\.\d+)?$/,
  currency: /^[A-Z]{3}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  url: /^https?:\/\/\S+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

/**
 * What in a set of values the reference does not allow: a field missing or not in it, a value
 * not a string or null, or not of its type's shape; a currency without an amount or the reverse.
 */
export function petitionProblems(values: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const names = new Set(PETITION_FIELDS.map((field) => field.name));
  for (const name of Object.keys(values))
    if (!names.has(name)) problems.push(`${name}: not a field of the petition`);
  for (const field of PETITION_FIELDS) {
    if (!(field.name in values)) {
      problems.push(`${field.name}: missing`);
      continue;
    }
    const value = values[field.name];
    if (value === null) continue;
    if (typeof value !== "string") problems.push(`${field.name}: not a string or null`);
    else if (SHAPES[field.type] && !SHAPES[field.type]?.test(value))
      problems.push(`${field.name}: not a ${field.type}`);
  }
  if ((values["dispute.value"] === null) !== (values["dispute.currency"] === null))
    problems.push("dispute.value and dispute.currency: one without the other");
  for (const name of ["trader.name_on_uck", "dispute.subject", "annex.uck_file", "annex.filed_on"])
    if (values[name] === null) problems.push(`${name}: never blank`);
  return problems;
}

/** React's escapes (and any numeric reference) back to characters. */
const decodeHtml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    const lower = entity.toLowerCase();
    if (named[lower]) return named[lower];
    const code = lower.startsWith("#x")
      ? Number.parseInt(lower.slice(2), 16)
      : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

/**
 * Reads a printed petition's values back from its HTML (workerd's HTMLRewriter; no script run):
 * each `data-petition-field` element gives its `data-value`, or null with `data-blank`, or else its
 * text. What each field prints is returned too, to compare with its value. A field's element
 * holds only text.
 */
export async function readPetition(html: string) {
  const raw: Record<string, { value: string | null; blank: boolean; text: string }> = {};
  let current: string | null = null;
  await new HTMLRewriter()
    .on(`[${PETITION_ATTRIBUTE}]`, {
      element(element) {
        const name = element.getAttribute(PETITION_ATTRIBUTE) ?? "";
        current = name;
        raw[name] = {
          value: element.getAttribute("data-value"),
          blank: element.hasAttribute("data-blank"),
          text: "",
        };
      },
      text(chunk) {
        const field = current === null ? undefined : raw[current];
        if (field) field.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  const values: PetitionValues = {};
  const printed: Record<string, string> = {};
  for (const [name, field] of Object.entries(raw)) {
    printed[name] = decodeHtml(field.text);
    values[name] = field.blank
      ? null
      : field.value === null
        ? printed[name]
        : decodeHtml(field.value);
  }
  return { values, printed };
}
