import { PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import { Link } from "react-router";
import { ComplaintCard } from "~/components/complaint/complaint-card";
import { CARD_GRID } from "~/components/complaint/complaint-feed";
import { LoadFailed } from "~/components/complaint/load-failed";
import { usePageMessages } from "~/i18n/page-messages";
import { type PackedCards, unpackCards } from "~/lib/card-wire";
import { Pager } from "./pager";

/**
 * The profile's Complaints tab: the page's cards with the pager, the empty state, or the spec's
 * "Error loading complaints: {message}" with Try Again when the list could not be read. When
 * another page of it could not be loaded, the cards shown stay and the error sits above the pager.
 */
export function ProfileComplaints({
  complaints,
  failure,
  page,
  pages,
  now,
}: {
  /** The page's cards as the loader packed them (decision 066), or why they could not load. */
  complaints: { error: string } | { cards: PackedCards; total: number };
  /** Another page of the list that could not be loaded: said above the pager, this page kept. */
  failure: string | null;
  page: number;
  pages: number;
  now: number;
}) {
  const { t } = usePageMessages("profile");
  const first = (page - 1) * PROFILE_COMPLAINTS_PER_PAGE + 1;
  return (
    <>
      {"error" in complaints ? (
        <LoadFailed error={complaints.error} compact />
      ) : complaints.total === 0 ? (
        <div className="space-y-3 rounded-xl border border-neutral-200 bg-white p-8 text-center">
          <p className="font-semibold">{t("profile.noComplaints")}</p>
          <p className="text-sm text-neutral-600">{t("profile.noComplaintsText")}</p>
          <Link
            to="/create"
            className="inline-block rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
          >
            {t("profile.fileFirst")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-neutral-600" data-testid="profile-showing">
            {t("profile.showing", {
              from: Math.min(first, complaints.total),
              to: Math.min(first + unpackCards(complaints.cards).length - 1, complaints.total),
              total: complaints.total,
            })}
          </p>
          <div className={CARD_GRID}>
            {unpackCards(complaints.cards).map((card) => (
              <ComplaintCard key={card.id} complaint={card} now={now} variant="author" />
            ))}
          </div>
          {failure ? <LoadFailed error={failure} compact /> : null}
          <Pager page={page} pages={pages} href={(n) => `/profile?tab=complaints&page=${n}`} />
        </>
      )}
    </>
  );
}
