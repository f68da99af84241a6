import type { Locale } from "@shared/i18n";
import { packWords } from "@shared/messages/wire";
// Decision 052, the sweep: the admin page's words, and what its action and loader say.
import { type AdminMessages, adminEn } from "../../shared/messages/en/admin";
import { type AdminAnswersMessages, adminAnswersEn } from "../../shared/messages/en/admin-answers";
import { type AgreementMessages, agreementEn } from "../../shared/messages/en/agreement";
// Decision 052: sign-in, registration and the invitation page.
import { type AuthMessages, authEn } from "../../shared/messages/en/auth";
// Decision 052, the sweep: the card's action answers, said on the server from their keys.
import { type CardMessages, cardEn } from "../../shared/messages/en/card";
import { type CardActionsMessages, cardActionsEn } from "../../shared/messages/en/card-actions";
// Decision 052: the company member's side and the complainant's file (one block).
import { type ClaimMessages, claimEn } from "../../shared/messages/en/claim";
import { type CompanyMessages, companyEn } from "../../shared/messages/en/company";
import { type CompanyMailMessages, companyMailEn } from "../../shared/messages/en/company-mail";
import { type ComplaintMessages, complaintEn } from "../../shared/messages/en/complaint";
import { type CreateMessages, createEn } from "../../shared/messages/en/create";
import { type DataMessages, dataEn } from "../../shared/messages/en/data";
import { type DevelopersMessages, developersEn } from "../../shared/messages/en/developers";
// Decision 052's sweep: the discovery pages and search.
import { type DiscoveryMessages, discoveryEn } from "../../shared/messages/en/discovery";
import { type ExtortionMessages, extortionEn } from "../../shared/messages/en/extortion";
// Decision 052: the profile, a person's page, the "yours" pages, unsubscribe and help.
import { type GuaranteesMessages, guaranteesEn } from "../../shared/messages/en/guarantees";
import { type HelpMessages, helpEn } from "../../shared/messages/en/help";
import { type HomeScreenMessages, homeScreenEn } from "../../shared/messages/en/home-screen";
import { type InvestorsMessages, investorsEn } from "../../shared/messages/en/investors";
import { type LettersMessages, lettersEn } from "../../shared/messages/en/letters";
import { type MethodologyMessages, methodologyEn } from "../../shared/messages/en/methodology";
import { type OutcomesMessages, outcomesEn } from "../../shared/messages/en/outcomes";
import { type PersonMessages, personEn } from "../../shared/messages/en/person";
import { type PressMessages, pressEn } from "../../shared/messages/en/press";
import { type PrivacyMessages, privacyEn } from "../../shared/messages/en/privacy";
import { type ProfileMessages, profileEn } from "../../shared/messages/en/profile";
import { type RefusalMessages, refusalEn } from "../../shared/messages/en/refusal";
import { type SearchMessages, searchEn } from "../../shared/messages/en/search";
import { type UnsubscribeMessages, unsubscribeEn } from "../../shared/messages/en/unsubscribe";
import { type YoursMessages, yoursEn } from "../../shared/messages/en/yours";
import { adminEs } from "../../shared/messages/es/admin";
import { adminAnswersEs } from "../../shared/messages/es/admin-answers";
import { agreementEs } from "../../shared/messages/es/agreement";
import { authEs } from "../../shared/messages/es/auth";
import { cardEs } from "../../shared/messages/es/card";
import { cardActionsEs } from "../../shared/messages/es/card-actions";
import { claimEs } from "../../shared/messages/es/claim";
import { companyEs } from "../../shared/messages/es/company";
import { companyMailEs } from "../../shared/messages/es/company-mail";
import { complaintEs } from "../../shared/messages/es/complaint";
import { createEs } from "../../shared/messages/es/create";
import { dataEs } from "../../shared/messages/es/data";
import { developersEs } from "../../shared/messages/es/developers";
import { discoveryEs } from "../../shared/messages/es/discovery";
import { extortionEs } from "../../shared/messages/es/extortion";
import { guaranteesEs } from "../../shared/messages/es/guarantees";
import { helpEs } from "../../shared/messages/es/help";
import { homeScreenEs } from "../../shared/messages/es/home-screen";
import { investorsEs } from "../../shared/messages/es/investors";
import { lettersEs } from "../../shared/messages/es/letters";
import { methodologyEs } from "../../shared/messages/es/methodology";
import { outcomesEs } from "../../shared/messages/es/outcomes";
import { personEs } from "../../shared/messages/es/person";
import { pressEs } from "../../shared/messages/es/press";
import { privacyEs } from "../../shared/messages/es/privacy";
import { profileEs } from "../../shared/messages/es/profile";
import { refusalEs } from "../../shared/messages/es/refusal";
import { searchEs } from "../../shared/messages/es/search";
import { unsubscribeEs } from "../../shared/messages/es/unsubscribe";
import { yoursEs } from "../../shared/messages/es/yours";
import { adminTr } from "../../shared/messages/tr/admin";
import { adminAnswersTr } from "../../shared/messages/tr/admin-answers";
import { agreementTr } from "../../shared/messages/tr/agreement";
import { authTr } from "../../shared/messages/tr/auth";
import { cardTr } from "../../shared/messages/tr/card";
import { cardActionsTr } from "../../shared/messages/tr/card-actions";
import { claimTr } from "../../shared/messages/tr/claim";
import { companyTr } from "../../shared/messages/tr/company";
import { companyMailTr } from "../../shared/messages/tr/company-mail";
import { complaintTr } from "../../shared/messages/tr/complaint";
import { createTr } from "../../shared/messages/tr/create";
import { dataTr } from "../../shared/messages/tr/data";
import { developersTr } from "../../shared/messages/tr/developers";
import { discoveryTr } from "../../shared/messages/tr/discovery";
import { extortionTr } from "../../shared/messages/tr/extortion";
import { guaranteesTr } from "../../shared/messages/tr/guarantees";
import { helpTr } from "../../shared/messages/tr/help";
import { homeScreenTr } from "../../shared/messages/tr/home-screen";
import { investorsTr } from "../../shared/messages/tr/investors";
import { lettersTr } from "../../shared/messages/tr/letters";
import { methodologyTr } from "../../shared/messages/tr/methodology";
import { outcomesTr } from "../../shared/messages/tr/outcomes";
import { personTr } from "../../shared/messages/tr/person";
import { pressTr } from "../../shared/messages/tr/press";
import { privacyTr } from "../../shared/messages/tr/privacy";
import { profileTr } from "../../shared/messages/tr/profile";
import { refusalTr } from "../../shared/messages/tr/refusal";
import { searchTr } from "../../shared/messages/tr/search";
import { unsubscribeTr } from "../../shared/messages/tr/unsubscribe";
import { yoursTr } from "../../shared/messages/tr/yours";
import type { PageMessages, SectionName, Sections } from "./page-messages";

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
  // Decision 071: a card's actions as a page (the menu without scripts).
  cardActions: Record<Locale, CardActionsMessages>;
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
  // Decision 046: what happened after escalation (/complaint/:id/outcome).
  outcomes: Record<Locale, OutcomesMessages>;
  "company-mail": Record<Locale, CompanyMailMessages>;
  admin: Record<Locale, AdminMessages>;
  adminAnswers: Record<Locale, AdminAnswersMessages>;
  guarantees: Record<Locale, GuaranteesMessages>;
  // Decision 047: the letters before action and the card-dispute kit, rendered by the Worker only.
  letters: Record<Locale, LettersMessages>;
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
  cardActions: { en: cardActionsEn, tr: cardActionsTr, es: cardActionsEs },
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
  outcomes: { en: outcomesEn, tr: outcomesTr, es: outcomesEs },
  "company-mail": { en: companyMailEn, tr: companyMailTr, es: companyMailEs },
  admin: { en: adminEn, tr: adminTr, es: adminEs },
  // Said on the server by the admin route (the kit, from the answers' keys), never sent.
  adminAnswers: { en: adminAnswersEn, tr: adminAnswersTr, es: adminAnswersEs },
  guarantees: { en: guaranteesEn, tr: guaranteesTr, es: guaranteesEs },
  letters: { en: lettersEn, tr: lettersTr, es: lettersEs },
  "home-screen": { en: homeScreenEn, tr: homeScreenTr, es: homeScreenEs },
};

