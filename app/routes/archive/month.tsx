import { archivePath, pageCount, parseArchiveDate } from "@shared/archive";
import { archiveDaysOf } from "@worker/services/archive/archive";
import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/month";
import { Crumbs, PageLinks } from "./archive-parts";
import { dayLabel, monthLabel } from "./labels.server";

export const handle = { title: "Archive" };

/**
 * /archive/{year}/{month} (decision 049): its days with their counts and, for each day, a link to
 * every one of its pages, so every complaint of the month is two links from here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const date = parseArchiveDate({ year: params.year, month: params.month });
  if (!date?.month) throw data(null, { status: 404 });
  const { year, month } = date;
  const size = context.config.archivePageSize;
  const rows = await archiveDaysOf(context.db, date);
  return {
    year,
    month,
    label: monthLabel(year, month, context.locale),
    days: rows.map((row) => {
      const day = Number(row.key.slice(8, 10));
      return {
        day,
        label: dayLabel({ year, month, day }, context.locale),
        complaints: row.complaints,
        pages: pageCount(row.complaints, size),
      };
    }),
    pageMessages: pageMessages("discovery", context.locale, ["archive."]),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return errorTitle(matches, "meta.notFound");
  const words = wordsOf(page.pageMessages);
  return pageMeta(matches, {
    title: fill(words["archive.monthTitle"], { month: page.label }),
    description: fill(words["archive.monthDescription"], { month: page.label }),
    path: archivePath({ year: page.year, month: page.month }),
  });
};

export default function ArchiveMonthPage({ loaderData }: Route.ComponentProps) {
  const { year, month, label, days } = loaderData;
  const { t, plural } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <Crumbs
        items={[
          { to: archivePath(), label: t("archive.title") },
          { to: archivePath({ year }), label: String(year) },
        ]}
      />
      <h1 className="text-2xl font-bold">{t("archive.monthTitle", { month: label })}</h1>
      {days.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600">
          {t("archive.emptyMonth")}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {days.map((entry) => (
            <li
              key={entry.day}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-testid="archive-day"
            >
              <p>
                <Link
                  to={archivePath({ year, month, day: entry.day })}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  {entry.label}
                </Link>{" "}
                <span className="text-sm text-neutral-600">
                  {plural("archive.count", entry.complaints)}
                </span>
              </p>
              <PageLinks
                pages={entry.pages}
                pathOf={(n) => archivePath({ year, month, day: entry.day }, n)}
                label={`${entry.label}: ${t("archive.pages")}`}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
