import { pluralTemplate } from "@shared/format";
import { unpackWords } from "@shared/messages/wire";
import { createElement, Fragment, type ReactNode, useMemo } from "react";
import { type UIMatch, useMatches } from "react-router";
import type { AdminMessages } from "../../shared/messages/en/admin";
import type { AdminAnswersMessages } from "../../shared/messages/en/admin-answers";
import type { AgreementMessages } from "../../shared/messages/en/agreement";
import type { AuthMessages } from "../../shared/messages/en/auth";
import type { CardMessages } from "../../shared/messages/en/card";
import type { CardActionsMessages } from "../../shared/messages/en/card-actions";
// Decision 052: the company member's side and the complainant's file (one block).
import type { ClaimMessages } from "../../shared/messages/en/claim";
import type { CompanyMessages } from "../../shared/messages/en/company";
import type { CompanyMailMessages } from "../../shared/messages/en/company-mail";
import type { ComplaintMessages } from "../../shared/messages/en/complaint";
import type { CreateMessages } from "../../shared/messages/en/create";
import type { DataMessages } from "../../shared/messages/en/data";
import type { DevelopersMessages } from "../../shared/messages/en/developers";
import type { DiscoveryMessages } from "../../shared/messages/en/discovery";
import type { ExtortionMessages } from "../../shared/messages/en/extortion";
import type { GuaranteesMessages } from "../../shared/messages/en/guarantees";
import type { HelpMessages } from "../../shared/messages/en/help";
import type { HomeScreenMessages } from "../../shared/messages/en/home-screen";
import type { InvestorsMessages } from "../../shared/messages/en/investors";
import type { MethodologyMessages } from "../../shared/messages/en/methodology";
import type { OutcomesMessages } from "../../shared/messages/en/outcomes";
import type { PersonMessages } from "../../shared/messages/en/person";
import type { PressMessages } from "../../shared/messages/en/press";
import type { PrivacyMessages } from "../../shared/messages/en/privacy";
import type { ProfileMessages } from "../../shared/messages/en/profile";
import type { RefusalMessages } from "../../shared/messages/en/refusal";
import type { MessageKey } from "../../shared/messages/en/root";
import type { SearchMessages } from "../../shared/messages/en/search";
import type { UnsubscribeMessages } from "../../shared/messages/en/unsubscribe";
import type { YoursMessages } from "../../shared/messages/en/yours";
import { fill, type I18n, useI18n } from "./i18n";

/**
 * A catalogue section per route (decision 052): a page's own words come with its
 * route's loader, in the request's language only, never in the root catalogue every page
 * carries. The sections are imported only by `sections.server.ts`; this module holds only their
 * types (erased from the chunk) and the hook that reads the loaded one.
 */
export type Sections = {
  create: CreateMessages;
  complaint: ComplaintMessages;
  refusal: RefusalMessages;
  company: CompanyMessages;
  profile: ProfileMessages;
  person: PersonMessages;
  yours: YoursMessages;
  unsubscribe: UnsubscribeMessages;
  help: HelpMessages;
  discovery: DiscoveryMessages;
  search: SearchMessages;
  card: CardMessages;
  cardActions: CardActionsMessages;
  // The static pages.
  privacy: PrivacyMessages;
  agreement: AgreementMessages;
  methodology: MethodologyMessages;
  data: DataMessages;
  developers: DevelopersMessages;
  press: PressMessages;
  investors: InvestorsMessages;
  auth: AuthMessages;
  claim: ClaimMessages;
  extortion: ExtortionMessages;
  outcomes: OutcomesMessages;
  "company-mail": CompanyMailMessages;
  admin: AdminMessages;
  adminAnswers: AdminAnswersMessages;
  guarantees: GuaranteesMessages;
  "home-screen": HomeScreenMessages;
};
export type SectionName = keyof Sections;
export type SectionKey<N extends SectionName> = keyof Sections[N] & string;

/**
 * What a route's loader returns under `pageMessages`: its section in the page's language, as one
 * packed text (shared/messages/wire.ts: an object costs a pair of table indexes per key in React
 * Router's stream). `wordsOf` reads it back; the `words` brand keeps the section's keys typed.
 */
