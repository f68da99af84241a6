import { APPEAL_DECISION_NOTE_MAX, SAME_DEMAND_NOTE_LENGTH } from "@shared/flags";
import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import type { ExtortionAppealItem } from "@worker/services/flags/extortion-answers";
import { ShieldAlert } from "lucide-react";
import { Input, Textarea } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { ComplaintByline, OutcomeButtons, useInSentence } from "./queue-item";
import { QueueCard, ReviewQueue } from "./review-queue";

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
 * The top of an extortion card: the badge and `meta` (who, when), then the complaint's text, its
 * author and the link to it.
 */
function ExtortionComplaint({
  meta,
  item,
}: {
  meta: string;
  item: {
    complaintText: string;
    authorName: string | null;
    authorUsername: string | null;
    complaintId: string;
  };
}) {
  const { t } = usePageMessages("admin");
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          <ShieldAlert aria-hidden="true" className="size-3" /> {t("extortion.badge")}
        </span>
        <span className="text-neutral-600">{meta}</span>
      </div>
      <blockquote className="border-l-4 border-neutral-200 pl-3 text-sm break-words whitespace-pre-line">
        {item.complaintText}
      </blockquote>
      <ComplaintByline
        authorName={item.authorName}
        authorUsername={item.authorUsername}
        complaintId={item.complaintId}
      />
    </>
  );
}

/** A moderator's note on an extortion decision: a small label over a two-line field. */
function NoteField({ label, name, max }: { label: string; name: string; max: number }) {
  return (
    <label className="block space-y-1 text-xs">
      <span className="font-medium text-neutral-700">{label}</span>
      <Textarea name={name} rows={2} maxLength={max} pad="sm" className="text-sm" />
    </label>
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
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <ReviewQueue
      heading={t("queue.extortion.heading", { count: number(items.length) })}
      headingId="extortion-queue-heading"
      intro={t("queue.extortion.intro")}
      empty={t("extortion.none")}
      items={items}
      itemKey={(item) => item.id}
      card={(item, fetcher) => (
        <QueueCard testId="extortion-item">
          <ExtortionComplaint
            item={item}
            meta={t("extortion.meta", {
              company: item.companyName,
              reporter: item.reporterName ?? t("extortion.aMember"),
              when: when(item.createdAt),
            })}
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
              <Input name="sameComplaints" pad="sm" className="text-sm" />
            </label>
            <NoteField
              label={t("queue.extortion.sameNote")}
              name="sameNote"
              max={SAME_DEMAND_NOTE_LENGTH.max}
            />
            <div className="flex flex-wrap gap-2">
              <OutcomeButtons
                busy={fetcher.state !== "idle"}
                leave={{ value: "rejected", label: t("extortion.reject") }}
                act={{ value: "upheld", label: t("extortion.uphold") }}
              />
            </div>
          </fetcher.Form>
        </QueueCard>
      )}
    />
  );
}

/**
 * Appeals of extortion findings (decision 039), oldest first, with both sides: the complaint,
 * what the company's member attached (or the moderator's note of the same demand), the author's
 * answer before the decision and their appeal. Overturn removes the finding everywhere; Keep
 * leaves it. The note, if any, is the author's to read.
 */
export function ExtortionAppeals({ items, now }: { items: ExtortionAppealItem[]; now: number }) {
  const { t, number } = usePageMessages("admin");
  const when = useInSentence(now);
  return (
    <ReviewQueue
      heading={t("queue.extortionAppeals.heading", { count: number(items.length) })}
      headingId="extortion-appeals-heading"
      intro={t("queue.extortionAppeals.intro")}
      empty={t("extortionAppeals.none")}
      items={items}
      itemKey={(item) => item.id}
      card={(item, fetcher) => (
        <QueueCard testId="extortion-appeal">
          <ExtortionComplaint item={item} meta={`${item.companyName} · ${when(item.createdAt)}`} />
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
            <NoteField
              label={t("extortionAppeals.note")}
              name="note"
              max={APPEAL_DECISION_NOTE_MAX}
            />
            <div className="flex flex-wrap gap-2">
              <OutcomeButtons
                busy={fetcher.state !== "idle"}
                leave={{ value: "kept", label: t("extortionAppeals.keep") }}
                act={{ value: "overturned", label: t("extortionAppeals.overturn") }}
              />
            </div>
          </fetcher.Form>
        </QueueCard>
      )}
    />
  );
}
