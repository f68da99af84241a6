import type { CompanyMetrics } from "@worker/services/companies/figures";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/**
 * The company's metrics with every complaint and without the flagged windows (decision 031). Drawn from flood-charts.tsx, a chunk of its own: only a company with a flagged window
 * shows it, so other company pages never load it (decision 059; app/lib/lazy-after-server.ts).
 * If the chunk cannot load, it says so in place.
 */
const Chart = lazyAfterServer("flood-metrics", () =>
  import("./flood-charts").then((module) => ({ default: module.FloodMetrics })),
);

export function FloodMetrics(props: { all: CompanyMetrics; without: CompanyMetrics }) {
  const { t } = usePageMessages("company");
  return (
    <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
      <Chart {...props} />
    </ChunkBoundary>
  );
}
