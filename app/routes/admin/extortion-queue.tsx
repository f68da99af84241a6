import { SAME_DEMAND_NOTE_LENGTH } from "@shared/flags";
import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import type { ExtortionAppealItem } from "@worker/services/flags/extortion-answers";
import { ShieldAlert } from "lucide-react";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { ComplaintByline, EmptyQueue, OutcomeButtons, useInSentence } from "./queue-item";
import type { AdminAnswer } from "./route";

/** A picture kept private for superadmins (/admin/evidence/{id}). */
function PictureLink({ id, label }: { id: string; label: string }) {
  return (
    <a
      href={`/admin/evidence/${id}`}
      target="_blank"
      rel="noreferrer"
      className="text-xs text-brand-600 hover:underline"
    >
      {label}
    </a>
  );
}

/** A side's words, quoted as written. */
function Said({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-neutral-600">{label}</p>
      <p
        className="rounded-md bg-neutral-50 px-3 py-2 text-sm break-words whitespace-pre-line"
        data-testid={testId}
      >
        {text}
      </p>
    </div>
  );
}

/**
 * Extortion reports (decisions 032 and 039), oldest first: the complaint, the demand a member of
 * its company attached, the author's answer if they gave one, and Uphold or Reject. Upheld labels
 * this complaint and leaves it out of its company's figures, and the same on each other complaint
 * of the author about the company the moderator names with what shows the same demand; rejected
 * changes nothing.
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
                <Said
                  label={t("queue.extortion.demand")}
                  text={item.demand}
                  testId="extortion-demand"
                />
                {item.hasAttachment ? (
                  <PictureLink id={item.id} label={t("queue.extortion.picture")} />
                ) : null}
              </div>
              {item.answer ? (
                <div>
                  <Said
                    label={t("queue.extortion.answer")}
                    text={item.answer.text}
                    testId="extortion-answer"
                  />
                  {item.answer.hasAttachment ? (
                    <PictureLink id={item.answer.id} label={t("queue.extortion.answerPicture")} />
                  ) : null}
                </div>
              ) : (
                <p className="text-xs text-neutral-600">{t("queue.extortion.noAnswer")}</p>
              )}
              <fetcher.Form method="post" action="/admin" className="space-y-2">
                <input type="hidden" name="intent" value="decide-extortion" />
                <input type="hidden" name="reportId" value={item.id} />
                <label className="block space-y-1 text-xs">
                  <span className="font-medium text-neutral-700">{t("queue.extortion.same")}</span>
                  <input
                    name="sameComplaints"
                    className="w-full rounded-md border border-neutral-300 px-2 py-1 text-sm"
                  />
                </label>
                <label className="block space-y-1 text-xs">
                  <span className="font-medium text-neutral-700">
                    {t("queue.extortion.sameNote")}
                  </span>
                  <textarea
                    name="sameNote"
                    rows={2}
                    maxLength={SAME_DEMAND_NOTE_LENGTH.max}
                    className="w-full rounded-md border border-neutral-300 px-2 py-1 text-sm"
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <OutcomeButtons
                    busy={busy}
                    leave={{ value: "rejected", label: t("extortion.reject") }}
                    act={{ value: "upheld", label: t("extortion.uphold") }}
                  />
                </div>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Appeals of extortion findings (decision 039), oldest first, with both sides: the complaint,
 * what the company's member attached (or the moderator's note of the same demand), the author's
 * answer before the decision and their appeal. Overturn removes the finding everywhere; Keep
 * leaves it. The note, if any, is the author's to read.
 */
export function ExtortionAppeals({ items, now }: { items: ExtortionAppealItem[]; now: number }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <section className="space-y-3" aria-labelledby="extortion-appeals-heading">
      <h2 id="extortion-appeals-heading" className="font-semibold">
        {t("queue.extortionAppeals.heading", { count: number(items.length) })}
      </h2>
      <p className="text-xs text-neutral-600">{t("queue.extortionAppeals.intro")}</p>
      {items.length === 0 ? (
        <EmptyQueue>{t("extortionAppeals.none")}</EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
              data-testid="extortion-appeal"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  <ShieldAlert aria-hidden="true" className="size-3" /> {t("extortion.badge")}
                </span>
                <span className="text-neutral-600">
                  {item.companyName} · {when(item.createdAt)}
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
              {item.demand ? (
                <div>
                  <Said
                    label={t("extortionAppeals.demand")}
                    text={item.demand}
                    testId="extortion-appeal-demand"
                  />
                  {item.reportAttachment ? (
                    <PictureLink id={item.reportAttachment} label={t("queue.extortion.picture")} />
                  ) : null}
                </div>
              ) : null}
              {item.note ? (
                <p className="text-sm">{t("extortionAppeals.same", { note: item.note })}</p>
              ) : null}
              {item.answer ? (
                <Said
                  label={t("extortionAppeals.answer")}
                  text={item.answer}
                  testId="extortion-appeal-answer"
                />
              ) : null}
              <div>
                <Said
                  label={t("extortionAppeals.appeal")}
                  text={item.text}
                  testId="extortion-appeal-text"
                />
                {item.hasAttachment ? (
                  <PictureLink id={item.id} label={t("queue.extortion.answerPicture")} />
                ) : null}
              </div>
              <fetcher.Form method="post" action="/admin" className="space-y-2">
                <input type="hidden" name="intent" value="decide-extortion-appeal" />
                <input type="hidden" name="appealId" value={item.id} />
                <label className="block space-y-1 text-xs">
                  <span className="font-medium text-neutral-700">{t("extortionAppeals.note")}</span>
                  <textarea
                    name="note"
                    rows={2}
                    maxLength={1000}
                    className="w-full rounded-md border border-neutral-300 px-2 py-1 text-sm"
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <OutcomeButtons
                    busy={busy}
                    leave={{ value: "kept", label: t("extortionAppeals.keep") }}
                    act={{ value: "overturned", label: t("extortionAppeals.overturn") }}
                  />
                </div>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
