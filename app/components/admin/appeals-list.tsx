import { formatRelativeTime } from "@shared/relative-time";
import { REMOVAL_REASON_MAX } from "@shared/removals";
import type { PendingAppeal } from "@worker/services/admin/appeals";
import { useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { EmptyQueue } from "./queue-item";

/** Appeals of removals (issue 37): the removed text, the reason, the appeal; Restore or Reject. */
export function AppealsList({ appeals, now }: { appeals: PendingAppeal[]; now: number }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <section className="space-y-3" aria-labelledby="appeals-heading">
      <h2 id="appeals-heading" className="font-semibold">
        Appeals of removals ({appeals.length})
      </h2>
      {appeals.length === 0 ? (
        <EmptyQueue>
          No appeals waiting. An author can appeal a removal once, from its page.
        </EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {appeals.map((appeal) => (
            <li
              key={appeal.complaintId}
              className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="appeal-item"
            >
              <p className="text-neutral-600">
                About {appeal.companyName} · removed{" "}
                {formatRelativeTime(appeal.removedAt, now).toLowerCase()} · appealed{" "}
                {formatRelativeTime(appeal.appealedAt, now).toLowerCase()}
              </p>
              <blockquote className="border-l-4 border-neutral-200 pl-3 whitespace-pre-line break-words">
                {appeal.text}
              </blockquote>
              <p className="break-words">
                <span className="font-medium">Reason for removal:</span> {appeal.reason}
              </p>
              <p className="break-words whitespace-pre-line">
                <span className="font-medium">The author's appeal:</span> {appeal.appealText}
              </p>
              <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="decide-appeal" />
                <input type="hidden" name="complaintId" value={appeal.complaintId} />
                <label className="block w-full space-y-1">
                  <span className="font-medium">Note (shown on the complaint's page)</span>
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
                  Restore
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="rejected"
                  disabled={busy}
                  className={buttonSecondary}
                >
                  Reject
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
