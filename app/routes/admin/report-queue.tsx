import { REMOVAL_REASON_MAX } from "@shared/removals";
import type { ReportedComplaint, ReportQueuePage } from "@worker/services/admin/moderation";
import { Flag } from "lucide-react";
import { Link } from "react-router";
import { Textarea } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { ComplaintByline, OutcomeButtons, useInSentence } from "./queue-item";
import { type DecisionFetcher, QueueCard, ReviewQueue } from "./review-queue";

function ReportCard({
  item,
  now,
  fetcher,
}: {
  item: ReportedComplaint;
  now: number;
  fetcher: DecisionFetcher;
}) {
  const busy = fetcher.state !== "idle";
  const { t, plural, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <QueueCard testId="report-item">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          <Flag aria-hidden="true" className="size-3" /> {plural("reports.count", item.reportCount)}
        </span>
        <span className="text-neutral-600">
          {t("reports.meta", { company: item.companyName, when: when(item.firstReportedAt) })}
        </span>
        {item.memberReportCount > 0 ? (
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="report-from-company"
          >
            {item.memberReportCount === item.reportCount
              ? t("reports.allMembers")
              : t("reports.someMembers", { count: number(item.memberReportCount) })}
          </span>
        ) : null}
        {item.youngReportCount > 0 ? (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            {t("reports.young", { count: number(item.youngReportCount) })}
          </span>
        ) : null}
      </div>
      <blockquote className="border-l-4 border-neutral-200 pl-3 text-sm whitespace-pre-line break-words">
        {item.text}
      </blockquote>
      <ComplaintByline
        authorName={item.authorName}
        authorUsername={item.authorUsername}
        complaintId={item.complaintId}
      />
      <div>
        <p className="text-xs font-medium text-neutral-600">{t("reports.reasons")}</p>
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {item.reasons.map((reason, index) => (
            // Reasons can repeat word for word; their order is stable for one render.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      </div>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="decide-report" />
        <input type="hidden" name="complaintId" value={item.complaintId} />
        <label className="block w-full space-y-1 text-sm">
          <span className="font-medium">{t("reports.removal")}</span>
          <Textarea
            name="reason"
            rows={2}
            maxLength={REMOVAL_REASON_MAX}
            placeholder={t("reports.removalPlaceholder")}
          />
        </label>
        <OutcomeButtons
          busy={busy}
          leave={{ value: "kept", label: t("reports.keep") }}
          act={{ value: "removed", label: t("reports.remove") }}
        />
      </fetcher.Form>
    </QueueCard>
  );
}

/**
 * The reported complaints, most serious first, a page at a time: each with its reports, its
 * text and Keep or Remove (with the reason its public stub shows).
 */
export function ReportQueue({
  reports,
  reported,
  paged,
  now,
}: {
  reports: ReportQueuePage;
  reported: number;
  paged: boolean;
  now: number;
}) {
  const { items, next } = reports;
  const { t, number } = usePageMessages("admin");
  return (
    <ReviewQueue
      heading={t("reports.heading", { count: number(reported) })}
      intro={t("reports.intro")}
      empty={t("reports.none")}
      items={items}
      itemKey={(item) => item.complaintId}
      card={(item, fetcher) => <ReportCard item={item} now={now} fetcher={fetcher} />}
      footer={
        next || paged ? (
          <nav aria-label={t("reports.pages")} className="flex gap-3 text-sm">
            {paged ? (
              <Link to="?tab=moderation" className="text-brand-600 hover:underline">
                {t("reports.first")}
              </Link>
            ) : null}
            {next ? (
              <Link
                to={`?tab=moderation&after=${encodeURIComponent(next)}`}
                className="text-brand-600 hover:underline"
                data-testid="report-queue-next"
              >
                {t("reports.next")}
              </Link>
            ) : null}
          </nav>
        ) : null
      }
    />
  );
}
