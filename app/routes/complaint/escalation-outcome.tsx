import type { ComplaintCardData } from "@worker/services/public/complaint";
import { Scale } from "lucide-react";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * What happened after escalation (decision 046), for everyone: the complainant's
 * current outcome with where it stands ("reported by the complainant; not verified, so not
 * counted" until the company's member or a moderator verifies it), and a link for the author to
 * record or change it, or for the company's member to confirm it. Plain links: no script needed.
 */
export function EscalationOutcomeNote({
  complaint,
  link,
}: {
  complaint: ComplaintCardData;
  link: "record" | "confirm" | null;
}) {
  const { t, date } = usePageMessages("complaint");
  const outcome = complaint.escalationOutcome;
  if (!outcome && !link) return null;
  const day = (iso: string) =>
    date(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section
      className="space-y-1 rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm"
      data-testid="escalation-outcome"
    >
      <h2 className="flex items-center gap-1.5 font-semibold">
        <Scale aria-hidden="true" className="size-4 text-brand-700" />
        {t("escalationOutcome.heading")}
      </h2>
      {outcome ? (
        <>
          <p>
            {t("escalationOutcome.line", {
              outcome: t(`escalationOutcome.o.${outcome.outcome}`),
              date: day(outcome.occurredOn),
            })}
          </p>
          {outcome.amountText ? (
            <p>{t("escalationOutcome.amount", { amount: outcome.amountText })}</p>
          ) : null}
          <p className="text-neutral-600" data-testid="escalation-outcome-state">
            {t(`escalationOutcome.state.${outcome.state}`)}
          </p>
        </>
      ) : null}
      {link ? (
        <p>
          <Link
            to={`/complaint/${complaint.id}/outcome`}
            className="text-brand-700 underline"
            data-testid="escalation-outcome-link"
          >
            {t(
              link === "confirm"
                ? "escalationOutcome.confirm"
                : outcome
                  ? "escalationOutcome.change"
                  : "escalationOutcome.record",
            )}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
