import { money } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import type { CompanyMetrics } from "@worker/services/companies/figures";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { type PageI18n, usePageMessages } from "~/i18n/page-messages";

function Card({
  label,
  value,
  note,
  className = "",
}: {
  label: string;
  value: string | null;
  note?: string;
  className?: string;
}) {
  const { t } = usePageMessages("company");
  // Three rows of the section's grid (subgrid): labels, values and notes each share a row with
  // their neighbours, so a label on two lines moves its whole row's values, and every card of a
  // row has the same height and the same baselines.
  return (
    <div
      className={`row-span-3 grid grid-rows-subgrid gap-y-1 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm ${className}`}
      data-testid="metric"
    >
      <p className="text-xs font-medium text-neutral-500">{label}</p>
      <p className={value === null ? "text-sm text-neutral-500" : "text-xl font-bold"}>
        {value ?? t("metrics.notEnough")}
      </p>
      {note ? <p className="text-xs text-neutral-500">{note}</p> : null}
    </div>
  );
}

/** "2 refunds pending (1 overdue) · 1 did not arrive", or confirmed-only wording. */
function refundNote(metrics: CompanyMetrics, i18n: PageI18n<"company">, count: Count) {
  const { t, plural } = i18n;
  const parts = [
    metrics.refundsPending > 0
      ? `${plural("metrics.refundsWaiting", metrics.refundsPending, { count: count(metrics.refundsPending) })}${metrics.refundsOverdue > 0 ? ` ${t("metrics.overdue", { count: count(metrics.refundsOverdue) })}` : ""}`
      : null,
    metrics.refundsNotReceived > 0
      ? t("metrics.notArrived", { count: count(metrics.refundsNotReceived) })
      : null,
  ].filter(Boolean);
  return parts.length > 0
    ? `${t("metrics.confirmed")} · ${parts.join(" · ")}`
    : t("metrics.confirmed");
}

type Count = (value: number) => string;

/** The company's numbers, every one computed from its complaints. */
/** A duration kept on one line ("2d 11h" never ends a line after "2d"): no-break spaces. */
const together = (duration: string) => duration.replaceAll(" ", "\u00a0");

export function MetricCards({ metrics, company }: { metrics: CompanyMetrics; company: string }) {
  const i18n = usePageMessages("company");
  const { t, locale, number } = i18n;
  const formatDuration = useI18n().duration;
  // English keeps its plain digits and "87%", as the page always wrote them; Turkish "%87".
  const english = locale === DEFAULT_LOCALE;
  const count: Count = (value) => (english ? String(value) : number(value));
  const percent = (value: number) =>
    english ? `${value}%` : number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  const pct = (value: number | null) => (value === null ? null : percent(value));
  return (
    <section
      aria-label={t("metrics.label")}
      // Columns by the width the page's column has (its container), not the window's: with the
      // sidebar open a 1024 px window leaves 736 px, room for three cards, not six.
      className="grid grid-cols-2 gap-x-3 gap-y-3 @lg:grid-cols-3 @4xl:grid-cols-6"
    >
      <Card
        label={t("metrics.total")}
        value={count(metrics.totalComplaints)}
        note={t("metrics.answered", { count: count(metrics.totalResponses) })}
      />
      <Card label={t("metrics.responseRate")} value={percent(metrics.responseRate)} />
      {/* Confirmed by the complainants, of those with an outcome to count (decision 040). */}
      <Card
        label={t("metrics.resolutionRate")}
        value={metrics.resolutionCounted > 0 ? percent(metrics.resolutionRate) : null}
        note={
          [
            metrics.resolutionCounted > 0
              ? t("metrics.confirmedOf", {
                  confirmed: count(metrics.confirmedResolved),
                  counted: count(metrics.resolutionCounted),
                })
              : null,
            metrics.awaitingVerdict > 0
              ? t("metrics.awaiting", { company, count: count(metrics.awaitingVerdict) })
              : null,
          ]
            .filter(Boolean)
            .join(" · ") || undefined
        }
      />
      <Card
        label={t("metrics.averageResponse")}
        value={
          metrics.averageResponseMs === null ? null : formatDuration(metrics.averageResponseMs)
        }
        note={
          metrics.medianResponseMs === null || metrics.p90ResponseMs === null
            ? undefined
            : t("metrics.medianP90", {
                median: together(formatDuration(metrics.medianResponseMs)),
                p90: together(formatDuration(metrics.p90ResponseMs)),
              })
        }
      />
      <Card
        label={t("metrics.satisfaction")}
        value={pct(metrics.satisfactionScore)}
        note={t("metrics.ofVerdicts")}
      />
      <Card
        // A no-break space: "48 h" never leaves the "h" alone on a line.
        label={t("metrics.within48h")}
        value={pct(metrics.slaComplianceRate)}
        note={t("metrics.sla")}
      />
      <Card
        className="col-span-full"
        label={t("metrics.moneyReturned")}
        value={
          metrics.moneyReturned.length === 0
            ? t("metrics.noneConfirmed")
            : metrics.moneyReturned
                .map((sum) => money(sum.amountMinor, sum.currency, locale))
                .join(" · ")
        }
        note={refundNote(metrics, i18n, count)}
      />
      <p className="col-span-full text-xs text-neutral-600">
        {t("metrics.computed")}{" "}
        <Link to="/methodology" className="font-medium underline">
          {t("metrics.howComputed")}
        </Link>
      </p>
    </section>
  );
}