/**
 * Which of a section's keys a page sends: `only` the keys starting with one of these prefixes
 * (a section several pages share, as the discovery pages do: each page sends its own words, not
 * every page's; decision 053's budget, test/i18n/discovery-pages.test.ts renders each page with
 * only them), or every key `except` those starting with one of these (a panel only some viewers
 * see: the complaint page's statutory clocks and letters are the author's alone).
 */
export type SectionKeys = readonly string[] | { except: readonly string[] };

const kept = (key: string, keys: SectionKeys) =>
  "except" in keys
    ? !keys.except.some((prefix) => key.startsWith(prefix))
    : keys.some((prefix) => key.startsWith(prefix));

/** A route's section in `locale`, for the server's own sentences (an action's answer, a toast). */
export function sectionWords<N extends SectionName>(
  name: N,
  locale: Locale,
  keys?: SectionKeys,
): Sections[N] {
  // A context without a language (a test's hand-made one) gets English.
  const all: Record<string, string> = SECTIONS[name][locale] ?? SECTIONS[name].en;
  const words = keys
    ? Object.fromEntries(Object.entries(all).filter(([key]) => kept(key, keys)))
    : all;
  return words as Sections[N];
}

/** Packed sections by name, language and keys: the words never change while a Worker runs. */
const packed = new Map<string, string>();

/** The same section as a loader sends it to the page: one packed text (`wordsOf` reads it). */
export function pageMessages<N extends SectionName>(
  name: N,
  locale: Locale,
  keys?: SectionKeys,
): PageMessages<N> {
  const id = `${name}\u0000${locale}\u0000${JSON.stringify(keys ?? null)}`;
  let words = packed.get(id);
  if (words === undefined) {
    words = packWords(sectionWords(name, locale, keys) as Record<string, string>);
    packed.set(id, words);
  }
  return { section: name, words };
}
