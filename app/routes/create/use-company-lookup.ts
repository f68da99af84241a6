import { useEffect, useState } from "react";
import { showToast } from "~/components/toaster";
import type { PageI18n } from "~/i18n/page-messages";
import { type CompanyInfo, LOOKUP_NOT_FOUND, lookupDomain, searchByName } from "./company-api";

/**
 * Finding the company of a complaint (the lookups and their toasts), apart from how the picker
 * looks (company-selector.tsx): the name search as the person types, choosing a suggestion, and
 * a domain typed in its own tab.
 */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;

type T = PageI18n<"create">["t"];
const lookupFailed = (t: T) => ({
  title: t("create.lookupFailed"),
  description: t("create.lookupFailedText"),
});

/** Resolves a company (creating it from its domain when needed) with the spec's toasts. */
async function resolveDomain(t: T, domain: string): Promise<CompanyInfo | null> {
  const id = crypto.randomUUID();
  showToast({ kind: "loading", id, title: t("create.searchingCompany") });
  try {
    const result = await lookupDomain(domain);
    if ("message" in result) {
      // The lookup's own words when it gave some (the server's, in English), else the page's.
      const description =
        result.message === LOOKUP_NOT_FOUND ? t("create.lookupNotFound") : result.message;
      showToast({ kind: "error", id, title: t("create.lookupFailed"), description });
      return null;
    }
    showToast({
      kind: "success",
      id,
      title: result.company.existed ? t("create.companyFound") : t("create.companyCreated"),
      description: result.company.name,
    });
    return result.company;
  } catch {
    showToast({ kind: "error", id, ...lookupFailed(t) });
    return null;
  }
}

/**
 * The companies whose names match what was typed: from 2 characters, after a 300 ms pause, the
 * older search cancelled by a newer one. `unmatched` is the name whose search came back empty
 * (the person is told, and offered the domain).
 */
export function useNameSearch(t: T, name: string, company: CompanyInfo | null) {
  const [results, setResults] = useState<CompanyInfo[]>([]);
  const [searching, setSearching] = useState(false);
  const [unmatched, setUnmatched] = useState<string | null>(null);
  useEffect(() => {
    const query = name.trim();
    setUnmatched(null);
    if (company || query.length < SEARCH_MIN_CHARS) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const found = await searchByName(query, controller.signal);
        setResults(found);
        setUnmatched(found.length === 0 ? query : null);
      } catch {
        if (!controller.signal.aborted) showToast({ kind: "error", ...lookupFailed(t) });
      } finally {
        if (!controller.signal.aborted) setSearching(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, company, t]);
  return { results, searching, unmatched };
}

/**
 * Choosing a company: a suggestion UCK knows is taken as it is; one found only by its name's
 * domain, or a domain typed in its tab, is looked up (and created) first. `pick` receives the
 * company once it is known.
 */
export function companyChoice(t: T, pick: (company: CompanyInfo) => void) {
  return {
    async choose(info: CompanyInfo | null) {
      if (!info) return;
      if (info.existed) return pick(info);
      const created = info.domain ? await resolveDomain(t, info.domain) : null;
      if (created) pick(created);
    },
    async searchDomain(domain: string) {
      if (!domain.trim()) {
        showToast({
          kind: "error",
          title: t("create.domainRequired"),
          description: t("create.domainRequiredText"),
        });
        return;
      }
      const found = await resolveDomain(t, domain.trim());
      if (found) pick(found);
    },
  };
}
