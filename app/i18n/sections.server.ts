import type { Locale } from "@shared/i18n";
import type { PageMessages, SectionName } from "./page-messages";
import { type CompanyMessages, companyEn } from "./sections/company.en";
import { companyEs } from "./sections/company.es";
import { companyTr } from "./sections/company.tr";
import { type ComplaintMessages, complaintEn } from "./sections/complaint.en";
import { complaintEs } from "./sections/complaint.es";
import { complaintTr } from "./sections/complaint.tr";
import { type CreateMessages, createEn } from "./sections/create.en";
import { createEs } from "./sections/create.es";
import { createTr } from "./sections/create.tr";
import { type RefusalMessages, refusalEn } from "./sections/refusal.en";
import { refusalEs } from "./sections/refusal.es";
import { refusalTr } from "./sections/refusal.tr";

/**
 * Every page section in every language, on the server only (`.server`: React Router refuses it
 * in a browser chunk). A route's loader returns its own section in the request's language as
 * `pageMessages`; `usePageMessages(name)` reads it. English is each section's type.
 */
export const SECTIONS: {
  create: Record<Locale, CreateMessages>;
  complaint: Record<Locale, ComplaintMessages>;
  refusal: Record<Locale, RefusalMessages>;
  company: Record<Locale, CompanyMessages>;
} = {
  create: { en: createEn, tr: createTr, es: createEs },
  complaint: { en: complaintEn, tr: complaintTr, es: complaintEs },
  // The services' refusals, said by actions on the server (app/i18n/refusals.server.ts).
  refusal: { en: refusalEn, tr: refusalTr, es: refusalEs },
  company: { en: companyEn, tr: companyTr, es: companyEs },
};

export function pageMessages<N extends SectionName>(name: N, locale: Locale): PageMessages<N> {
  // A context without a language (a test's hand-made one) gets English.
  const messages = SECTIONS[name][locale] ?? SECTIONS[name].en;
  return { section: name, messages } as PageMessages<N>;
}
