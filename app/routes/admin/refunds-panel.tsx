import { companyPath } from "@shared/company-path";
import type { RefundForReview } from "@worker/services/admin/refund-reviews";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { EmptyQueue } from "./queue-item";
import type { AdminAnswer } from "./route";

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
  const { t, rich, money } = usePageMessages("admin");
  const person = `${refund.complainantName ?? t("refunds.unknownUser")}${
    refund.complainantUsername ? ` (@${refund.complainantUsername})` : ""
  }`;
  return (
    <li
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="refund-review-item"
    >
      <p className="font-semibold">
        {rich(
          "refunds.heading",
          {
            company: (
              <Link to={companyPath(refund.companySlug)} className="hover:underline">
                {refund.companyName}
              </Link>
            ),
          },
          { amount: money(refund.amountMinor, refund.currency) },
        )}
      </p>
      <p className="text-sm text-neutral-700">
        {refund.answeredAt === null
          ? t("refunds.confirmedUndated", { person })
          : rich(
              "refunds.confirmed",
              { when: <RelativeTime at={refund.answeredAt} now={now} /> },
              { person },
            )}{" "}
        <Link to={`/complaint/${refund.complaintId}`} className="text-brand-600 hover:underline">
          {t("queue.open")}
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
          {t("refunds.approve")}
        </button>
        <button
          type="submit"
          name="decision"
          value="refuse"
          disabled={busy}
          className={buttonSecondary}
        >
          {t("refunds.refuse")}
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
  const { t } = usePageMessages("admin");
  if (refunds.length === 0) return <EmptyQueue>{t("refunds.none")}</EmptyQueue>;
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => (
        <RefundCard key={refund.complaintId} refund={refund} now={now} fetcher={decision} />
      ))}
    </ul>
  );
}
