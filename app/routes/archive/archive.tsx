import { archivePath } from "@shared/archive";
import { archiveMonthsAll } from "@worker/services/archive/archive";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/archive";
import { monthName } from "./labels.server";

export const handle = { title: "Archive" };

/**
 * /archive (decision 049): every year with its months and their counts, so each month, and from
 * it each page of each day, is one link away. Read from archive_days, never from complaints.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const months = await archiveMonthsAll(context.db);
  const years: {
    year: number;
    complaints: number;
    months: { month: number; name: string; complaints: number }[];
  }[] = [];
  for (const row of months) {
    const year = Number(row.key.slice(0, 4));
    const month = Number(row.key.slice(5, 7));
    let entry = years.at(-1);
    if (entry?.year !== year) {
      entry = { year, complaints: 0, months: [] };
      years.push(entry);
    }
    entry.complaints += row.complaints;
    entry.months.push({
      month,
      name: monthName(year, month, context.locale),
      complaints: row.complaints,
    });
  }
  for (const entry of years) entry.months.sort((a, b) => a.month - b.month);
  return { years, pageMessages: pageMessages("discovery", context.locale, ["archive."]) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const words = data ? wordsOf(data.pageMessages) : null;
  return pageMeta(matches, {
    title: words?.["archive.title"] ?? "Archive",
    description: words?.["archive.description"] ?? "",
    path: "/archive",
  });
};

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { years } = loaderData;
  const { t, plural } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("archive.title")}</h1>
        <p className="text-neutral-600">{t("archive.description")}</p>
      </header>
      {years.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600">
          {t("archive.emptyAll")}
        </p>
      ) : (
        <ol className="space-y-5">
          {years.map((entry) => (
            <li key={entry.year} className="space-y-2" data-testid="archive-year">
              <h2 className="text-lg font-semibold">
                <Link to={archivePath({ year: entry.year })} className="hover:underline">
                  {entry.year}
                </Link>{" "}
                <span className="text-sm font-normal text-neutral-500">
                  {plural("archive.count", entry.complaints)}
                </span>
              </h2>
              <ul className="flex flex-wrap gap-2 text-sm">
                {entry.months.map((month) => (
                  <li key={month.month}>
                    <Link
                      to={archivePath({ year: entry.year, month: month.month })}
                      className="inline-block rounded border border-neutral-300 px-2 py-1 text-brand-600 hover:bg-neutral-50"
                    >
                      {month.name} <span className="text-neutral-500">({month.complaints})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
