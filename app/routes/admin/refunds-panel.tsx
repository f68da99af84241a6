import { companyPath } from "@shared/company-path";
import type { RefundForReview } from "@worker/services/admin/refund-reviews";
import { Link } from "react-router";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { DecisionButtons } from "./queue-item";
import { type DecisionFetcher, QueueCard, ReviewQueue } from "./review-queue";

function RefundCard({
  refund,
  now,
  fetcher,
}: {
  refund: RefundForReview;
  now: number;
  fetcher: DecisionFetcher;
}) {
  const busy = fetcher.state !== "idle";
  const { t, rich, money } = usePageMessages("admin");
  const person = `${refund.complainantName ?? t("refunds.unknownUser")}${
    refund.complainantUsername ? ` (@${refund.complainantUsername})` : ""
  }`;
  return (
    <QueueCard testId="refund-review-item" tight>
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
        <DecisionButtons
          busy={busy}
          accept={{ value: "approve", label: t("refunds.approve") }}
          decline={{ value: "refuse", label: t("refunds.refuse") }}
        />
      </fetcher.Form>
    </QueueCard>
  );
}

/** Confirmed refunds far above their company's usual ones, waiting before they count. */
export function RefundsPanel({ refunds, now }: { refunds: RefundForReview[]; now: number }) {
  const { t } = usePageMessages("admin");
  return (
    <ReviewQueue
      empty={t("refunds.none")}
      items={refunds}
      itemKey={(refund) => refund.complaintId}
      card={(refund, fetcher) => <RefundCard refund={refund} now={now} fetcher={fetcher} />}
    />
  );
}
