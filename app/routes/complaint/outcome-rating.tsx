import { BadgeCheck, CircleX } from "lucide-react";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * The complainant's verdict in words (decision 040): confirmed resolved, or said the answer did
 * not resolve it. No number: a rating is shown (and given to search engines) only where a
 * complainant gave a score (docs/decisions/023, 040).
 */
export function OutcomeRating({
  verdict,
  company,
}: {
  verdict: "resolved" | "disputed" | null;
  company: string;
}) {
  const { t } = usePageMessages("complaint");
  if (verdict === null) return null;
  const Icon = verdict === "resolved" ? BadgeCheck : CircleX;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
      data-testid="outcome-rating"
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${verdict === "resolved" ? "text-green-700" : "text-red-700"}`}
      />
      <span>
        {t(verdict === "resolved" ? "rating.satisfied" : "rating.notSatisfied", { company })}
      </span>
    </p>
  );
}
