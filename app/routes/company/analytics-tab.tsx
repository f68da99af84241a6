import { companyPath } from "@shared/company-path";
import type { WeekPoint } from "@worker/services/companies/analytics";
import { lazy, Suspense, useEffect } from "react";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader } from "~/routes/company.$slug.analytics";

// The charting library is downloaded only when someone opens this tab, and only the browser
// draws charts: a `.client` module is an empty stub in the server bundle (React Router), so
// recharts is not uploaded with the Worker.
const AnalyticsCharts = lazy(() => import("./analytics-charts.client"));

/**
 * Analytics of a claimed page; unclaimed pages say why the tab is locked. Opened by its address
 * (`?tab=analytics`, the tab's link without JavaScript) the page brings the weeks with it and
 * shows them as a table until scripts draw the charts; opened in place, the tab fetches them.
 */
export function AnalyticsTab({
  slug,
  claimed,
  initial,
}: {
  slug: string;
  claimed: boolean;
  initial: WeekPoint[] | null;
}) {
  const fetcher = useFetcher<typeof loader>();
  const { t } = usePageMessages("company");
  const hydrated = useHydrated();
  useEffect(() => {
    if (claimed && !initial && fetcher.state === "idle" && !fetcher.data)
      fetcher.load(`${companyPath(slug)}/analytics`);
  }, [claimed, initial, slug, fetcher]);
  if (!claimed) {
    return (
      <p className="rounded-lg border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600">
        {t("analytics.locked")}
      </p>
    );
  }
  const loading = (
    <p role="status" className="p-8 text-center text-sm text-neutral-600">
      {t("analytics.loading")}
    </p>
  );
  const weeks = initial ?? fetcher.data?.weeks;
  if (!weeks) return loading;
  if (!hydrated) return <AnalyticsTable weeks={weeks} />;
  return (
    <Suspense fallback={<AnalyticsTable weeks={weeks} />}>
      <AnalyticsCharts weeks={weeks} />
    </Suspense>
  );
}

/** The charts' figures as a table, for a page without JavaScript (and while the charts load). */
function AnalyticsTable({ weeks }: { weeks: WeekPoint[] }) {
  const { t, date, number } = usePageMessages("company");
  const cell = "px-2 py-1.5 text-right tabular-nums";
  const head = "px-2 py-1.5 text-right font-medium";
  return (
    <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white">
      <table className="w-full text-sm" data-testid="analytics-table">
        <caption className="px-2 py-2 text-left font-semibold">{t("charts.tableCaption")}</caption>
        <thead className="border-b border-neutral-200 text-neutral-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t("charts.week")}
            </th>
            <th scope="col" className={head}>
              {t("charts.complaints")}
            </th>
            <th scope="col" className={head}>
              {t("charts.answered")}
            </th>
            <th scope="col" className={head}>
              {t("charts.hoursLine")}
            </th>
            <th scope="col" className={head}>
              {t("charts.resolved")}
            </th>
            <th scope="col" className={head}>
              {t("charts.satisfied")}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="border-b border-neutral-100 last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {date(week.week, { month: "short", day: "numeric", timeZone: "UTC" })}
              </th>
              <td className={cell}>{number(week.complaints)}</td>
              <td className={cell}>{number(week.responded)}</td>
              <td className={cell}>
                {week.averageResponseHours === null
                  ? "–"
                  : number(week.averageResponseHours, { maximumFractionDigits: 1 })}
              </td>
              <td className={cell}>{number(week.resolved)}</td>
              <td className={cell}>
                {week.satisfaction === null
                  ? "–"
                  : number(week.satisfaction, { maximumFractionDigits: 0 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The tab as a chunk of its own (decision 059): loaded when the Analytics tab opens, or with the
 * page when the server drew it (`?tab=analytics`, lazy-after-server.ts).
 */
export default function AnalyticsTabChunk(props: Parameters<typeof AnalyticsTab>[0]) {
  return (
    <div {...{ [LAZY_CHUNK_ATTRIBUTE]: "analytics-tab" }}>
      <AnalyticsTab {...props} />
    </div>
  );
}
