import { formatDuration } from "@shared/duration";
import { formatMoney } from "@shared/refunds";
import type { CompanyMetrics } from "@worker/services/companies/metrics";
import { Link } from "react-router";

const NOT_ENOUGH = "Not enough data yet";

function Card({
  label,
  value,
  note,
  className = "",
}: {
  label: string;
  value: string | null;
  note?: string;
  className?: string;
}) {
  // Three rows of the section's grid (subgrid): labels, values and notes each share a row with
  // their neighbours, so a label on two lines moves its whole row's values, and every card of a
  // row has the same height and the same baselines.
  return (
    <div
      className={`row-span-3 grid grid-rows-subgrid gap-y-1 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm ${className}`}
      data-testid="metric"
    >
      <p className="text-xs font-medium text-neutral-500">{label}</p>
      <p className={value === null ? "text-sm text-neutral-500" : "text-xl font-bold"}>
        {value ?? NOT_ENOUGH}
      </p>
      {note ? <p className="text-xs text-neutral-500">{note}</p> : null}
    </div>
  );
}

/** "2 refunds pending (1 overdue) · 1 did not arrive", or confirmed-only wording. */
function refundNote(metrics: CompanyMetrics) {
  const parts = [
    metrics.refundsPending > 0
      ? `${metrics.refundsPending} ${metrics.refundsPending === 1 ? "refund" : "refunds"} waiting for confirmation${metrics.refundsOverdue > 0 ? ` (${metrics.refundsOverdue} overdue)` : ""}`
      : null,
    metrics.refundsNotReceived > 0 ? `${metrics.refundsNotReceived} did not arrive` : null,
  ].filter(Boolean);
  return parts.length > 0
    ? `Confirmed by the customers · ${parts.join(" · ")}`
    : "Confirmed by the customers";
}

/** The company's numbers, every one computed from its complaints. */
/** A duration kept on one line ("2d 11h" never ends a line after "2d"): no-break spaces. */
const together = (duration: string) => duration.replaceAll(" ", "\u00a0");

export function MetricCards({ metrics }: { metrics: CompanyMetrics }) {
  const pct = (value: number | null) => (value === null ? null : `${value}%`);
  return (
    <section
      aria-label="Company metrics"
      // Columns by the width the page's column has (its container), not the window's: with the
      // sidebar open a 1024 px window leaves 736 px, room for three cards, not six.
      className="grid grid-cols-2 gap-x-3 gap-y-3 @lg:grid-cols-3 @4xl:grid-cols-6"
    >
      <Card
        label="Total complaints"
        value={String(metrics.totalComplaints)}
        note={`${metrics.totalResponses} answered`}
      />
      <Card label="Response rate" value={`${metrics.responseRate}%`} />
      <Card label="Resolution rate" value={`${metrics.resolutionRate}%`} />
      <Card
        label="Average response time"
        value={
          metrics.averageResponseMs === null ? null : formatDuration(metrics.averageResponseMs)
        }
        note={
          metrics.medianResponseMs === null || metrics.p90ResponseMs === null
            ? undefined
            : `median ${together(formatDuration(metrics.medianResponseMs))} · 90% within ${together(formatDuration(metrics.p90ResponseMs))}`
        }
      />
      <Card
        label="Satisfaction"
        value={pct(metrics.satisfactionScore)}
        note="of answered verdicts"
      />
      <Card
        // A no-break space: "48 h" never leaves the "h" alone on a line.
        label={"Answered within 48\u00a0h"}
        value={pct(metrics.slaComplianceRate)}
        note="SLA compliance"
      />
      <Card
        className="col-span-full"
        label="Money returned"
        value={
          metrics.moneyReturned.length === 0
            ? "None confirmed yet"
            : metrics.moneyReturned
                .map((sum) => formatMoney(sum.amountMinor, sum.currency))
                .join(" · ")
        }
        note={refundNote(metrics)}
      />
      <p className="col-span-full text-xs text-neutral-600">
        Every number is computed from this company's complaints.{" "}
        <Link to="/methodology" className="font-medium underline">
          How each one is computed
        </Link>
      </p>
    </section>
  );
}
