import type { PledgeSummary } from "@shared/pledge";
import { Link } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/** The owners' pledge and withdraw form: a chunk only owners load (decision 059). */
const PledgeForm = lazyAfterServer("pledge-form", () => import("./pledge-form"));

/**
 * The company's pledge (decision 043): the rule, "Pledged since {date}: kept {n} of
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
    <Panel
      id="pledge-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-sm"
      testId="pledge"
      heading={t("pledge.heading")}
    >
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
        <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
          <PledgeForm inForce={inForce} />
        </ChunkBoundary>
      ) : null}
    </Panel>
  );
}
