import { formatMoney } from "@shared/refunds";
import { NO_VENUE } from "@shared/venues";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { FileText, Landmark } from "lucide-react";
import { useFetcher } from "react-router";
import { EscalatedNotice } from "~/components/company/status-badges";
import { ResolutionFields } from "~/components/complaint/resolution-fields";
import { useI18n } from "~/i18n/i18n";
import { useActionToast } from "~/lib/use-action-toast";

export type EscalationView = {
  mine: boolean;
  venue: {
    name: string;
    url: string;
    reason: string;
    from: number | null;
    byMail: boolean;
  } | null;
  sendToVenue: boolean;
  sending: boolean;
  form: { resolutionSought: string; disputeAmount: string; disputeCurrency: string };
};

/** What the complainant says would resolve it, and the amount in dispute: for the company to read. */
export function ResolutionSought({ complaint }: { complaint: ComplaintCardData }) {
  const { locale } = useI18n();
  if (!complaint.resolutionSought && !complaint.dispute) return null;
  return (
    <section
      className="rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm"
      data-testid="resolution-sought"
    >
      {complaint.resolutionSought ? (
        <p>
          <span className="font-medium">What would resolve it: </span>
          {complaint.resolutionSought}
        </p>
      ) : null}
      {complaint.dispute ? (
        <p>
          <span className="font-medium">Amount in dispute: </span>
          {formatMoney(complaint.dispute.minor, complaint.dispute.currency, locale)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The escalation file and where to take it: for everyone once the complaint escalated, and
 * for its author from the start, with the form to say what would resolve it and whether UCK
 * should send the file to the venue. Every sentence is true of what was done: "escalated to
 * the authorities" only when UCK's mail reached one.
 */
export function EscalationPanel({
  complaint,
  escalation,
  now,
}: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
  now: number;
}) {
  const escalated = complaint.status === "escalated";
  const { venue } = escalation;
  const { date } = useI18n();
  const sent = complaint.authoritySentAt !== null;
  return (
    <section
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
      aria-labelledby="escalation-heading"
      data-testid="escalation-panel"
    >
      <h2 id="escalation-heading" className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden="true" className="size-4" />
        {escalated ? "Escalation" : "If the company does not answer"}
      </h2>
      {escalated ? (
        <EscalatedNotice
          complaintId={complaint.id}
          escalatedAt={complaint.escalatedAt}
          authoritySentAt={complaint.authoritySentAt}
          authorityVenue={complaint.authorityVenue}
          now={now}
        />
      ) : (
        <p className="text-neutral-700">
          Without an answer within 48 hours, your complaint escalates on UCK and its file is ready
          for a consumer authority.
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a
          href={`/complaint/${complaint.id}/file`}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
        >
          <FileText aria-hidden="true" className="size-4" />
          The escalation file
        </a>
        <a
          href={`/complaint/${complaint.id}/file.json`}
          className="text-brand-700 underline underline-offset-2"
        >
          As JSON
        </a>
      </p>
      <p data-testid="venue">
        <span className="font-medium">Where to take it: </span>
        {venue ? (
          <>
            <a href={venue.url} className="underline underline-offset-2" rel="noopener">
              {venue.name}
            </a>
            . {venue.reason}
            {venue.from !== null
              ? ` It takes the case from ${date(venue.from, { dateStyle: "long", timeZone: "UTC" })}.`
              : ""}
          </>
        ) : (
          NO_VENUE
        )}
      </p>
      {escalation.mine && escalation.sendToVenue && !sent ? (
        <p data-testid="venue-send" className="text-neutral-700">
          {escalation.sending
            ? `UCK is sending your file to ${venue?.name ?? "the venue"} by e-mail; this page will say so once it has gone.`
            : venue?.byMail && venue.from === null
              ? `You asked UCK to send your file: if there is no answer within 48 hours, it goes to ${venue.name} by e-mail, with your address to reply to.`
              : "You asked UCK to send your file, but this venue does not take complaints by e-mail from UCK: the file is yours to send."}
        </p>
      ) : null}
      {escalation.mine ? <ResolutionForm complaint={complaint} escalation={escalation} /> : null}
    </section>
  );
}

function ResolutionForm({
  complaint,
  escalation,
}: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
}) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const locked = escalation.sending || complaint.authoritySentAt !== null;
  return (
    <details className="rounded-lg border border-neutral-200 p-3">
      <summary className="cursor-pointer font-medium">Edit what would resolve this</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="resolution" />
        <ResolutionFields values={escalation.form} idPrefix="edit" />
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="sendToVenue"
            defaultChecked={escalation.sendToVenue}
            disabled={locked}
            className="mt-1"
          />
          <span>
            Send my file for me if there is no answer within 48 hours, where the venue takes
            complaints by e-mail.
          </span>
        </label>
        {locked ? <input type="hidden" name="sendToVenue" value="on" /> : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? "Saving…" : "Save"}
        </button>
      </fetcher.Form>
    </details>
  );
}
