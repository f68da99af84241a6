import { TRENDING_WINDOW_DAYS, VIRAL_WINDOWS } from "@shared/discovery-options";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import {
  FLOOD_BASELINE_DAYS,
  FLOOD_CLEAR_AFTER_MS,
  FLOOD_FORMULA_VERSION,
  FLOOD_MEDIAN_FACTOR,
  FLOOD_MIN_COMPLAINTS,
  FLOOD_MIN_UCKS,
  FLOOD_NEAR_IDENTICAL,
  FLOOD_NEAR_IDENTICAL_ACCOUNTS,
} from "@shared/flood-guard";
import { PLEDGE_ANSWER_MS, PLEDGE_OUTCOME_DAYS } from "@shared/pledge";
import { REPUTATION_FULL_WEEKS, REPUTATION_QUIET_FACTOR } from "@shared/ranking-reputation";
import {
  REFUND_REVIEW_MEDIAN_FACTOR,
  REFUND_REVIEW_MIN_HISTORY,
  REFUND_SHARED_ADDRESS_WINDOW_MS,
} from "@shared/refund-counting";
import { SIMILAR_THRESHOLD } from "@shared/same-problem";
import { BADGE_WINDOW_MS } from "@worker/services/companies/badge";
import { COMPOSITE, MIN_SAMPLE } from "@worker/services/companies/figures";
import { RANKING_ACCOUNT_MIN_AGE_MS, RANKING_AGEING_MS } from "@worker/services/complaints/ranking";
import { BackButton } from "~/components/static/back-button";
import { type SectionKey, usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { CONTENT_HEADS } from "~/lib/heads/content";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/methodology";

export const meta: Route.MetaFunction = headMeta(CONTENT_HEADS, "/methodology");

/** The constants the definitions name, from the code that computes them. */
export function loader({ context }: Route.LoaderArgs) {
  const HOUR = 3_600_000;
  return {
    minSample: MIN_SAMPLE,
    slaHours: ESCALATION_WINDOW_MS / HOUR,
    trendingDays: TRENDING_WINDOW_DAYS,
    viralHours: Object.values(VIRAL_WINDOWS).map((ms) => ms / HOUR),
    badgeDays: Math.round(BADGE_WINDOW_MS / (24 * HOUR)),
    // Same-problem groups (decision 039): the suggestions' similarity, and the ranking rule's age.
    groupThreshold: SIMILAR_THRESHOLD,
    groupAgeHours: RANKING_ACCOUNT_MIN_AGE_MS / HOUR,
    reputation: {
      weeks: REPUTATION_FULL_WEEKS,
      quiet: new Intl.NumberFormat(context.locale).format(REPUTATION_QUIET_FACTOR),
      ageingHours: RANKING_AGEING_MS / HOUR,
    },
    // The composite's version and floors (decision 041), as figures.ts runs them.
    composite: {
      version: COMPOSITE.version,
      verdicts: COMPOSITE.minVerdicts,
      answered: COMPOSITE.minAnsweredPercent,
    },
    pageMessages: pageMessages("methodology", context.locale),
  };
}

type Key = SectionKey<"methodology">;

function Definition({
  id,
  name,
  version,
  changed,
  children,
}: {
  id: string;
  name: string;
  version: number;
  changed: "methodology.day26" | "methodology.day27" | "methodology.day29";
  children: React.ReactNode;
}) {
  const { t } = usePageMessages("methodology");
  return (
    <section id={id} aria-labelledby={`${id}-name`} className="space-y-1.5">
      <h2 id={`${id}-name`} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="text-xs text-neutral-600">
        {t("methodology.version", { version, changed: t(changed) })}
      </p>
      <div className="space-y-1.5 leading-relaxed text-neutral-800">{children}</div>
    </section>
  );
}

const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";
const link = "font-medium text-brand-700 underline";

/**
 * /methodology: what every number means, in words and as the formula the code runs
 * (worker/services/companies/figures.ts, badge.ts, discovery.ts). A change to a formula changes
 * its version and date here in the same commit.
 */
export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { minSample, slaHours, trendingDays, viralHours, badgeDays, reputation } = loaderData;
  const { groupThreshold, groupAgeHours, composite } = loaderData;
  const { t, rich } = usePageMessages("methodology");
  const hours = slaHours;
  /** A sentence whose `{c1}`/`{c2}` are code spans: a formula's words or a column's name. */
  const say = (key: Key, c1: string, values?: Record<string, number | string>, c2?: string) =>
    rich(
      key,
      {
        c1: <code className={code}>{c1}</code>,
        ...(c2 ? { c2: <code className={code}>{c2}</code> } : {}),
      },
      values,
    );
  const day26 = "methodology.day26";
  const day27 = "methodology.day27";
  const day29 = "methodology.day29";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t("methodology.title")}</h1>
        <p className="leading-relaxed text-neutral-800">{t("methodology.intro", { minSample })}</p>
      </header>
      <Definition id="total" name={t("methodology.total.name")} version={1} changed={day26}>
        <p>{t("methodology.total.body")}</p>
      </Definition>
      <Definition
        id="response-rate"
        name={t("methodology.responseRate.name")}
        version={1}
        changed={day26}
      >
        <p>{say("methodology.responseRate.body", t("methodology.responseRate.formula"))}</p>
      </Definition>
      <Definition
        id="resolution-rate"
        name={t("methodology.resolutionRate.name")}
        version={2}
        changed="methodology.day29"
      >
        <p>{say("methodology.resolutionRate.body", t("methodology.resolutionRate.formula"))}</p>
      </Definition>
      <Definition
        id="response-time"
        name={t("methodology.responseTime.name")}
        version={2}
        changed={day26}
      >
        <p>{say("methodology.responseTime.body", "⌈0.9 × n⌉", { minSample })}</p>
      </Definition>
      <Definition
        id="satisfaction"
        name={t("methodology.satisfaction.name")}
        version={1}
        changed={day26}
      >
        <p>
          {say("methodology.satisfaction.body", t("methodology.satisfaction.formula"), {
            minSample,
          })}
        </p>
      </Definition>
      <Definition
        id="answer-categories"
        name={t("methodology.categories.name")}
        version={1}
        changed={day29}
      >
        <p>{t("methodology.categories.body")}</p>
      </Definition>
      <Definition id="verdict" name={t("methodology.verdict.name")} version={1} changed={day29}>
        <p>{t("methodology.verdict.body", { minSample })}</p>
      </Definition>
      <Definition
        id="composite"
        name={t("methodology.composite.name")}
        version={composite.version}
        changed={day29}
      >
        <p>
          {say("methodology.composite.body", t("methodology.composite.formula"), {
            verdicts: composite.verdicts,
            answered: composite.answered,
          })}
        </p>
        <p>{t("methodology.composite.sources")}</p>
      </Definition>
      <Definition id="sla" name={t("methodology.sla.name", { hours })} version={1} changed={day26}>
        <p>{say("methodology.sla.body", t("methodology.sla.formula", { hours }), { hours })}</p>
      </Definition>
      <Definition id="timely" name={t("methodology.timely.name")} version={1} changed={day26}>
        <p>
          {say(
            "methodology.timely.body",
            "sent_to_company_at",
            { hours },
            "company_response_timely",
          )}
        </p>
      </Definition>
      <Definition id="pledge" name={t("methodology.pledge.name")} version={1} changed={day29}>
        <p>
          {say("methodology.pledge.body", "sent_to_company_at", {
            hours: PLEDGE_ANSWER_MS / 3_600_000,
            days: PLEDGE_OUTCOME_DAYS,
          })}
        </p>
        <p>{t("methodology.pledge.changes")}</p>
      </Definition>
      <Definition
        id="escalation-outcomes"
        name={t("methodology.outcomes.name")}
        version={1}
        changed={day29}
      >
        <p>{t("methodology.outcomes.body")}</p>
        <p>{t("methodology.outcomes.money")}</p>
      </Definition>
      <Definition
        id="money-returned"
        name={t("methodology.money.name")}
        version={2}
        changed={day27}
      >
        <p>{say("methodology.money.body", t("methodology.money.formula"))}</p>
        <p>
          {t("methodology.money.counts", {
            days: REFUND_SHARED_ADDRESS_WINDOW_MS / 86_400_000,
            factor: REFUND_REVIEW_MEDIAN_FACTOR,
            history: REFUND_REVIEW_MIN_HISTORY,
          })}
        </p>
      </Definition>
      <Definition id="badge" name={t("methodology.badge.name")} version={1} changed={day26}>
        <p>{t("methodology.badge.body", { days: badgeDays })}</p>
      </Definition>
      <Definition
        id="flood-guard"
        name={t("methodology.flood.name")}
        version={FLOOD_FORMULA_VERSION}
        changed={day29}
      >
        <p>
          {say(
            "methodology.flood.opens",
            t("methodology.flood.formula", {
              min: FLOOD_MIN_COMPLAINTS,
              factor: FLOOD_MEDIAN_FACTOR,
            }),
            {
              baseline: FLOOD_BASELINE_DAYS,
              ucks: FLOOD_MIN_UCKS,
              accounts: FLOOD_NEAR_IDENTICAL_ACCOUNTS,
              percent: FLOOD_NEAR_IDENTICAL * 100,
              clearHours: FLOOD_CLEAR_AFTER_MS / 3_600_000,
            },
          )}
        </p>
        <p>
          {say("methodology.flood.shown", t("methodology.flood.without"), {
            accounts: FLOOD_NEAR_IDENTICAL_ACCOUNTS,
          })}
        </p>
      </Definition>
      <Definition id="same-problem" name={t("methodology.groups.name")} version={2} changed={day29}>
        <p>
          {say(
            "methodology.groups.joins",
            t("methodology.groups.formula", { threshold: groupThreshold }),
          )}
        </p>
        <p>{t("methodology.groups.counts", { hours: groupAgeHours })}</p>
      </Definition>
      <Definition
        id="uck-weight"
        name={t("methodology.reputation.name")}
        version={1}
        changed={day29}
      >
        <p>
          {say(
            "methodology.reputation.body",
            t("methodology.reputation.formula", { weeks: reputation.weeks }),
            { weeks: reputation.weeks, quiet: reputation.quiet },
          )}
        </p>
        <p>{t("methodology.reputation.cohort", { hours: reputation.ageingHours })}</p>
      </Definition>
      <Definition id="trending" name={t("methodology.trending.name")} version={2} changed={day29}>
        <p>
          {say("methodology.trending.body", t("methodology.trending.formula"), {
            days: trendingDays,
          })}
        </p>
      </Definition>
      <Definition id="viral" name={t("methodology.viral.name")} version={2} changed={day29}>
        <p>
          {say("methodology.viral.body", t("methodology.viral.formula"), {
            hours: viralHours.join(t("methodology.viral.or")),
          })}
        </p>
      </Definition>
      <p className="border-t border-neutral-200 pt-4 text-neutral-800">
        {rich("methodology.more", {
          api: (
            <a href="/developers" className={link}>
              {t("methodology.more.api")}
            </a>
          ),
          guarantees: (
            <a href="/guarantees" className={link}>
              {t("methodology.more.guarantees")}
            </a>
          ),
        })}
      </p>
    </main>
  );
}
