import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import { ShieldAlert } from "lucide-react";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { ComplaintByline, EmptyQueue, OutcomeButtons, useInSentence } from "./queue-item";
import type { AdminAnswer } from "./route";

/**
 * Extortion reports (decision 032), oldest first: the complaint, the demand a member of its
 * company attached, and Uphold or Reject. Upheld labels the author's complaints and leaves them
 * out of every company's figures; rejected changes nothing.
 */
export function ExtortionQueue({ items, now }: { items: ExtortionQueueItem[]; now: number }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <section className="space-y-3" aria-labelledby="extortion-queue-heading">
      <h2 id="extortion-queue-heading" className="font-semibold">
        {t("queue.extortion.heading", { count: number(items.length) })}
      </h2>
      <p className="text-xs text-neutral-600">{t("queue.extortion.intro")}</p>
      {items.length === 0 ? (
        <EmptyQueue>{t("extortion.none")}</EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
              data-testid="extortion-item"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  <ShieldAlert aria-hidden="true" className="size-3" /> {t("extortion.badge")}
                </span>
                <span className="text-neutral-600">
                  {t("extortion.meta", {
                    company: item.companyName,
                    reporter: item.reporterName ?? t("extortion.aMember"),
                    when: when(item.createdAt),
                  })}
                </span>
              </div>
              <blockquote className="border-l-4 border-neutral-200 pl-3 text-sm break-words whitespace-pre-line">
                {item.complaintText}
              </blockquote>
              <ComplaintByline
                authorName={item.authorName}
                authorUsername={item.authorUsername}
                complaintId={item.complaintId}
              />
              <div>
                <p className="text-xs font-medium text-neutral-600">
                  {t("queue.extortion.demand")}
                </p>
                <p
                  className="rounded-md bg-neutral-50 px-3 py-2 text-sm break-words whitespace-pre-line"
                  data-testid="extortion-demand"
                >
                  {item.demand}
                </p>
                {item.hasAttachment ? (
                  <a
                    href={`/admin/evidence/${item.id}`}
                    target="_blank"
                    rel="noreferrer"
                    className="text-xs text-brand-600 hover:underline"
                  >
                    {t("queue.extortion.picture")}
                  </a>
                ) : null}
              </div>
              <fetcher.Form method="post" action="/admin" className="flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="decide-extortion" />
                <input type="hidden" name="reportId" value={item.id} />
                <OutcomeButtons
                  busy={busy}
                  leave={{ value: "rejected", label: t("extortion.reject") }}
                  act={{ value: "upheld", label: t("extortion.uphold") }}
                />
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
