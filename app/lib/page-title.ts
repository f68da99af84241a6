import { useLocation, useMatches } from "react-router";
import { type PageMessages, type SectionName, wordsOf } from "~/i18n/page-messages";
import { navItem } from "./navigation";

/**
 * The top bar's title: a route's `handle.title` (in the page's language when its `titleKey` is
 * in the section its loader sent), else the navigation label of the path.
 */
export function usePageTitle(): string | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (const match of [...matches].reverse()) {
    const handle = match.handle;
    if (typeof handle === "object" && handle !== null && "title" in handle) {
      if (typeof handle.title === "string") {
        // A translated page names its title's key in its section (decision 052).
        const key = "titleKey" in handle ? handle.titleKey : undefined;
        const data = match.loaderData as { pageMessages?: PageMessages<SectionName> } | undefined;
        const words: Record<string, string | undefined> =
          data && typeof data === "object" ? wordsOf(data.pageMessages) : {};
        return (typeof key === "string" ? words[key] : undefined) ?? handle.title;
      }
    }
  }
  return navItem(pathname)?.label ?? null;
}
