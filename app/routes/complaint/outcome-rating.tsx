import { BadgeCheck, CircleX } from "lucide-react";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * The complainant's verdict in words (decision 040): confirmed resolved, or said the answer did
 * not resolve it; with the score they gave, out of 10, and whether they would do business with
 * the company again, when they said (decision 041). No number nobody gave: the score is shown
 * (and given to search engines) only where the complainant gave one.
 */
export function OutcomeRating({
  verdict,
  company,
  score = null,
  wouldReturn = null,
}: {
  verdict: "resolved" | "disputed" | null;
  company: string;
  score?: number | null;
  wouldReturn?: boolean | null;
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
        {score !== null ? ` ${t("rating.score", { score })}` : ""}
        {wouldReturn !== null
          ? ` ${t(wouldReturn ? "rating.wouldReturn" : "rating.wouldNotReturn", { company })}`
          : ""}
      </span>
    </p>
  );
}
