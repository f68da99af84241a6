import { money } from "@shared/format";
import type { ReachStatus } from "@worker/services/outreach/status";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/**
 * The escalation file's panel (escalation-file.tsx), a chunk of its own: only an escalated
 * complaint's page and its author's own show it, so most complaint pages never load it
 * (decision 059; app/lib/lazy-after-server.ts).
 */
const EscalationFile = lazyAfterServer("escalation-file", () => import("./escalation-file"));

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
  /** When UCK followed up a week after escalation with a company still silent (decision 043). */
  followUpAt: number | null;
  sending: boolean;
  form: { resolutionSought: string; disputeAmount: string; disputeCurrency: string };
  /** The author's: the categories to choose from, in the page's language (empty for others). */
  categories: { slug: string; label: string }[];
};

/** What the complainant says would resolve it, and the amount in dispute: for the company to read. */
export function ResolutionSought({ complaint }: { complaint: ComplaintCardData }) {
  const { t, locale } = usePageMessages("complaint");
  if (!complaint.resolutionSought && !complaint.dispute) return null;
  return (
    <section
      className="rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm"
      data-testid="resolution-sought"
    >
      {complaint.resolutionSought ? (
        <p>
          <span className="font-medium">{t("escalation.resolveIt")}</span>
          {complaint.resolutionSought}
        </p>
      ) : null}
      {complaint.dispute ? (
        <p>
          <span className="font-medium">{t("escalation.amount")}</span>
          {money(complaint.dispute.minor, complaint.dispute.currency, locale)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The escalation file and where to take it: for everyone once the complaint escalated, and for
 * its author from the start (nothing once it is resolved). If its chunk cannot load, it says so.
 */
export function EscalationPanel(props: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
  /** Whether the company was told (outreach/status.ts); null where the page does not say. */
  reach: ReachStatus | null;
  now: number;
}) {
  const { t } = usePageMessages("complaint");
  if (props.complaint.status === "resolved") return null;
  return (
    <ChunkBoundary failed={<p role="alert">{t("complaint.toolsFailed")}</p>}>
      <EscalationFile {...props} />
    </ChunkBoundary>
  );
}
