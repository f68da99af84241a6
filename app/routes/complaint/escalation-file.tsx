import type { ReachStatus } from "@worker/services/outreach/status";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { FileText, Landmark } from "lucide-react";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { EscalatedNotice } from "~/components/company/status-badges";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE, lazyAfterServer } from "~/lib/lazy-after-server";
import type { EscalationView } from "./escalation-panel";

/** The author's forms: a chunk only the complainant's own page loads (decision 059). */
const AuthorForms = lazyAfterServer("author-forms", () => import("./author-forms"));

/**
 * The escalation file and where to take it: for everyone once the complaint escalated, and
 * for its author from the start, with the form to say what would resolve it and whether UCK
 * should send the file to the venue. Every sentence is true of what was done: "escalated to
 * the authorities" only when UCK's mail reached one.
 */
export default function EscalationFile({
  complaint,
  escalation,
  reach,
  now,
}: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
  /** Whether the company was told (outreach/status.ts); null where the page does not say. */
  reach: ReachStatus | null;
  now: number;
}) {
  const escalated = complaint.status === "escalated";
  // "If the company does not answer" holds only while it has not and the complaint is open:
  // after an answer the file is there if the answer does not resolve it; after resolution,
  // nothing of an escalation to come is said.
  const answered = !escalated && complaint.responseAt !== null;
  const { venue } = escalation;
  const { t, date } = usePageMessages("complaint");
  const sent = complaint.authoritySentAt !== null;
  if (complaint.status === "resolved") return null;
  return (
    <section
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
      aria-labelledby="escalation-heading"
      data-testid="escalation-panel"
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "escalation-file" }}
    >
      <h2 id="escalation-heading" className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden="true" className="size-4" />
        {escalated
          ? t("escalation.heading")
          : answered
            ? t("escalation.headingAnswered")
            : t("escalation.headingBefore")}
      </h2>
      {escalated ? (
        <EscalatedNotice
          complaintId={complaint.id}
          escalatedAt={complaint.escalatedAt}
          authoritySentAt={complaint.authoritySentAt}
          authorityVenueName={complaint.authorityVenueName}
          unreached={
            complaint.unreachedReason
              ? { company: complaint.company.name, reason: complaint.unreachedReason }
              : reach && !reach.sent && complaint.sentToCompanyAt === null
                ? { company: complaint.company.name, reason: reach.reason }
                : null
          }
          now={now}
        />
      ) : (
        <p className="text-neutral-700">
          {answered ? t("escalation.answered") : t("escalation.before")}
        </p>
      )}
      {escalation.followUpAt !== null ? (
        <p className="text-neutral-700" data-testid="follow-up">
          {t("escalation.followUp", {
            company: complaint.company.name,
            date: date(escalation.followUpAt, { dateStyle: "medium", timeZone: "UTC" }),
          })}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a
          href={`/complaint/${complaint.id}/file`}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t("escalation.file")}
        </a>
        <a
          href={`/complaint/${complaint.id}/file.json`}
          className="text-brand-700 underline underline-offset-2"
        >
          {t("escalation.json")}
        </a>
      </p>
      <p data-testid="venue">
        <span className="font-medium">{t("escalation.where")}</span>
        {venue ? (
          <>
            <a href={venue.url} className="underline underline-offset-2" rel="noopener">
              {venue.name}
            </a>
            . {venue.reason}
            {venue.from !== null
              ? t("escalation.from", {
                  date: date(venue.from, { dateStyle: "long", timeZone: "UTC" }),
                })
              : ""}
          </>
        ) : (
          // shared/venues.ts NO_VENUE, in the page's language.
          t("escalation.noVenue")
        )}
      </p>
      {escalation.mine && escalation.sendToVenue && !sent && !answered ? (
        <p data-testid="venue-send" className="text-neutral-700">
          {escalation.sending
            ? t("escalation.sending", { venue: venue?.name ?? t("escalation.theVenue") })
            : venue?.byMail && venue.from === null
              ? t("escalation.willSend", { venue: venue.name })
              : t("escalation.cannotSend")}
        </p>
      ) : null}
      {escalation.mine ? (
        <ChunkBoundary failed={<p role="alert">{t("complaint.toolsFailed")}</p>}>
          <AuthorForms complaint={complaint} escalation={escalation} askSend={!answered} />
        </ChunkBoundary>
      ) : null}
    </section>
  );
}
