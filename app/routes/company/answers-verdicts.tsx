import type { CompanyMetrics } from "@worker/services/companies/figures";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";

const box = "space-y-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm";

/**
 * "How {company} answers" and what the complainants say (decision 041): the company's answers
 * per category, the complainants' Yes and No, their average score and would-return rate (each
 * from MIN_SAMPLE answers), and the composite UCK score with its version, or why it is withheld.
 * Every number from figures.ts.
 */
export function AnswersAndVerdicts({
  metrics,
  company,
}: {
  metrics: CompanyMetrics;
  company: string;
}) {
  const { t, number } = usePageMessages("company");
  const root = useI18n();
  const percent = (value: number) => number(value / 100, { style: "percent" });
  const decimal = (value: number) => number(value, { maximumFractionDigits: 1 });
  const answered = metrics.responseCategories.filter((row) => row.count > 0);
  const { composite } = metrics;
  return (
    <div className="grid gap-3 @2xl:grid-cols-2">
      <Panel
        id="answers-heading"
        className={box}
        testId="answer-mix"
        headingClassName="text-sm font-semibold"
        heading={t("answers.title", { company })}
      >
        {answered.length === 0 ? (
          <p className="text-sm text-neutral-600">{t("answers.none")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {answered.map((row) => (
              <li key={row.category} className="flex justify-between gap-2">
                <span>{root.t(`category.${row.category}`)}</span>
                <span className="font-semibold tabular-nums">{number(row.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        id="verdicts-heading"
        className={box}
        testId="verdicts"
        headingClassName="text-sm font-semibold"
        heading={t("verdicts.title")}
      >
        <p className="text-sm">
          <span className="font-semibold">{t("composite.name")}</span>{" "}
          {composite.value === null ? (
            <span className="text-neutral-600">
              {t(`composite.${composite.withheld ?? "few_verdicts"}`)}
            </span>
          ) : (
            <span className="text-xl font-bold" data-testid="composite">
              {t("composite.value", { value: decimal(composite.value) })}
            </span>
          )}{" "}
          <span className="text-xs text-neutral-600">
            {t("composite.version", { version: composite.version })} ·{" "}
            <Link to="/methodology#composite" className="font-medium underline">
              {t("composite.how")}
            </Link>
          </span>
        </p>
        <ul className="space-y-1 text-sm text-neutral-800">
          <li>
            {t("verdicts.split", {
              yes: number(metrics.verdictsResolved),
              no: number(metrics.verdictsDisputed),
            })}
          </li>
          {metrics.averageScore !== null ? (
            <li>
              {t("verdicts.score", {
                score: decimal(metrics.averageScore),
                count: number(metrics.scoresGiven),
              })}
            </li>
          ) : null}
          {metrics.wouldReturnRate !== null ? (
            <li>
              {t("verdicts.again", {
                rate: percent(metrics.wouldReturnRate),
                count: number(metrics.wouldReturnAnswers),
              })}
            </li>
          ) : null}
          {metrics.averageScore === null || metrics.wouldReturnRate === null ? (
            <li className="text-xs text-neutral-600">{t("verdicts.few")}</li>
          ) : null}
        </ul>
      </Panel>
    </div>
  );
}
