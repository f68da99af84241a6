import type { OutcomeReviewItem } from "@worker/services/escalation/outcomes";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { EmptyQueue } from "./queue-item";

/**
 * Outcomes after escalation waiting for a superadmin (decision 046): those with evidence nobody
 * verified, and those the company confirmed whose amount waits for review. The check and the
 * decision are on the outcome's own page (the evidence, then Verified / Approve / Refuse).
 */
export function OutcomesPanel({ outcomes }: { outcomes: OutcomeReviewItem[] }) {
  const { t, money, date } = usePageMessages("admin");
  return (
    <section className="mt-6 space-y-3" data-testid="outcome-reviews">
      <h2 className="font-semibold">{t("adminOutcomes.heading")}</h2>
      {outcomes.length === 0 ? (
        <EmptyQueue>{t("adminOutcomes.none")}</EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {outcomes.map((item) => (
            <li
              key={item.id}
              className="space-y-1 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="outcome-review-item"
            >
              <p className="font-semibold">
                {t("adminOutcomes.item", {
                  company: item.companyName,
                  outcome: t(`adminOutcomes.o.${item.outcome}`),
                  date: date(new Date(`${item.occurredOn}T00:00:00Z`), {
                    dateStyle: "medium",
                    timeZone: "UTC",
                  }),
                })}
                {item.amountMinor !== null && item.currency
                  ? ` · ${money(item.amountMinor, item.currency)}`
                  : null}
              </p>
              {item.counting === "review" ? (
                <p className="text-neutral-700">{t("adminOutcomes.review")}</p>
              ) : null}
              <p className="flex flex-wrap gap-3">
                <Link
                  to={`/complaint/${item.complaintId}/outcome`}
                  className="text-brand-600 hover:underline"
                >
                  {t("adminOutcomes.open")}
                </Link>
                {item.evidenceType ? (
                  <a href={`/admin/evidence/${item.id}`} className="text-brand-600 hover:underline">
                    {t("adminOutcomes.evidence")}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
