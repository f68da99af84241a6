import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";

// The flags a complaint's card shows (decisions 038, 039), apart from the company page's note
// (company-flags.tsx), whose English lines and counts every list's first load would carry.

/**
 * The label on a complaint a moderator found was used to demand payment (decision 039: the
 * complaint, never the account), in the reader's language.
 */
export function FoundDemandingPayment() {
  const { t } = useI18n();
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900"
      data-testid="found-demanding-payment"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t("flags.foundDemanding")}
    </p>
  );
}

/**
 * The line on a complaint an open window of unusual activity flagged as suspect itself
 * (docs/decisions/038): it is in review and stays public; the link says how such windows are found.
 */
export function InFloodReview() {
  const { t } = useI18n();
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-xs text-neutral-800"
      data-testid="in-flood-review"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t("card.inFloodReview")}{" "}
        <Link to="/methodology#flood-guard" className="font-medium underline">
          {t("card.floodHow")}
        </Link>
      </span>
    </p>
  );
}

/** A member's way to the extortion form of one complaint (a page, so it works without scripts). */
export function ReportExtortionLink({ complaintId }: { complaintId: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/complaint/${complaintId}/report-extortion`}
      className="inline-flex items-center rounded-md border border-neutral-300 px-3 py-1 text-xs font-semibold text-neutral-800 hover:bg-neutral-50"
      data-testid="report-extortion-link"
    >
      {t("flags.reportExtortion")}
    </Link>
  );
}
