import { companyPath } from "@shared/company-path";
import type { RefundForReview } from "@worker/services/admin/refund-reviews";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { EmptyQueue } from "./queue-item";

function RefundCard({
  refund,
  now,
  fetcher,
}: {
  refund: RefundForReview;
  now: number;
  fetcher: FetcherWithComponents<AdminAnswer>;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <li
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="refund-review-item"
    >
      <p className="font-semibold">
        {refund.amountText} from{" "}
        <Link to={companyPath(refund.companySlug)} className="hover:underline">
          {refund.companyName}
        </Link>
      </p>
      <p className="text-sm text-neutral-700">
        {refund.complainantName ?? "Unknown user"}
        {refund.complainantUsername ? ` (@${refund.complainantUsername})` : ""} confirmed it
        {refund.answeredAt === null ? "" : " "}
        {refund.answeredAt === null ? null : <RelativeTime at={refund.answeredAt} now={now} />}. It
        is far above the company's usual refunds.{" "}
        <Link to={`/complaint/${refund.complaintId}`} className="text-brand-600 hover:underline">
          Open the complaint
        </Link>
      </p>
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="review-refund" />
        <input type="hidden" name="complaintId" value={refund.complaintId} />
        <button
          type="submit"
          name="decision"
          value="approve"
          disabled={busy}
          className={buttonPrimary}
        >
          Approve: count it
        </button>
        <button
          type="submit"
          name="decision"
          value="refuse"
          disabled={busy}
          className={buttonSecondary}
        >
          Refuse: do not count it
        </button>
      </fetcher.Form>
    </li>
  );
}

/** Confirmed refunds far above their company's usual ones, waiting before they count. */
export function RefundsPanel({ refunds, now }: { refunds: RefundForReview[]; now: number }) {
  // Shared by the cards: a decided refund leaves the list, the toast must outlive it.
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  if (refunds.length === 0) {
    return (
      <EmptyQueue>
        No refunds waiting. A confirmed refund far above its company's usual ones lands here before
        it counts as money returned.
      </EmptyQueue>
    );
  }
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => (
        <RefundCard key={refund.complaintId} refund={refund} now={now} fetcher={decision} />
      ))}
    </ul>
  );
}
