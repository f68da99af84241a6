import type { Locale } from "@shared/i18n";
import type { PageMessages, SectionName } from "./page-messages";
// Issue 40, the sweep: the admin page's words, and what its action and loader say.
import { type AdminMessages, adminEn } from "./sections/admin.en";
import { adminEs } from "./sections/admin.es";
import { adminTr } from "./sections/admin.tr";
import { type AdminAnswersMessages, adminAnswersEn } from "./sections/admin-answers.en";
import { adminAnswersEs } from "./sections/admin-answers.es";
import { adminAnswersTr } from "./sections/admin-answers.tr";
import { type CompanyMessages, companyEn } from "./sections/company.en";
import { companyEs } from "./sections/company.es";
import { companyTr } from "./sections/company.tr";
import { type ComplaintMessages, complaintEn } from "./sections/complaint.en";
import { complaintEs } from "./sections/complaint.es";
import { complaintTr } from "./sections/complaint.tr";
import { type CreateMessages, createEn } from "./sections/create.en";
import { createEs } from "./sections/create.es";
import { createTr } from "./sections/create.tr";
// Issue 40: the profile, a person's page, the "yours" pages, unsubscribe and help.
import { type HelpMessages, helpEn } from "./sections/help.en";
import { helpEs } from "./sections/help.es";
import { helpTr } from "./sections/help.tr";
import { type PersonMessages, personEn } from "./sections/person.en";
import { personEs } from "./sections/person.es";
import { personTr } from "./sections/person.tr";
import { type ProfileMessages, profileEn } from "./sections/profile.en";
import { profileEs } from "./sections/profile.es";
import { profileTr } from "./sections/profile.tr";
import { type RefusalMessages, refusalEn } from "./sections/refusal.en";
import { refusalEs } from "./sections/refusal.es";
import { refusalTr } from "./sections/refusal.tr";
import { type UnsubscribeMessages, unsubscribeEn } from "./sections/unsubscribe.en";
import { unsubscribeEs } from "./sections/unsubscribe.es";
import { unsubscribeTr } from "./sections/unsubscribe.tr";
import { type YoursMessages, yoursEn } from "./sections/yours.en";
import { yoursEs } from "./sections/yours.es";
import { yoursTr } from "./sections/yours.tr";

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
  profile: Record<Locale, ProfileMessages>;
  person: Record<Locale, PersonMessages>;
  yours: Record<Locale, YoursMessages>;
  unsubscribe: Record<Locale, UnsubscribeMessages>;
  help: Record<Locale, HelpMessages>;
  admin: Record<Locale, AdminMessages>;
  adminAnswers: Record<Locale, AdminAnswersMessages>;
} = {
  create: { en: createEn, tr: createTr, es: createEs },
  complaint: { en: complaintEn, tr: complaintTr, es: complaintEs },
  // The services' refusals, said by actions on the server (app/i18n/refusals.server.ts).
  refusal: { en: refusalEn, tr: refusalTr, es: refusalEs },
  company: { en: companyEn, tr: companyTr, es: companyEs },
  profile: { en: profileEn, tr: profileTr, es: profileEs },
  person: { en: personEn, tr: personTr, es: personEs },
  yours: { en: yoursEn, tr: yoursTr, es: yoursEs },
  unsubscribe: { en: unsubscribeEn, tr: unsubscribeTr, es: unsubscribeEs },
  help: { en: helpEn, tr: helpTr, es: helpEs },
  admin: { en: adminEn, tr: adminTr, es: adminEs },
  // Said on the server by the admin route (app/routes/admin/say.server.ts), never sent.
  adminAnswers: { en: adminAnswersEn, tr: adminAnswersTr, es: adminAnswersEs },
};

export function pageMessages<N extends SectionName>(name: N, locale: Locale): PageMessages<N> {
  // A context without a language (a test's hand-made one) gets English.
  const messages = SECTIONS[name][locale] ?? SECTIONS[name].en;
  return { section: name, messages } as PageMessages<N>;
}
