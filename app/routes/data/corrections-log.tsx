import { DEFAULT_LOCALE } from "@shared/i18n";
import type { CorrectionNote } from "@worker/services/open-data-corrections";
import { exactTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * /data's corrections log, like the CFPB's "data updated" notes: which days' files changed after
 * they were published, why, and when they were rewritten. Its words are the `data` section's.
 */
export function CorrectionsLog({ notes }: { notes: CorrectionNote[] }) {
  const { t, plural, date, locale } = usePageMessages("data");
  // In UTC, as the files' days are, so the server and the browser write the same text.
  const when = (at: number) =>
    locale === DEFAULT_LOCALE
      ? exactTime(at)
      : `${date(at, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
  return (
    <section aria-labelledby="corrections" className="space-y-3">
      <h2 id="corrections" className="text-2xl font-semibold">
        {t("data.corrections")}
      </h2>
      <p className="leading-relaxed text-neutral-800">{t("data.corrections.about")}</p>
      {notes.length === 0 ? (
        <p className="text-neutral-700">{t("data.corrections.none")}</p>
      ) : (
        <ul className="space-y-1.5 text-sm" data-testid="open-data-corrections">
          {notes.map((note) => (
            <li
              key={`${note.appliedAt ?? "pending"} ${note.day} ${note.reason}`}
              className="text-neutral-800"
            >
              {note.appliedAt === null ? (
                <span className="font-medium">{t("data.corrections.waiting")}</span>
              ) : (
                <time className="font-medium" dateTime={new Date(note.appliedAt).toISOString()}>
                  {when(note.appliedAt)}:
                </time>
              )}{" "}
              {t("data.corrections.note", {
                complaints: plural("data.complaints", note.complaints),
                day: note.day,
                reason: t(`data.reason.${note.reason}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
