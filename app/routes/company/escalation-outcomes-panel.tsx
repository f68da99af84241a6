import type { MoneyChannel } from "@shared/escalation-outcome";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";

export type EscalationOutcomesView = {
  upheld: number;
  decided: number;
  notCounted: number;
  money: { channel: MoneyChannel; currency: string; amountMinor: number }[];
};

/**
 * What happened after escalation (decision 046): "Escalations upheld against
 * {company}: {n} of {m}" and money returned by channel, from the figures module (only verified
 * outcomes that pass the refund-counting rules count), with how many were reported but not
 * counted and the link to the rule. Shown once anything was recorded or refunded.
 */
export function EscalationOutcomesPanel({
  company,
  outcomes,
}: {
  company: string;
  outcomes: EscalationOutcomesView;
}) {
  const { t, number, money } = usePageMessages("company");
  if (outcomes.decided === 0 && outcomes.notCounted === 0 && outcomes.money.length === 0)
    return null;
  return (
    <Panel
      id="escalation-outcomes-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-sm"
      testId="escalation-outcomes"
      heading={t("escalationOutcomes.heading")}
    >
      <p className="font-medium" data-testid="escalation-upheld">
        {outcomes.decided === 0
          ? t("escalationOutcomes.none", { company })
          : t("escalationOutcomes.upheld", {
              company,
              n: number(outcomes.upheld),
              m: number(outcomes.decided),
            })}
      </p>
      {outcomes.money.length > 0 ? (
        <table className="w-full text-left" data-testid="escalation-money">
          <caption className="text-left font-medium">{t("escalationOutcomes.money")}</caption>
          <tbody>
            {outcomes.money.map((row) => (
              <tr key={`${row.channel}-${row.currency}`} className="border-t border-neutral-100">
                <th scope="row" className="py-1 font-normal text-neutral-700">
                  {t(`escalationOutcomes.channel.${row.channel}`)}
                </th>
                <td className="py-1 text-right tabular-nums">
                  {money(row.amountMinor, row.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {outcomes.notCounted > 0 ? (
        <p className="text-neutral-600" data-testid="escalation-not-counted">
          {t("escalationOutcomes.notCounted", { count: number(outcomes.notCounted) })}
        </p>
      ) : null}
      <p>
        <Link to="/methodology#escalation-outcomes" className="text-brand-700 underline">
          {t("escalationOutcomes.rule")}
        </Link>
      </p>
    </Panel>
  );
}
