import { companyPath } from "@shared/company-path";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import type { ArchiveItem } from "./labels.server";

/**
 * What every archive page is made of (decision 049): plain links only, so a visitor without
 * JavaScript and a crawler walk it alike. No client state, no card actions: the pages stay light.
 */

export function Crumbs({ items }: { items: { to: string; label: string }[] }) {
  return (
    <nav aria-label="breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-neutral-600">
        {items.map((item, index) => (
          <li key={item.to} className="flex gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            <Link to={item.to} className="text-brand-600 hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Every page of a period linked directly (never "show more"), the current one marked. */
export function PageLinks({
  pages,
  page,
  pathOf,
  label,
  testId,
}: {
  pages: number;
  page?: number;
  pathOf: (page: number) => string;
  label: string;
  testId?: string;
}) {
  if (pages < 2) return null;
  return (
    <nav aria-label={label} data-testid={testId}>
      <ol className="flex flex-wrap gap-1 text-sm">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={pathOf(n)}
              aria-current={n === page ? "page" : undefined}
              className={
                n === page
                  ? "inline-block min-w-8 rounded bg-brand-600 px-2 py-1 text-center text-white"
                  : "inline-block min-w-8 rounded border border-neutral-300 px-2 py-1 text-center text-brand-600 hover:bg-neutral-50"
              }
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A period without complaints says so. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600">
      {children}
    </p>
  );
}

export function ComplaintList({ items, empty }: { items: ArchiveItem[]; empty: ReactNode }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ol className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="space-y-1 p-4" data-testid="archive-complaint">
          <p className="flex flex-wrap items-baseline gap-2 text-sm">
            <Link
              to={companyPath(item.company.slug)}
              className="font-semibold text-neutral-900 hover:underline"
            >
              {item.company.name}
            </Link>
            <span className="text-neutral-500">{item.time}</span>
          </p>
          <Link to={`/complaint/${encodeURIComponent(item.id)}`} className="block hover:underline">
            {item.excerpt}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * One page of a period's complaints (a day, a company's year): the heading with how many there
 * are and which page this is, and the list between its page links.
 */
export function PagedComplaints(props: {
  title: string;
  count: number;
  page: number;
  pages: number;
  pathOf: (page: number) => string;
  items: ArchiveItem[];
  empty: string;
  /** A line under the count (a moved year's note). */
  note?: ReactNode;
}) {
  const { count, page, pages } = props;
  const { t, plural } = usePageMessages("discovery");
  const links = (
    <PageLinks
      pages={pages}
      page={page}
      pathOf={props.pathOf}
      label={t("archive.pages")}
      testId="archive-pages"
    />
  );
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{props.title}</h1>
        <p className="text-sm text-neutral-600">
          {plural("archive.count", count)}
          {pages > 1 ? ` · ${t("archive.pageOf", { page, pages })}` : null}
        </p>
        {props.note}
      </header>
      {links}
      <ComplaintList items={props.items} empty={props.empty} />
      {links}
    </>
  );
}
