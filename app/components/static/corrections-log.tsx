import { CORRECTION_REASON_TEXT } from "@shared/open-data";
import type { CorrectionNote } from "@worker/services/open-data-corrections";
import { exactTime } from "~/components/ui/relative-time";

const complaintsText = (n: number) => (n === 1 ? "1 complaint" : `${n} complaints`);

/**
 * /data's corrections log, like the CFPB's "data updated" notes: which days' files changed after
 * they were published, why, and when they were rewritten.
 */
export function CorrectionsLog({ notes }: { notes: CorrectionNote[] }) {
  return (
    <section aria-labelledby="corrections" className="space-y-3">
      <h2 id="corrections" className="text-2xl font-semibold">
        Corrections
      </h2>
      <p className="leading-relaxed text-neutral-800">
        The files follow the site. When moderators remove a complaint, its author deletes or edits
        it, or it goes with an account closed for a breach of the User Agreement, the next export
        (every 15 minutes) rewrites the daily files of the day it was filed and the newest weekly
        files, and withdraws older weekly files that held it. A download is cached for at most an
        hour. Nothing of a removed complaint stays in a file served here.
      </p>
      {notes.length === 0 ? (
        <p className="text-neutral-700">No file has needed a correction in the last year.</p>
      ) : (
        <ul className="space-y-1.5 text-sm" data-testid="open-data-corrections">
          {notes.map((note) => (
            <li
              key={`${note.appliedAt ?? "pending"} ${note.day} ${note.reason}`}
              className="text-neutral-800"
            >
              {note.appliedAt === null ? (
                <span className="font-medium">Waiting for the next export:</span>
              ) : (
                <time className="font-medium" dateTime={new Date(note.appliedAt).toISOString()}>
                  {exactTime(note.appliedAt)}:
                </time>
              )}{" "}
              {`${complaintsText(note.complaints)} filed on ${note.day} ${CORRECTION_REASON_TEXT[note.reason]}.`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
