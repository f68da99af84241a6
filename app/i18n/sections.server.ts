import type { Locale } from "@shared/i18n";
import type { PageMessages, SectionName, Sections } from "./page-messages";
// Issue 40, the sweep: the admin page's words, and what its action and loader say.
import { type AdminMessages, adminEn } from "./sections/admin.en";
import { adminEs } from "./sections/admin.es";
import { adminTr } from "./sections/admin.tr";
import { type AdminAnswersMessages, adminAnswersEn } from "./sections/admin-answers.en";
import { adminAnswersEs } from "./sections/admin-answers.es";
import { adminAnswersTr } from "./sections/admin-answers.tr";
import { type AgreementMessages, agreementEn } from "./sections/agreement.en";
import { agreementEs } from "./sections/agreement.es";
import { agreementTr } from "./sections/agreement.tr";
// Issue 40: sign-in, registration and the invitation page.
import { type AuthMessages, authEn } from "./sections/auth.en";
import { authEs } from "./sections/auth.es";
import { authTr } from "./sections/auth.tr";
// Issue 40, the sweep: the card's action answers, said on the server (card-toasts.server.ts).
import { type CardMessages, cardEn } from "./sections/card.en";
import { cardEs } from "./sections/card.es";
import { cardTr } from "./sections/card.tr";
// Issue 40, the company member's side and the complainant's file (one block).
import { type ClaimMessages, claimEn } from "./sections/claim.en";
import { claimEs } from "./sections/claim.es";
import { claimTr } from "./sections/claim.tr";
import { type CompanyMessages, companyEn } from "./sections/company.en";
import { companyEs } from "./sections/company.es";
import { companyTr } from "./sections/company.tr";
import { type CompanyMailMessages, companyMailEn } from "./sections/company-mail.en";
import { companyMailEs } from "./sections/company-mail.es";
import { companyMailTr } from "./sections/company-mail.tr";
import { type ComplaintMessages, complaintEn } from "./sections/complaint.en";
import { complaintEs } from "./sections/complaint.es";
import { complaintTr } from "./sections/complaint.tr";
import { type CreateMessages, createEn } from "./sections/create.en";
import { createEs } from "./sections/create.es";
import { createTr } from "./sections/create.tr";
import { type DataMessages, dataEn } from "./sections/data.en";
import { dataEs } from "./sections/data.es";
import { dataTr } from "./sections/data.tr";
import { type DevelopersMessages, developersEn } from "./sections/developers.en";
import { developersEs } from "./sections/developers.es";
import { developersTr } from "./sections/developers.tr";
// Issue 40's sweep: the discovery pages and search.
import { type DiscoveryMessages, discoveryEn } from "./sections/discovery.en";
import { discoveryEs } from "./sections/discovery.es";
import { discoveryTr } from "./sections/discovery.tr";
import { type ExtortionMessages, extortionEn } from "./sections/extortion.en";
import { extortionEs } from "./sections/extortion.es";
import { extortionTr } from "./sections/extortion.tr";
// Issue 40: the profile, a person's page, the "yours" pages, unsubscribe and help.
import { type GuaranteesMessages, guaranteesEn } from "./sections/guarantees.en";
import { guaranteesEs } from "./sections/guarantees.es";
import { guaranteesTr } from "./sections/guarantees.tr";
import { type HelpMessages, helpEn } from "./sections/help.en";
import { helpEs } from "./sections/help.es";
import { helpTr } from "./sections/help.tr";
import { type HomeScreenMessages, homeScreenEn } from "./sections/home-screen.en";
import { homeScreenEs } from "./sections/home-screen.es";
import { homeScreenTr } from "./sections/home-screen.tr";
import { type InvestorsMessages, investorsEn } from "./sections/investors.en";
import { investorsEs } from "./sections/investors.es";
import { investorsTr } from "./sections/investors.tr";
import { type MethodologyMessages, methodologyEn } from "./sections/methodology.en";
import { methodologyEs } from "./sections/methodology.es";
import { methodologyTr } from "./sections/methodology.tr";
import { type PersonMessages, personEn } from "./sections/person.en";
import { personEs } from "./sections/person.es";
import { personTr } from "./sections/person.tr";
import { type PressMessages, pressEn } from "./sections/press.en";
import { pressEs } from "./sections/press.es";
import { pressTr } from "./sections/press.tr";
import { type PrivacyMessages, privacyEn } from "./sections/privacy.en";
import { privacyEs } from "./sections/privacy.es";
import { privacyTr } from "./sections/privacy.tr";
import { type ProfileMessages, profileEn } from "./sections/profile.en";
import { profileEs } from "./sections/profile.es";
import { profileTr } from "./sections/profile.tr";
import { type RefusalMessages, refusalEn } from "./sections/refusal.en";
import { refusalEs } from "./sections/refusal.es";
import { refusalTr } from "./sections/refusal.tr";
import { type SearchMessages, searchEn } from "./sections/search.en";
import { searchEs } from "./sections/search.es";
import { searchTr } from "./sections/search.tr";
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
  discovery: Record<Locale, DiscoveryMessages>;
  search: Record<Locale, SearchMessages>;
  card: Record<Locale, CardMessages>;
  // The static pages.
  privacy: Record<Locale, PrivacyMessages>;
  agreement: Record<Locale, AgreementMessages>;
  methodology: Record<Locale, MethodologyMessages>;
  data: Record<Locale, DataMessages>;
  developers: Record<Locale, DevelopersMessages>;
  press: Record<Locale, PressMessages>;
  investors: Record<Locale, InvestorsMessages>;
  auth: Record<Locale, AuthMessages>;
  claim: Record<Locale, ClaimMessages>;
  extortion: Record<Locale, ExtortionMessages>;
  "company-mail": Record<Locale, CompanyMailMessages>;
  admin: Record<Locale, AdminMessages>;
  adminAnswers: Record<Locale, AdminAnswersMessages>;
  guarantees: Record<Locale, GuaranteesMessages>;
  // The home-screen sheet, fetched by phones (app/routes/words.home-screen.ts).
  "home-screen": Record<Locale, HomeScreenMessages>;
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
  discovery: { en: discoveryEn, tr: discoveryTr, es: discoveryEs },
  search: { en: searchEn, tr: searchTr, es: searchEs },
  card: { en: cardEn, tr: cardTr, es: cardEs },
  // The static pages.
  privacy: { en: privacyEn, tr: privacyTr, es: privacyEs },
  agreement: { en: agreementEn, tr: agreementTr, es: agreementEs },
  methodology: { en: methodologyEn, tr: methodologyTr, es: methodologyEs },
  data: { en: dataEn, tr: dataTr, es: dataEs },
  developers: { en: developersEn, tr: developersTr, es: developersEs },
  press: { en: pressEn, tr: pressTr, es: pressEs },
  investors: { en: investorsEn, tr: investorsTr, es: investorsEs },
  auth: { en: authEn, tr: authTr, es: authEs },
  claim: { en: claimEn, tr: claimTr, es: claimEs },
  extortion: { en: extortionEn, tr: extortionTr, es: extortionEs },
  "company-mail": { en: companyMailEn, tr: companyMailTr, es: companyMailEs },
  admin: { en: adminEn, tr: adminTr, es: adminEs },
  // Said on the server by the admin route (app/routes/admin/say.server.ts), never sent.
  adminAnswers: { en: adminAnswersEn, tr: adminAnswersTr, es: adminAnswersEs },
  guarantees: { en: guaranteesEn, tr: guaranteesTr, es: guaranteesEs },
  "home-screen": { en: homeScreenEn, tr: homeScreenTr, es: homeScreenEs },
};

/**
 * A route's section in `locale`, for the server's own sentences (an action's answer, a toast).
 * `only` keeps the keys starting with one of its prefixes, for a section several pages share
 * (the discovery pages): each page sends its own words, not every page's (issue 40's budget;
 * test/i18n/discovery-pages.test.ts renders each page with only them).
 */
export function sectionWords<N extends SectionName>(
  name: N,
  locale: Locale,
  only?: readonly string[],
): Sections[N] {
  // A context without a language (a test's hand-made one) gets English.
  const all: Record<string, string> = SECTIONS[name][locale] ?? SECTIONS[name].en;
  const words = only
    ? Object.fromEntries(
        Object.entries(all).filter(([key]) => only.some((prefix) => key.startsWith(prefix))),
      )
    : all;
  return words as Sections[N];
}

/** The same section as a loader sends it to the page: one JSON text (`wordsOf` reads it). */
export function pageMessages<N extends SectionName>(
  name: N,
  locale: Locale,
  only?: readonly string[],
): PageMessages<N> {
  return { section: name, words: JSON.stringify(sectionWords(name, locale, only)) };
}
