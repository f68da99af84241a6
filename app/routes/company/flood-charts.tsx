import { FLOOD_FORMULA_VERSION } from "@shared/flood-guard";
import { DEFAULT_LOCALE } from "@shared/i18n";
import type { CompanyMetrics } from "@worker/services/companies/figures";
import type { HistogramDay } from "@worker/services/companies/flood-page";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";

// The flood guard's charts: what a company page shows only while a window is flagged
// (flood-histogram.tsx and flood-metrics.tsx load this chunk).

const BAR_AREA = 100;

/**
 * Complaints per day over the last 90 days, the flagged windows' days shaded (decision 031). Drawn
 * on the server as SVG, no script; the days with complaints are also listed as a table for
 * screen readers, and the legend says what the shading means.
 */
export function FloodHistogram({ days }: { days: HistogramDay[] }) {
  const { date } = useI18n();
  const { t, plural, number } = usePageMessages("company");
  // "27 Nov" in the page's language, the UTC day the complaints were counted in.
  const shortDay = (day: string) =>
    date(Date.parse(`${day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
  const max = Math.max(1, ...days.map((day) => day.count));
  const flagged = days.filter((day) => day.flagged);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  return (
    <figure
      aria-labelledby="flood-histogram-caption"
      // Its own height beside the taller metrics table (no empty stretch below the legend).
      className="space-y-2 self-start rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
      data-testid="flood-histogram"
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "flood-histogram" }}
    >
      <figcaption id="flood-histogram-caption" className="text-sm font-semibold">
        {t("flood.histogram.caption", { days: number(days.length) })}
      </figcaption>
      <svg
        viewBox={`0 0 ${days.length} ${BAR_AREA}`}
        preserveAspectRatio="none"
        className="block h-24 w-full"
        aria-hidden="true"
      >
        {days.map((day, index) =>
          day.flagged ? (
            <rect
              key={`shade-${day.day}`}
              x={index}
              y={0}
              width={1}
              height={BAR_AREA}
              className="fill-amber-100"
              data-flagged="true"
            />
          ) : null,
        )}
        {days.map((day, index) => {
          const height = (day.count / max) * BAR_AREA;
          return day.count > 0 ? (
            <rect
              key={day.day}
              x={index + 0.15}
              y={BAR_AREA - height}
              width={0.7}
              height={height}
              className={day.flagged ? "fill-amber-700" : "fill-neutral-500"}
            />
          ) : null;
        })}
      </svg>
      <div className="flex justify-between text-xs text-neutral-600" aria-hidden="true">
        <span>{shortDay(first)}</span>
        <span>{shortDay(last)}</span>
      </div>
      <p className="flex items-center gap-2 text-xs text-neutral-700">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-3 rounded-sm border border-amber-300 bg-amber-100"
        />
        {t("flood.histogram.legend", {
          flagged: plural("flood.histogram.days", flagged.length, {
            count: number(flagged.length),
          }),
          highest: plural("flood.histogram.complaints", max, { count: number(max) }),
        })}
      </p>
      <table className="sr-only">
        <caption>{t("flood.histogram.table", { days: number(days.length) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("flood.histogram.day")}</th>
            <th scope="col">{t("flood.histogram.complaints")}</th>
            <th scope="col">{t("flood.banner.label")}</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => day.count > 0 || day.flagged)
            .map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td>{number(day.count)}</td>
                <td>{t(day.flagged ? "flood.histogram.yes" : "flood.histogram.no")}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The company's metrics with every complaint and without the complaints in flagged windows
 * (decision 031), side by side, in words a reader can compare: the page's cards above show the
 * first column.
 */
export function FloodMetrics({ all, without }: { all: CompanyMetrics; without: CompanyMetrics }) {
  const { t, locale, number } = usePageMessages("company");
  const formatDuration = useI18n().duration;
  // As the cards above: English keeps its plain digits and "87%", Turkish says "%87".
  const english = locale === DEFAULT_LOCALE;
  const count = (value: number) => (english ? String(value) : number(value));
  const percent = (value: number) =>
    english ? `${value}%` : number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  const notEnough = t("metrics.notEnough");
  const pct = (value: number | null) => (value === null ? notEnough : percent(value));
  const time = (ms: number | null) => (ms === null ? notEnough : formatDuration(ms));
  const rows: Array<[string, string, string]> = [
    [t("metrics.total"), count(all.totalComplaints), count(without.totalComplaints)],
    [t("metrics.responseRate"), percent(all.responseRate), percent(without.responseRate)],
    [t("metrics.resolutionRate"), percent(all.resolutionRate), percent(without.resolutionRate)],
    [t("metrics.averageResponse"), time(all.averageResponseMs), time(without.averageResponseMs)],
    [t("metrics.satisfaction"), pct(all.satisfactionScore), pct(without.satisfactionScore)],
    [t("metrics.within48h"), pct(all.slaComplianceRate), pct(without.slaComplianceRate)],
  ];
  return (
    // Its chunk's mark (decision 059) on an element the grid does not see.
    <div className="contents" {...{ [LAZY_CHUNK_ATTRIBUTE]: "flood-metrics" }}>
      <Panel
        id="flood-metrics-heading"
        className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
        testId="flood-metrics"
        headingClassName="text-sm font-semibold"
        heading={t("flood.heading")}
      >
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-neutral-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("flood.metric")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("flood.all")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("flood.without")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, withAll, withoutFlagged]) => (
              <tr key={label} className="border-t border-neutral-100">
                <th scope="row" className="py-1 pr-2 font-normal text-neutral-700">
                  {label}
                </th>
                <td className="py-1 pr-2 font-semibold" data-testid="metric-all">
                  {withAll}
                </td>
                <td className="py-1 font-semibold" data-testid="metric-without">
                  {withoutFlagged}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-neutral-600">
          {t("flood.explained")}{" "}
          <Link to="/methodology#flood-guard" className="font-medium underline">
            {t("flood.formula", { version: FLOOD_FORMULA_VERSION })}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
