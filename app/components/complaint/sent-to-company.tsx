import { companyPath } from "@shared/company-path";
import { SENT_VIA_TEXT, unsentText } from "@shared/company-reach";
import type { ReachStatus } from "@worker/services/outreach/status";
import { Mail, MailQuestion } from "lucide-react";
import { Link } from "react-router";

/**
 * Whether the company was told, like the CFPB's "date sent to company": when and by which
 * channel, or why not yet and what anyone can do about it. Every word true of what the code did.
 */
export function SentToCompany({
  reach,
  company,
  slug,
}: {
  reach: ReachStatus;
  company: string;
  slug: string;
}) {
  if (reach.sent) {
    const day = new Date(reach.at).toISOString().slice(0, 10);
    return (
      <p
        className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
        data-testid="sent-to-company"
      >
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        <span>
          Sent to {company} on <time dateTime={new Date(reach.at).toISOString()}>{day}</time> (UTC),
          to {SENT_VIA_TEXT[reach.via]}.
        </span>
      </p>
    );
  }
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-neutral-800"
      data-testid="sent-to-company"
    >
      <MailQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p>
        Not sent to {company} yet: {unsentText(reach.reason, company)}
        {reach.canHelp ? (
          <>
            {" "}
            Anyone can change that:{" "}
            <Link to={`${companyPath(slug)}#claim`} className="text-brand-700 underline">
              claim the page
            </Link>{" "}
            or{" "}
            <Link
              to={`${companyPath(slug)}#complaints-address`}
              className="text-brand-700 underline"
            >
              suggest its complaints address
            </Link>
            .
          </>
        ) : null}
      </p>
    </div>
  );
}
