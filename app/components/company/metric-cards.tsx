import { formatDuration } from "@shared/duration";
import type { CompanyMetrics } from "@worker/services/companies/metrics";
import { Link } from "react-router";

const NOT_ENOUGH = "Not enough data yet";

function Card({ label, value, note }: { label: string; value: string | null; note?: string }) {
  return (
    <div
      className="rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
      data-testid="metric"
    >
      <p className="text-xs font-medium text-neutral-500">{label}</p>
      <p className={value === null ? "mt-1 text-sm text-neutral-500" : "mt-1 text-xl font-bold"}>
        {value ?? NOT_ENOUGH}
      </p>
      {note ? <p className="text-xs text-neutral-500">{note}</p> : null}
    </div>
  );
}

/** The company's numbers, every one computed from its complaints. */
export function MetricCards({ metrics }: { metrics: CompanyMetrics }) {
  const pct = (value: number | null) => (value === null ? null : `${value}%`);
  return (
    <section
      aria-label="Company metrics"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
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
            : `median ${formatDuration(metrics.medianResponseMs)} · 90% within ${formatDuration(metrics.p90ResponseMs)}`
        }
      />
      <Card
        label="Satisfaction"
        value={pct(metrics.satisfactionScore)}
        note="of answered verdicts"
      />
      <Card
        label="Answered within 48 h"
        value={pct(metrics.slaComplianceRate)}
        note="SLA compliance"
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