export type PageMessages<N extends SectionName> = {
  section: N;
  words: string & { readonly __section?: N };
};

// The last text read and its words: meta functions and each component of a page read the same
// text, parsed once. Keyed by the text itself, so it cannot hand one language's words to another.
let lastText: string | undefined;
let lastWords: Record<string, string> = {};

function parseWords(text: string | undefined): Record<string, string> {
  if (text === undefined) return {};
  if (text !== lastText) {
    lastWords = unpackWords(text);
    lastText = text;
  }
  return lastWords;
}

/** The words of a loaded section (`loaded?.pageMessages`): all of them, or none before it loads. */
export function wordsOf<N extends SectionName>(sent: PageMessages<N>): Sections[N];
export function wordsOf<N extends SectionName>(
  sent: PageMessages<N> | undefined,
): Partial<Sections[N]>;
export function wordsOf<N extends SectionName>(sent: PageMessages<N> | undefined) {
  return parseWords(sent?.words) as Partial<Sections[N]>;
}

type PluralBase<K> = K extends `${infer B}_other` ? B : never;

export type PageI18n<N extends SectionName> = Omit<I18n, "t" | "plural"> & {
  /** A message of the page's section, else of the root catalogue; the key if neither has it. */
  t: (key: SectionKey<N> | MessageKey, values?: Record<string, string | number>) => string;
  /** A plural message of the page's section (`key_one`, `key_other`…) for `count`. */
  plural: (
    key: PluralBase<SectionKey<N>>,
    count: number,
    values?: Record<string, string | number>,
  ) => string;
  /** Whether the page's loaded section has `key` (a component shared with a page not yet translated). */
  has: (key: SectionKey<N>) => boolean;
  /**
   * A message whose `{name}`s are elements (a link inside a sentence), so each language puts
   * them where its sentence needs them; the other `{name}`s are filled from `values`.
   */
  rich: (
    key: SectionKey<N>,
    parts: Record<string, ReactNode>,
    values?: Record<string, string | number>,
  ) => ReactNode;
};

/** The words of the first matched route whose loader data carries one of `names`' sections. */
function loadedSection(matches: UIMatch[], names: readonly SectionName[]) {
  for (const match of matches) {
    const data = match.loaderData;
    if (!data || typeof data !== "object" || !("pageMessages" in data)) continue;
    const sent = data.pageMessages;
    if (!sent || typeof sent !== "object" || !("section" in sent) || !("words" in sent)) continue;
    if (names.includes(sent.section as SectionName) && typeof sent.words === "string")
      return sent.words;
  }
  return null;
}

/**
 * The words of the page's section `name`, read from whichever matched route's loader data
 * carries it (so a component deep in the page needs no props), with the root catalogue's `t`
 * and the formatters of `useI18n()`. Per render: nothing is kept between requests. A component
 * on several pages names each of their sections, and may use only the keys they all have.
 */
export function usePageMessages<N extends SectionName>(...names: N[]): PageI18n<N> {
  const i18n = useI18n();
  // React Router's public view of the matched routes and their loader data.
  const text = loadedSection(useMatches(), names);
  return useMemo(() => {
    const section = text === null ? null : parseWords(text);
    const lookup = (key: string) => section?.[key];
    const t: PageI18n<N>["t"] = (key, values) =>
      lookup(key) !== undefined
        ? fill(lookup(key) as string, values)
        : i18n.t(key as MessageKey, values);
    const plural: PageI18n<N>["plural"] = (key, count, values) => {
      const template = (section && pluralTemplate(section, key, count, i18n.locale)) ?? key;
      return fill(template, { count: i18n.number(count), ...values });
    };
    const rich: PageI18n<N>["rich"] = (key, parts, values) =>
      createElement(
        Fragment,
        null,
        ...fill(lookup(key) ?? key, values)
          .split(/(\{\w+\})/)
          .map((piece, index) => {
            const name = /^\{(\w+)\}$/.exec(piece)?.[1];
            const node = name !== undefined && name in parts ? parts[name] : piece;
            return createElement(Fragment, { key: index }, node);
          }),
      );
    const has: PageI18n<N>["has"] = (key) => lookup(key) !== undefined;
    return { ...i18n, t, plural, rich, has };
  }, [i18n, text]);
}
