import { formatDuration } from "@shared/duration";
import { FLOOD_FORMULA_VERSION } from "@shared/flood-guard";
import type { CompanyMetrics } from "@worker/services/companies/metrics";
import { Link } from "react-router";

const NOT_ENOUGH = "Not enough data yet";
const pct = (value: number | null) => (value === null ? NOT_ENOUGH : `${value}%`);

/**
 * The company's metrics with every complaint and without the complaints in flagged windows
 * (issue 37), side by side, in words a reader can compare: the page's cards above show the
 * first column.
 */
export function FloodMetrics({ all, without }: { all: CompanyMetrics; without: CompanyMetrics }) {
  const rows: Array<[string, string, string]> = [
    ["Total complaints", String(all.totalComplaints), String(without.totalComplaints)],
    ["Response rate", `${all.responseRate}%`, `${without.responseRate}%`],
    ["Resolution rate", `${all.resolutionRate}%`, `${without.resolutionRate}%`],
    [
      "Average response time",
      all.averageResponseMs === null ? NOT_ENOUGH : formatDuration(all.averageResponseMs),
      without.averageResponseMs === null ? NOT_ENOUGH : formatDuration(without.averageResponseMs),
    ],
    ["Satisfaction", pct(all.satisfactionScore), pct(without.satisfactionScore)],
    ["Answered within 48\u00a0h", pct(all.slaComplianceRate), pct(without.slaComplianceRate)],
  ];
  return (
    <section
      aria-labelledby="flood-metrics-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
      data-testid="flood-metrics"
    >
      <h2 id="flood-metrics-heading" className="text-sm font-semibold">
        Metrics with and without the unusual activity
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-neutral-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Metric
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              All complaints
            </th>
            <th scope="col" className="py-1 font-medium">
              Without flagged windows
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
        "Without flagged windows" leaves out the complaints filed in a window of unusual activity
        that is open or that a moderator upheld.{" "}
        <Link to="/methodology#flood-guard" className="font-medium underline">
          Formula, version {FLOOD_FORMULA_VERSION}
        </Link>
      </p>
    </section>
  );
}
