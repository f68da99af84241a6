import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useState } from "react";
import { relativeTime } from "~/components/ui/relative-time";
import { useI18n } from "~/i18n/i18n";
import { RefundLine } from "./refund";

/**
 * The company's response on a card: collapsed to two lines with Show more / Show less; without
 * scripts it shows whole and the button is not there.
 */
export function CompanyResponse({
  companyName,
  response,
  responseAt,
  createdAt,
  reimbursement,
  refund = null,
  category = null,
  now,
  expanded = false,
}: {
  companyName: string;
  response: string;
  responseAt: number | null;
  createdAt: number;
  reimbursement: string | null;
  refund?: ComplaintCardData["refund"];
  /** What the answer does (decision 041). */
  category?: ComplaintCardData["responseCategory"];
  now: number;
  expanded?: boolean;
}) {
  const [open, setOpen] = useState(expanded);
  const i18n = useI18n();
  const { t } = i18n;
  const { duration } = i18n;
  const from = t("card.responseFrom", { company: companyName });
  return (
    <section
      className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm"
      aria-label={from}
    >
      <p className="mb-1 text-xs font-semibold text-green-900">
        {from}
        {responseAt ? (
          <span className="font-normal text-green-800">
            {` · ${relativeTime(i18n, responseAt, now)} · ${t("card.answeredAfter", {
              duration: duration(responseAt - createdAt),
            })}`}
          </span>
        ) : null}
      </p>
      <p className={`text-green-950 ${open ? "" : "line-clamp-2 noscript:line-clamp-none"}`}>
        {response}
      </p>
      {category ? (
        <p className="mt-1 text-xs text-green-900" data-testid="answer-category">
          <span className="font-semibold">{t("card.answerCategory")}</span>{" "}
          {t(`category.${category}`)}
        </p>
      ) : null}
      {reimbursement ? (
        <p className="mt-1 text-xs text-green-900">
          <span className="font-semibold">{t("card.reimbursement")}</span> {reimbursement}
        </p>
      ) : null}
      {refund ? <RefundLine refund={refund} /> : null}
      {!expanded ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          className="mt-1 text-xs font-medium text-green-900 noscript:hidden hover:underline"
          aria-expanded={open}
        >
          {t(open ? "card.showLess" : "card.showMore")}
        </button>
      ) : null}
    </section>
  );
}
