import { REMOVAL_REASON_MAX } from "@shared/removals";
import type { PendingAppeal } from "@worker/services/admin/appeals";
import { useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { EmptyQueue, useInSentence } from "./queue-item";
import type { AdminAnswer } from "./route";

/** Appeals of removals (decision 033): the removed text, the reason, the appeal; Restore or Reject. */
export function AppealsList({ appeals, now }: { appeals: PendingAppeal[]; now: number }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <section className="space-y-3" aria-labelledby="appeals-heading">
      <h2 id="appeals-heading" className="font-semibold">
        {t("appeals.heading", { count: number(appeals.length) })}
      </h2>
      {appeals.length === 0 ? (
        <EmptyQueue>{t("appeals.none")}</EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {appeals.map((appeal) => (
            <li
              key={appeal.complaintId}
              className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="appeal-item"
            >
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
                  <textarea
                    name="note"
                    rows={2}
                    maxLength={REMOVAL_REASON_MAX}
                    className="w-full rounded-md border border-neutral-300 px-3 py-2"
                  />
                </label>
                <button
                  type="submit"
                  name="decision"
                  value="upheld"
                  disabled={busy}
                  className={buttonPrimary}
                >
                  {t("appeals.restore")}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="rejected"
                  disabled={busy}
                  className={buttonSecondary}
                >
                  {t("appeals.reject")}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
