import type { JobStatus } from "@worker/jobs/status";
import { ScrollTable } from "~/components/static/scroll-table";
import { exactTime } from "~/components/ui/relative-time";

/** Exact, not "Just now": runs 15 minutes apart must be told apart. */
function At({ ms }: { ms: number | null }) {
  if (ms === null) return <>Never</>;
  return <time dateTime={new Date(ms).toISOString()}>{exactTime(ms)}</time>;
}

/** "1.2 s", "340 ms". */
const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`);

function Outcome({ job }: { job: JobStatus }) {
  if (job.lastOutcome === null) return <span className="text-neutral-600">Not run yet</span>;
  const failed = job.lastOutcome === "failed";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${failed ? "bg-red-100 text-red-900" : "bg-green-100 text-green-900"}`}
      >
        {failed
          ? `Failed${job.consecutiveFailures > 1 ? ` ×${job.consecutiveFailures}` : ""}`
          : "OK"}
      </span>
      {job.late ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Late
        </span>
      ) : null}
    </span>
  );
}

/**
 * The Jobs tab: every cron job with its last run, duration, outcome, last error and last
 * success (job_runs). "Late" is /readyz's rule: no success for two of its intervals.
 */
export function JobsPanel({ jobs }: { jobs: JobStatus[] }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        Each job runs on its own: one that fails is recorded here and the others still run. A job
        that has not succeeded for two of its intervals is late and makes{" "}
        <a className="text-brand-700 underline" href="/readyz">
          /readyz
        </a>{" "}
        answer 503.
      </p>
      <ScrollTable
        label="Cron jobs"
        testId="job-runs"
        columns={[
          { name: "Job" },
          { name: "Every" },
          { name: "Last run" },
          { name: "Duration", end: true },
          { name: "Outcome" },
          { name: "Last error" },
          { name: "Last success" },
        ]}
      >
        {jobs.map((job) => (
          <tr key={job.name} data-job={job.name} data-outcome={job.lastOutcome ?? "never"}>
            <th scope="row" className="py-1.5 pr-3 text-left font-mono font-normal">
              {job.name}
            </th>
            <td className="py-1.5 pr-3 text-neutral-700">{Math.round(job.everyMs / 60_000)} min</td>
            <td className="py-1.5 pr-3 text-neutral-700">
              <At ms={job.lastStartedAt} />
            </td>
            <td className="py-1.5 pr-3 text-right tabular-nums">
              {job.lastDurationMs === null ? "" : duration(job.lastDurationMs)}
            </td>
            <td className="py-1.5 pr-3">
              <Outcome job={job} />
            </td>
            <td className="max-w-md py-1.5 pr-3 font-mono text-xs break-words text-red-900">
              {job.lastError ?? ""}
            </td>
            <td className="py-1.5 text-neutral-700">
              <At ms={job.lastSuccessAt} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
