import type { JobStatus } from "@worker/jobs/status";
import { ScrollTable } from "~/components/static/scroll-table";
import { type PageI18n, usePageMessages } from "~/i18n/page-messages";

type Words = PageI18n<"admin">;

/** Exact, not "Just now": runs 15 minutes apart must be told apart ("Nov 25, 2026, 10:04 PM UTC"). */
function At({ ms, words }: { ms: number | null; words: Words }) {
  if (ms === null) return <>{words.t("jobs.never")}</>;
  const exact = words.date(ms, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return <time dateTime={new Date(ms).toISOString()}>{`${exact} UTC`}</time>;
}

/** "1.2 s", "340 ms". */
function duration({ t, number }: Words, ms: number) {
  if (ms < 1000) return t("jobs.milliseconds", { ms: number(ms) });
  const seconds = number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t("jobs.seconds", { seconds });
}

function Outcome({ job, words: { t, number } }: { job: JobStatus; words: Words }) {
  if (job.lastOutcome === null) return <span className="text-neutral-600">{t("jobs.notRun")}</span>;
  const failed = job.lastOutcome === "failed";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${failed ? "bg-red-100 text-red-900" : "bg-green-100 text-green-900"}`}
      >
        {failed
          ? job.consecutiveFailures > 1
            ? t("jobs.failedTimes", { count: number(job.consecutiveFailures) })
            : t("jobs.failed")
          : t("jobs.ok")}
      </span>
      {job.late ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t("jobs.late")}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The Jobs tab: every cron job with its last run, duration, outcome, last error and last
 * success (job_runs). "Late" is /readyz's rule: no success for two of its intervals. A job's
 * name and its last error stay as the Worker wrote them (they are the logs' words).
 */
export function JobsPanel({ jobs }: { jobs: JobStatus[] }) {
  const words = usePageMessages("admin");
  const { t, rich, number } = words;
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        {rich("jobs.intro", {
          readyz: (
            <a className="text-brand-700 underline" href="/readyz">
              /readyz
            </a>
          ),
        })}
      </p>
      <ScrollTable
        label={t("jobs.label")}
        testId="job-runs"
        columns={[
          { name: t("jobs.col.job") },
          { name: t("jobs.col.every") },
          { name: t("jobs.col.lastRun") },
          { name: t("jobs.col.duration"), end: true },
          { name: t("jobs.col.outcome") },
          { name: t("jobs.col.lastError") },
          { name: t("jobs.col.lastSuccess") },
        ]}
      >
        {jobs.map((job) => (
          <tr key={job.name} data-job={job.name} data-outcome={job.lastOutcome ?? "never"}>
            <th scope="row" className="py-1.5 pr-3 text-left font-mono font-normal">
              {job.name}
            </th>
            <td className="py-1.5 pr-3 text-neutral-700">
              {t("jobs.every", { minutes: number(Math.round(job.everyMs / 60_000)) })}
            </td>
            <td className="py-1.5 pr-3 text-neutral-700">
              <At ms={job.lastStartedAt} words={words} />
            </td>
            <td className="py-1.5 pr-3 text-right tabular-nums">
              {job.lastDurationMs === null ? "" : duration(words, job.lastDurationMs)}
            </td>
            <td className="py-1.5 pr-3">
              <Outcome job={job} words={words} />
            </td>
            <td className="max-w-md py-1.5 pr-3 font-mono text-xs break-words text-red-900">
              {job.lastError ?? ""}
            </td>
            <td className="py-1.5 text-neutral-700">
              <At ms={job.lastSuccessAt} words={words} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
