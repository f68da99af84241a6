import type { HistogramDay } from "@worker/services/companies/flood-page";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/**
 * Complaints per day over the last 90 days, the flagged windows' days shaded (decision 031). Drawn from flood-charts.tsx, a chunk of its own: only a company with a flagged window
 * shows it, so other company pages never load it (decision 059; app/lib/lazy-after-server.ts).
 * If the chunk cannot load, it says so in place.
 */
const Chart = lazyAfterServer("flood-histogram", () =>
  import("./flood-charts").then((module) => ({ default: module.FloodHistogram })),
);

export function FloodHistogram(props: { days: HistogramDay[] }) {
  const { t } = usePageMessages("company");
  return (
    <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
      <Chart {...props} />
    </ChunkBoundary>
  );
}
