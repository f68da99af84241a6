import { money } from "@shared/format";
import { formatDueDay } from "@shared/refunds";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useI18n } from "~/i18n/i18n";

type Refund = NonNullable<ComplaintCardData["refund"]>;

/** Where a recorded refund stands, in words everyone reading the complaint sees. */
export function RefundLine({ refund }: { refund: Refund }) {
  const { t, locale } = useI18n();
  const state =
    refund.status === "received"
      ? refund.pendingReview
        ? { text: t("card.refundReceivedReview"), tone: "text-amber-900" }
        : { text: t("card.refundReceived"), tone: "text-green-900" }
      : refund.status === "not_received"
        ? { text: t("card.refundNotReceived"), tone: "text-red-800" }
        : refund.overdue
          ? { text: t("card.refundOverdue"), tone: "text-red-800" }
          : { text: t("card.refundWaiting"), tone: "text-neutral-700" };
  return (
    <p className="mt-1 text-xs text-green-900" data-testid="refund">
      <span className="font-semibold">{t("card.refund")}</span>{" "}
      {t("card.refundDue", {
        // The page's language, from the raw values ("$40.00 by Dec 3, 2026", "3 Ara 2026").
        amount: money(refund.amountMinor, refund.currency, locale),
        due: formatDueDay(refund.dueOn, locale),
      })}{" "}
      · <span className={`font-medium ${state.tone}`}>{state.text}</span>
    </p>
  );
}
