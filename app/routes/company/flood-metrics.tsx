import { FLOOD_FORMULA_VERSION } from "@shared/flood-guard";
import { DEFAULT_LOCALE } from "@shared/i18n";
import type { CompanyMetrics } from "@worker/services/companies/figures";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";

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
  );
}
