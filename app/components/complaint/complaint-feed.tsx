import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { type PackedFeedPage, unpackCards } from "~/lib/card-wire";
import { ComplaintCard } from "./complaint-card";
import { MOBILE_BREAKPOINT } from "./share";

const SKELETONS = ["skeleton-a", "skeleton-b", "skeleton-c"];

/** The spec's pause before "Show More Complaints" loads: 500 ms, 300 ms on phones. */
const loadDelay = () => (window.innerWidth < MOBILE_BREAKPOINT ? 300 : 500);

export function CardSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 motion-reduce:animate-none"
      data-testid="card-skeleton"
    >
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-lg bg-neutral-200" />
        <div className="flex-1 space-y-2">
          <div className="h-3 w-1/2 rounded bg-neutral-200" />
          <div className="h-2.5 w-1/3 rounded bg-neutral-200" />
        </div>
      </div>
      <div className="h-3 rounded bg-neutral-200" />
      <div className="h-3 w-5/6 rounded bg-neutral-200" />
      <div className="aspect-[8/5] rounded-lg bg-neutral-200" />
    </div>
  );
}

/**
 * A grid of complaint cards with "Show More Complaints" (phones: "Load More") that appends the
 * next page from `pageUrl?cursor=…`. Deleted complaints and blocked authors leave the list at once.
 */
const moreClass =
  "rounded-md border border-neutral-300 bg-white px-5 py-2 text-sm font-medium shadow-sm hover:bg-neutral-50 disabled:opacity-60";

/**
 * Every list of complaint cards: as many columns as the list's own width holds at 20rem each
 * (decision 022), each card as tall as its content.
 */
export const CARD_GRID =
  "grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] items-start gap-4";

/** This page's URL asking for the page after `cursor` (other parameters kept). */
function nextPageHref(location: { pathname: string; search: string }, cursor: string) {
  const params = new URLSearchParams(location.search);
  params.set("cursor", cursor);
  return `${location.pathname}?${params}`;
}

export function ComplaintFeed({
  initial,
  now,
  pageUrl,
  empty,
  variant = "feed",
  actionsFor,
  dropUnfollowed = false,
}: {
  /** The first page as the loader sent it, its cards packed (decision 066). */
  initial: PackedFeedPage;
  now: number;
  /** Where the next page comes from; `cursor=` is appended. */
  pageUrl: string;
  /** The empty list's words; by default the root catalogue's "No complaints found". */
  empty?: { title: string; text?: string };
  variant?: "feed" | "company" | "author";
  actionsFor?: (complaint: ComplaintCardData) => React.ReactNode;
  /** The Following feed: a company unfollowed from a card leaves the list with its cards. */
  dropUnfollowed?: boolean;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<PackedFeedPage & { failed?: true }>();
  const location = useLocation();
  const [loadFailed, setLoadFailed] = useState(false);
  const [extra, setExtra] = useState<ComplaintCardData[]>([]);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [removed, setRemoved] = useState({
    ids: new Set<string>(),
    authors: new Set<string>(),
    companies: new Set<string>(),
  });
  const [waiting, setWaiting] = useState(false);
  const seenPage = useRef<PackedFeedPage | undefined>(undefined);

  useEffect(() => {
    const page = fetcher.data;
    if (!page || page === seenPage.current || fetcher.state !== "idle") return;
    seenPage.current = page;
    // A page that could not be fetched: the shown cards and the cursor stay, to try again.
    setLoadFailed(page.failed === true);
    if (page.failed) return;
    setExtra((items) => [...items, ...unpackCards(page.items)]);
    setCursor(page.nextCursor);
  }, [fetcher.data, fetcher.state]);

  const loading = waiting || fetcher.state !== "idle";
  const items = [...unpackCards(initial.items), ...extra].filter(
    (item, index, all) =>
      !removed.ids.has(item.id) &&
      !removed.authors.has(item.author.id) &&
      !removed.companies.has(item.company.id) &&
      all.findIndex((other) => other.id === item.id) === index,
  );

  function showMore() {
    if (!cursor || loading) return;
    setWaiting(true);
    setTimeout(() => {
      setWaiting(false);
      const separator = pageUrl.includes("?") ? "&" : "?";
      fetcher.load(`${pageUrl}${separator}cursor=${encodeURIComponent(cursor)}`);
    }, loadDelay());
  }

  if (items.length === 0 && !cursor) {
    const { title, text } = empty ?? {
      title: t("feed.emptyTitle"),
      text: t("feed.emptyText"),
    };
    return (
      <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
        <p className="font-semibold">{title}</p>
        {text ? <p className="text-sm text-neutral-600">{text}</p> : null}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {/* As many columns as the list's own width holds at 20rem each (decision 022): with the
          sidebar open one column at 768 px, two at 1024 px, three at 1280 px; never a card too
          narrow for its names. Each card is as tall as its content. */}
      <ul className={CARD_GRID}>
        {items.map((complaint, index) => (
          <li key={complaint.id}>
            <ComplaintCard
              complaint={complaint}
              now={now}
              priority={index === 0}
              variant={variant}
              companyActions={actionsFor?.(complaint)}
              onRemove={({ kind, complaint: card }) =>
                setRemoved((r) => {
                  if (kind === "deleted") return { ...r, ids: new Set(r.ids).add(card.id) };
                  if (kind === "muted") {
                    return { ...r, authors: new Set(r.authors).add(card.author.id) };
                  }
                  // Unfollowing a company empties the Following feed of it; other lists keep it.
                  if (!dropUnfollowed) return r;
                  return { ...r, companies: new Set(r.companies).add(card.company.id) };
                })
              }
            />
          </li>
        ))}
        {loading
          ? SKELETONS.map((key) => (
              <li key={key}>
                <CardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {cursor ? (
        <div className="flex flex-col items-center gap-2">
          {loadFailed && !loading ? (
            <p role="alert" className="text-sm text-red-700">
              {t("feed.loadFailed")}
            </p>
          ) : null}
          {loadFailed ? (
            <button type="button" onClick={showMore} disabled={loading} className={moreClass}>
              {t("feed.tryAgain")}
            </button>
          ) : (
            // A link to this page's next page (works without JavaScript); once hydrated, a
            // click appends that page here instead.
            <Link
              to={nextPageHref(location, cursor)}
              onClick={(event) => {
                event.preventDefault();
                showMore();
              }}
              aria-disabled={loading || undefined}
              preventScrollReset
              className={`${moreClass} ${loading ? "pointer-events-none opacity-60" : ""}`}
            >
              <span className="md:hidden">{t("feed.loadMore")}</span>
              <span className="hidden md:inline">{t("feed.showMore")}</span>
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}
