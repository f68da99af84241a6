import type { PledgeSummary } from "@shared/pledge";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import type { CompanyAnswer } from "./route";

/**
 * The company's pledge (issue 62, decision 043): the rule, "Pledged since {date}: kept {n} of
 * {m} ({x}%)" from figures.ts (the same numbers as the badge and the API), a withdrawal with its
 * date, and every period. Its owners make or withdraw it with a plain form (no JavaScript
 * needed). Shown when the company ever pledged, and to its owners.
 */
export function PledgePanel({
  company,
  pledge,
  owner,
}: {
  company: string;
  pledge: PledgeSummary | null;
  owner: boolean;
}) {
  const { t, number, date } = usePageMessages("company");
  const fetcher = useFetcher<CompanyAnswer>();
  const handled = useRef<CompanyAnswer | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result?.toast || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    showToast({ kind: result.ok ? "success" : "error", ...result.toast });
  }, [fetcher.data, fetcher.state]);
  if (!pledge && !owner) return null;
  const day = (ms: number) => date(ms, { dateStyle: "medium", timeZone: "UTC" });
  const inForce = pledge !== null && pledge.withdrawnAt === null;
  const counts = pledge
    ? {
        kept: number(pledge.kept),
        total: number(pledge.total),
        rate: pledge.rate === null ? "" : number(pledge.rate / 100, { style: "percent" }),
      }
    : null;
  return (
    <section
      aria-labelledby="pledge-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-sm"
      data-testid="pledge"
    >
      <h2 id="pledge-heading" className="font-semibold">
        {t("pledge.heading")}
      </h2>
      <p className="text-neutral-700">{t("pledge.rule", { company })}</p>
      {pledge && counts ? (
        <p className="font-medium" data-testid="pledge-kept">
          {inForce
            ? pledge.total === 0
              ? t("pledge.sinceNone", { date: day(pledge.since) })
              : t("pledge.since", { date: day(pledge.since), ...counts })
            : pledge.total === 0
              ? t("pledge.withdrawnNone", { date: day(pledge.withdrawnAt ?? 0) })
              : t("pledge.withdrawnKept", { date: day(pledge.withdrawnAt ?? 0), ...counts })}
        </p>
      ) : (
        <p className="text-neutral-600">{t("pledge.notYet", { company })}</p>
      )}
      {pledge && pledge.periods.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-neutral-700">{t("pledge.history")}</summary>
          <ul className="mt-1 space-y-0.5 text-neutral-700" data-testid="pledge-periods">
            {pledge.periods.map((period) => (
              <li key={period.since}>
                {period.withdrawnAt === null
                  ? t("pledge.periodOpen", { from: day(period.since) })
                  : t("pledge.period", { from: day(period.since), to: day(period.withdrawnAt) })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p>
        <Link to="/methodology#pledge" className="text-brand-700 underline">
          {t("pledge.how")}
        </Link>
      </p>
      {owner ? (
        <fetcher.Form method="post" className="space-y-2 border-t border-neutral-100 pt-2">
          <input type="hidden" name="intent" value={inForce ? "withdraw-pledge" : "pledge"} />
          {inForce ? null : <p className="text-neutral-700">{t("pledge.offer")}</p>}
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className={
              inForce
                ? "min-h-11 rounded-md border border-neutral-300 px-3 py-2 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
                : "min-h-11 rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
            }
          >
            {inForce ? t("pledge.withdraw") : t("pledge.make")}
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
