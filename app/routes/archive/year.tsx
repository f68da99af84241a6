import { archivePath, parseArchiveDate } from "@shared/archive";
import { archiveMonthsOf } from "@worker/services/archive/archive";
import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/year";
import { Crumbs } from "./archive-parts";
import { monthName } from "./labels.server";

export const handle = { title: "Archive" };

/** /archive/{year} (decision 049): its months with their counts (archive_days). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const date = parseArchiveDate({ year: params.year });
  if (!date) throw data(null, { status: 404 });
  const rows = await archiveMonthsOf(context.db, date.year);
  return {
    year: date.year,
    months: rows.map((row) => {
      const month = Number(row.key.slice(5, 7));
      return {
        month,
        name: monthName(date.year, month, context.locale),
        complaints: row.complaints,
      };
    }),
    pageMessages: pageMessages("discovery", context.locale, ["archive."]),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return errorTitle(matches, "meta.notFound");
  const words = wordsOf(page.pageMessages);
  const year = String(page.year);
  return pageMeta(matches, {
    title: fill(words["archive.yearTitle"], { year }),
    description: fill(words["archive.yearDescription"], { year }),
    path: archivePath({ year: page.year }),
  });
};

export default function ArchiveYearPage({ loaderData }: Route.ComponentProps) {
  const { year, months } = loaderData;
  const { t, plural } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <Crumbs items={[{ to: archivePath(), label: t("archive.title") }]} />
      <h1 className="text-2xl font-bold">{t("archive.yearTitle", { year: String(year) })}</h1>
      {months.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600">
          {t("archive.emptyYear")}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-3">
          {months.map((month) => (
            <li key={month.month}>
              <Link
                to={archivePath({ year, month: month.month })}
                className="block rounded-lg border border-neutral-200 bg-white p-3 hover:bg-neutral-50"
                data-testid="archive-month"
              >
                <span className="font-semibold text-brand-600">{month.name}</span>
                <span className="block text-sm text-neutral-600">
                  {plural("archive.count", month.complaints)}
                </span>
              </Link>
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
