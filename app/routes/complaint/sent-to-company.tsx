import { companyPath } from "@shared/company-path";
import type { ReachStatus } from "@worker/services/outreach/status";
import { Mail, MailQuestion } from "lucide-react";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

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
  // shared/company-reach.ts's SENT_VIA_TEXT and unsentText, in the page's language.
  const { t, rich, date } = usePageMessages("complaint");
  if (reach.sent) {
    // The day in the page's language, on UTC's calendar as the sentence says.
    const day = date(reach.at, { dateStyle: "long", timeZone: "UTC" });
    return (
      <p
        className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
        data-testid="sent-to-company"
      >
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        <span>
          {rich(
            "reach.sent",
            { day: <time dateTime={new Date(reach.at).toISOString()}>{day}</time> },
            { company, via: t(`reach.via.${reach.via}`) },
          )}
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
        {t("reach.notSent", { company, reason: t(`reach.why.${reach.reason}`, { company }) })}
        {reach.canHelp ? (
          <>
            {" "}
            {rich("reach.canHelp", {
              claim: (
                <Link to={`${companyPath(slug)}#claim`} className="text-brand-700 underline">
                  {t("reach.claim")}
                </Link>
              ),
              suggest: (
                <Link
                  to={`${companyPath(slug)}#complaints-address`}
                  className="text-brand-700 underline"
                >
                  {t("reach.suggest")}
                </Link>
              ),
            })}
          </>
        ) : null}
      </p>
    </div>
  );
}
