import { companyPath } from "@shared/company-path";
import { lazy, Suspense, useEffect } from "react";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import type { loader } from "~/routes/company.$slug.analytics";

// The charting library is downloaded only when someone opens this tab, and only the browser
// draws charts: a `.client` module is an empty stub in the server bundle (React Router), so
// recharts is not uploaded with the Worker.
const AnalyticsCharts = lazy(() => import("./analytics-charts.client"));

/** Analytics of a claimed page; unclaimed pages say why the tab is locked. */
export function AnalyticsTab({ slug, claimed }: { slug: string; claimed: boolean }) {
  const fetcher = useFetcher<typeof loader>();
  const { t } = usePageMessages("company");
  useEffect(() => {
    if (claimed && fetcher.state === "idle" && !fetcher.data)
      fetcher.load(`${companyPath(slug)}/analytics`);
  }, [claimed, slug, fetcher]);
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
  if (!fetcher.data) return loading;
  return (
    <Suspense fallback={loading}>
      <AnalyticsCharts weeks={fetcher.data.weeks} />
    </Suspense>
  );
}
