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
import {
  REFUND_REVIEW_MEDIAN_FACTOR,
  REFUND_REVIEW_MIN_HISTORY,
  REFUND_SHARED_ADDRESS_WINDOW_MS,
} from "@shared/refund-counting";
import { BADGE_WINDOW_MS } from "@worker/services/companies/badge";
import { MIN_SAMPLE } from "@worker/services/companies/metrics";
import { BackButton } from "~/components/static/back-button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/methodology";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "How the numbers are computed",
    description:
      "The exact definitions behind every number on UCK's company pages, the badge, Trending and Viral, each with its version.",
    path: "/methodology",
    keywords: ["methodology", "response rate", "response time", "company metrics"],
  });

/** The constants the definitions name, from the code that computes them. */
export function loader() {
  const HOUR = 3_600_000;
  return {
    minSample: MIN_SAMPLE,
    slaHours: ESCALATION_WINDOW_MS / HOUR,
    trendingDays: TRENDING_WINDOW_DAYS,
    viralHours: Object.values(VIRAL_WINDOWS).map((ms) => ms / HOUR),
    badgeDays: Math.round(BADGE_WINDOW_MS / (24 * HOUR)),
  };
}

const PUBLISHED = "26 November 2026";

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
  changed: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-name`} className="space-y-1.5">
      <h2 id={`${id}-name`} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="text-xs text-neutral-600">
        Version {version} · changed {changed}
      </p>
      <div className="space-y-1.5 leading-relaxed text-neutral-800">{children}</div>
    </section>
  );
}

/**
 * /methodology: what every number means, in words and as the formula the code runs
 * (worker/services/companies/metrics.ts, badge.ts, discovery.ts). A change to a formula changes
 * its version and date here in the same commit.
 */
export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { minSample, slaHours, trendingDays, viralHours, badgeDays } = loaderData;
  const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">How the numbers are computed</h1>
        <p className="leading-relaxed text-neutral-800">
          Every number on a company page is computed from that company's public complaints, the same
          way for every company. Where fewer than {minSample} data points exist, the page says "Not
          enough data yet" instead of showing a number. Percentages are rounded to whole numbers;
          times are in minutes, hours and days.
        </p>
      </header>
      <Definition id="total" name="Total complaints" version={1} changed={PUBLISHED}>
        <p>Every complaint filed about the company and still public.</p>
      </Definition>
      <Definition id="response-rate" name="Response rate" version={1} changed={PUBLISHED}>
        <p>
          <code className={code}>answered ÷ total complaints × 100</code>, where answered means the
          company posted a response. 0% when there are no complaints.
        </p>
      </Definition>
      <Definition id="resolution-rate" name="Resolution rate" version={1} changed={PUBLISHED}>
        <p>
          <code className={code}>complaints with status Resolved ÷ total complaints × 100</code>.
        </p>
      </Definition>
      <Definition id="response-time" name="Response time" version={2} changed={PUBLISHED}>
        <p>
          For each answered complaint, the time from filing to the company's response. The page
          shows the average, the median (the middle value; the mean of the two middle values when
          their number is even) and the 90th percentile by nearest rank: sort the times, take the
          one at position <code className={code}>⌈0.9 × n⌉</code>, so nine answers in ten came at
          least that fast. Shown from {minSample} answered complaints on. Version 2 added the 90th
          percentile.
        </p>
      </Definition>
      <Definition id="satisfaction" name="Satisfaction" version={1} changed={PUBLISHED}>
        <p>
          <code className={code}>"Yes" verdicts ÷ all verdicts × 100</code>: after a response the
          complainant answers whether they are satisfied; complaints without a verdict do not count.
          Shown from {minSample} verdicts on.
        </p>
      </Definition>
      <Definition
        id="sla"
        name={`Answered within ${slaHours} h (SLA)`}
        version={1}
        changed={PUBLISHED}
      >
        <p>
          <code className={code}>
            answered within {slaHours} h ÷ complaints that can be judged × 100
          </code>
          . A complaint can be judged once it is answered or {slaHours} hours old, so a fresh
          unanswered complaint never counts against the company. An unanswered complaint escalates
          after {slaHours} hours.
        </p>
      </Definition>
      <Definition
        id="timely"
        name="Sent to company and timely response"
        version={1}
        changed="26 November 2026"
      >
        <p>
          <code className={code}>sent_to_company_at</code> is when the company was told of the
          complaint: at once when people manage its page on UCK (they see it in their
          notifications), else when the mail carrying it to the company's confirmed complaints
          address or its customer-service mailbox (support@ its domain) was sent; mail to one
          company goes at most once a day. <code className={code}>company_response_timely</code>{" "}
          (the CFPB's "timely response") is yes when the company's first response came within{" "}
          {slaHours} hours of <code className={code}>sent_to_company_at</code>, no once those hours
          passed without one, and empty while they run or when the complaint was never sent. Both
          are in the API and the open data.
        </p>
      </Definition>
      <Definition id="money-returned" name="Money returned" version={2} changed="27 November 2026">
        <p>
          <code className={code}>sum of refunds the complainants confirmed they received</code>, per
          currency (never converted). A company records a refund with its response: amount, currency
          and the day it will arrive. It counts only once the complainant answers "It arrived";
          until then it is waiting for confirmation, and past its day without an answer it is marked
          overdue. A refund the complainant says did not arrive is counted apart. The site's total
          on Resolved adds every company's confirmed refunds, per currency.
        </p>
        <p>
          A confirmed refund counts only when the complainant is not a member of the company, has
          not signed in from the same network address as one of its members in the last{" "}
          {REFUND_SHARED_ADDRESS_WINDOW_MS / 86_400_000} days (compared as keyed hashes, never as
          addresses), and their account was at least a day old when the refund was offered. An
          amount far above the company's usual refunds (more than {REFUND_REVIEW_MEDIAN_FACTOR}{" "}
          times the median of its counted refunds in that currency, or about USD 2,000 while it has
          fewer than {REFUND_REVIEW_MIN_HISTORY}) counts once UCK has reviewed it; the complaint
          says "pending review" until then. A refund that does not count still shows on its
          complaint as the complainant said it.
        </p>
      </Definition>
      <Definition id="badge" name="The company badge" version={1} changed={PUBLISHED}>
        <p>
          Total complaints, response rate and median response time as defined above, over the
          complaints filed in the last {badgeDays} days, always all of them: a company cannot choose
          which complaints its badge counts.
        </p>
      </Definition>
      <Definition
        id="flood-guard"
        name="Unusual activity and metrics without flagged windows"
        version={FLOOD_FORMULA_VERSION}
        changed="27 November 2026"
      >
        <p>
          Every hour each company's last 24 hours are compared with its own usual day, the median of
          its complaints per day over the {FLOOD_BASELINE_DAYS} days before. A window of unusual
          activity opens when any of these holds: at least{" "}
          <code className={code}>
            max({FLOOD_MIN_COMPLAINTS}, {FLOOD_MEDIAN_FACTOR} × median)
          </code>{" "}
          complaints; at least {FLOOD_MIN_UCKS} ucks on its complaints, half or more of them from
          accounts under a day old; {FLOOD_NEAR_IDENTICAL_ACCOUNTS} or more accounts under 7 days
          old (or sharing a network address) posting near-identical texts (word 3-shingles
          overlapping at least {FLOOD_NEAR_IDENTICAL * 100}%). The window stays open while a rule
          holds and clears by itself {FLOOD_CLEAR_AFTER_MS / 3_600_000} hours after the last time
          one did; a moderator may clear it or uphold it sooner.
        </p>
        <p>
          Nothing in a window is hidden or deleted. While a window is open, or after a moderator
          upheld it, the company page shows its metrics twice: over all complaints, and{" "}
          <code className={code}>without flagged windows</code>, the same formulas over the
          complaints not filed within an open window (from its start on) or an upheld one (from its
          start to the last hour a rule held), with their refunds. A cleared window counts like any
          other days.
        </p>
      </Definition>
      <Definition id="trending" name="Trending" version={1} changed={PUBLISHED}>
        <p>
          Complaints of the last {trendingDays} days, ranked by{" "}
          <code className={code}>(ucks + 2 × comments + 3 × shares) ÷ (age in hours + 2)^1.5</code>,
          so fresh activity outranks old totals.
        </p>
      </Definition>
      <Definition id="viral" name="Viral" version={1} changed={PUBLISHED}>
        <p>
          Ucks gained per hour within the chosen window ({viralHours.join(" or ")} hours):{" "}
          <code className={code}>ucks given in the window ÷ hours in the window</code>, highest
          first.
        </p>
      </Definition>
      <p className="border-t border-neutral-200 pt-4 text-neutral-800">
        The same numbers, and every public complaint, can be read by programs through the{" "}
        <a href="/developers" className="font-medium text-brand-700 underline">
          public API
        </a>
        . What UCK promises the people who file complaints, each promise with the test that checks
        it, is on{" "}
        <a href="/guarantees" className="font-medium text-brand-700 underline">
          the guarantees page
        </a>
        .
      </p>
    </main>
  );
}
