import { Star } from "lucide-react";
import { usePageMessages } from "~/i18n/page-messages";
import { complaintRating, RATING_SCALE } from "~/lib/structured-data";

/**
 * The complainant's verdict as the rating the page's structured data gives (satisfied 4 of 5,
 * not satisfied 2 of 5), in words: search engines may show only ratings the page shows. Nothing
 * without a verdict, as the structured data has no rating then (docs/decisions/023).
 */
export function OutcomeRating({ isSatisfied }: { isSatisfied: boolean | null }) {
  const { t, number } = usePageMessages("complaint");
  const rating = complaintRating(isSatisfied);
  if (rating === null) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
      data-testid="outcome-rating"
    >
      <Star aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      {/* structured-data.ts `ratingWords`, and the verdict, in the page's language. */}
      <span>
        {t(isSatisfied ? "rating.satisfied" : "rating.notSatisfied", {
          rating: number(rating),
          scale: number(RATING_SCALE),
        })}
      </span>
    </p>
  );
}
