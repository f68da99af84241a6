import { REMOVAL_REASON_MAX } from "@shared/removals";
import type { PendingAppeal } from "@worker/services/admin/appeals";
import { Textarea } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { DecisionButtons, useInSentence } from "./queue-item";
import { QueueCard, ReviewQueue } from "./review-queue";

/** Appeals of removals (decision 033): the removed text, the reason, the appeal; Restore or Reject. */
export function AppealsList({ appeals, now }: { appeals: PendingAppeal[]; now: number }) {
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <ReviewQueue
      heading={t("appeals.heading", { count: number(appeals.length) })}
      headingId="appeals-heading"
      empty={t("appeals.none")}
      items={appeals}
      itemKey={(appeal) => appeal.complaintId}
      card={(appeal, fetcher) => (
        <QueueCard testId="appeal-item" tight className="text-sm">
          <p className="text-neutral-600">
            {t("appeals.meta", {
              company: appeal.companyName,
              removed: when(appeal.removedAt),
              appealed: when(appeal.appealedAt),
            })}
          </p>
          <blockquote className="border-l-4 border-neutral-200 pl-3 whitespace-pre-line break-words">
            {appeal.text}
          </blockquote>
          <p className="break-words">
            <span className="font-medium">{t("appeals.reason")}</span> {appeal.reason}
          </p>
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">{t("appeals.appeal")}</span> {appeal.appealText}
          </p>
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="decide-appeal" />
            <input type="hidden" name="complaintId" value={appeal.complaintId} />
            <label className="block w-full space-y-1">
              <span className="font-medium">{t("appeals.note")}</span>
              <Textarea name="note" rows={2} maxLength={REMOVAL_REASON_MAX} />
            </label>
            <DecisionButtons
              busy={fetcher.state !== "idle"}
              accept={{ value: "upheld", label: t("appeals.restore") }}
              decline={{ value: "rejected", label: t("appeals.reject") }}
            />
          </fetcher.Form>
        </QueueCard>
      )}
    />
  );
}
