import {
  type PageMessages,
  type SectionKey,
  type SectionName,
  wordsOf,
} from "~/i18n/page-messages";
import { type PageMeta, pageMeta, SITE_NAME } from "~/lib/meta";

/**
 * A page's head said by its catalogue section (decision 052): the keys of its title and
 * description, what stands while the words are missing (a failed load: the English `otherwise`,
 * else the site's name and no description), and the rest of what `pageMeta` takes.
 */
type Head<N extends SectionName> = {
  section: N;
  /** A key of the section, or the page's English name where the section has no title word. */
  title: SectionKey<N> | { english: string };
  description: SectionKey<N>;
  otherwise?: string;
} & Pick<PageMeta, "keywords" | "noindex">;

/** A head as the table keeps it: the keys checked against their section where it is written. */
type StoredHead = Omit<Head<SectionName>, "title" | "description"> & {
  title: string | { english: string };
  description: string;
};
export const head = <N extends SectionName>(page: Head<N>): StoredHead => page;

/** What a meta function reads: the root's data and the page's loaded words. */
type MetaArgs = {
  matches: Parameters<typeof pageMeta>[0];
  loaderData?: { pageMessages?: PageMessages<SectionName> } | undefined;
};

/**
 * The page's head in the language of its loaded words (`loaderData.pageMessages`), from its
 * area's table (app/lib/heads/: four small tables, so that none is in every page's chunk).
 */
export function headOf<P extends string>(
  heads: Record<P, StoredHead>,
  path: P,
  loaded: MetaArgs["loaderData"],
): PageMeta {
  const page = heads[path];
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return {
    title: typeof page.title === "string" ? (said[page.title] ?? SITE_NAME) : page.title.english,
    description: said[page.description] ?? page.otherwise ?? "",
    path,
    keywords: page.keywords,
    noindex: page.noindex,
  };
}

/** The meta function of a page whose head is all in its table. */
export function headMeta<P extends string>(heads: Record<P, StoredHead>, path: P) {
  return ({ matches, loaderData }: MetaArgs) => pageMeta(matches, headOf(heads, path, loaderData));
}
