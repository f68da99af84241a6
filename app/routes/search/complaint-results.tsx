import type { ComplaintHit, ComplaintSearchPage } from "@worker/services/search";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { ComplaintHitItem } from "./complaint-hit";
import type { loader } from "./route";

/**
 * The complaints found, best first, with "Load more": a link to the next page (so it works
 * without JavaScript) that, once hydrated, appends that page here instead. Keyed by the search
 * by its parent, so a new search starts from its own first page.
 */
export function ComplaintResults({
  initial,
  offset,
  pageHref,
  now,
}: {
  initial: ComplaintSearchPage;
  /** How many results come before `initial` (0 unless a later page was opened directly). */
  offset: number;
  /** The URL of a page of this search: `page=` is appended. */
  pageHref: (page: number) => string;
  now: number;
}) {
  const fetcher = useFetcher<typeof loader>();
  const [extra, setExtra] = useState<ComplaintHit[]>([]);
  const [nextPage, setNextPage] = useState(initial.nextPage);
  const seen = useRef<typeof fetcher.data>(undefined);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data === seen.current || fetcher.state !== "idle") return;
    seen.current = data;
    const page = data.complaints;
    if (!page) return;
    setExtra((items) => [...items, ...page.items]);
    setNextPage(page.nextPage);
  }, [fetcher.data, fetcher.state]);

  // A complaint filed between two pages can push one onto the next page twice.
  const items = [...initial.items, ...extra].filter(
    (item, index, all) => all.findIndex((other) => other.id === item.id) === index,
  );
  const loading = fetcher.state !== "idle";
  const i18n = usePageMessages("search");
  const { t } = i18n;
  // Past the last reachable page (10 of 20) while more complaints match.
  const capped = nextPage === null && offset + items.length < initial.total;
  const count = (n: number) => i18n.number(n);
  const shown =
    offset === 0 ? count(items.length) : `${count(offset + 1)}–${count(offset + items.length)}`;

  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {items.map((hit) => (
          <li key={hit.id}>
            <ComplaintHitItem hit={hit} now={now} />
          </li>
        ))}
      </ul>
      <p role="status" className="text-center text-sm text-neutral-600">
        {loading
          ? t("search.loadingMore")
          : t("search.showing", { shown, total: count(initial.total) })}
        {capped && !loading ? t("search.capped") : ""}
      </p>
      {nextPage ? (
        <div className="flex justify-center">
          <Link
            to={pageHref(nextPage)}
            preventScrollReset
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) fetcher.load(pageHref(nextPage));
            }}
            className="rounded-md border border-neutral-300 bg-white px-5 py-2 text-sm font-medium shadow-sm hover:bg-neutral-50 aria-disabled:opacity-60"
          >
            {t("search.loadMore")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
