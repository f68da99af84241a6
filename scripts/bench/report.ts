/** The bench's printed report and its check against the budget in docs/performance.md. */
import type { ApiReads } from "./api-reads";
import type { LighthouseResult } from "./lighthouse";
import type { LoadResult, Paired, Probe } from "./measure";

const BUDGET = {
  /** A page's p50 over the React Router floor's (/dev/floor: the root layout, no data). */
  pageToFloorP50: 2,
  flatness: 1.5,
  roundTrips: 3,
  /** First-load JS, gzip, by page (docs/performance.md#the-budget). */
  jsGzipKb: { "/": 120, "a complaint": 130, "a company page": 130, "/create": 150 } as Record<
    string,
    number
  >,
  lighthouse: 95,
  accessibility: 100,
};
/** The pages held to the floor ratio and to flatness. */
export const BUDGETED_PAGES = ["feed /", "complaint detail", "company page"];
/**
 * What pages are measured against (decision 059): /dev/floor renders through React Router and the
 * root layout with no data; /healthz (every middleware, no D1, no React) is still reported.
 */
const FLOOR = "floor (React Router)";

const pad = (value: string | number, width: number) => String(value).padStart(width);

function statusText(statuses: Record<string, number>, errors: number) {
  const parts = Object.entries(statuses).map(([status, count]) => `${status}×${count}`);
  if (errors) parts.push(`errors×${errors}`);
  return parts.join(" ");
}

export function printResults(
  title: string,
  results: LoadResult[],
  probes: Probe[],
  extra: LoadResult[],
) {
  const floor = results.find((result) => result.name === FLOOR) ?? results[0];
  console.log(`\n## ${title}`);
  console.log(
    `${"target".padEnd(24)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p95 ms", 8)}${pad("p99 ms", 8)}${pad("×floor", 8)}${pad("p95×fl", 8)}${pad("D1 rt", 7)}${pad("stmts", 7)}${pad("writes", 8)}  statuses`,
  );
  for (const result of [...results, ...extra]) {
    const found = probes.find((entry) => entry.name === result.name);
    const ratio = floor && floor.p50 > 0 ? (result.p50 / floor.p50).toFixed(2) : "-";
    // The 95th percentile against the floor's (docs/performance.md#the-budget: aim ≤ 2× at a million).
    const ratio95 = floor && floor.p95 > 0 ? (result.p95 / floor.p95).toFixed(2) : "-";
    console.log(
      `${result.name.padEnd(24)}${pad(result.requestsPerSecond.toFixed(0), 8)}${pad(result.p50, 8)}${pad(result.p95, 8)}${pad(result.p99, 8)}${pad(ratio, 8)}${pad(ratio95, 8)}${pad(found ? found.roundTrips : "-", 7)}${pad(found ? found.statements : "-", 7)}${pad(found ? found.writes : "-", 8)}  ${statusText(result.statuses, result.errors)}`,
    );
  }
}

export function printApiReads(reads: ApiReads) {
  console.log("\n## D1 writes per 1,000 API reads (every read operation, 20 addresses)");
  const per1000 = (reads.writes / reads.requests) * 1000;
  console.log(
    `${reads.requests} GETs: ${reads.writes} writing statements, ${per1000.toFixed(0)} per 1,000 reads  ${statusText(reads.statuses, 0)}`,
  );
}

export function printPlans(
  traces: Map<string, { sql: string; params: unknown[] }>,
  plans: { sql: string; plan: string[] }[],
) {
  console.log("\n## EXPLAIN QUERY PLAN (every SELECT the measured requests ran)");
  const keys = [...traces.keys()];
  plans.forEach((entry, index) => {
    const target = keys[index]?.split("\u0000")[0] ?? "";
    const sql = entry.sql.replace(/\s+/g, " ").slice(0, 110);
    console.log(`- [${target}] ${sql}${entry.sql.length > 110 ? "…" : ""}`);
    console.log(`    ${entry.plan.join(" · ")}`);
  });
}

export function printLighthouse(results: LighthouseResult[]) {
  console.log(
    "\n## Lighthouse (mobile, simulated throttling; median of 3 runs, a fresh browser each)",
  );
  console.log(
    `${"page".padEnd(44)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}${pad("LCP ms", 9)}${pad("CLS", 7)}${pad("TBT ms", 8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.path.slice(0, 43).padEnd(44)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(r.lcpMs.toFixed(0), 9)}${pad(r.cls.toFixed(3), 7)}${pad(r.tbtMs.toFixed(0), 8)}`,
    );
  }
}

/** A full scan of a big table: "SCAN t" without an index (SCAN … USING INDEX walks an index). */
const FULL_SCAN =
  /^SCAN (complaints|comments|ucks|comment_ucks|users|profiles|companies)\b(?!.*USING)/;

export function checkBudgets(input: {
  large: LoadResult[];
  /** Each budgeted page with the floor, requests alternating (`pairedWithFloor`). */
  paired: Paired[];
  probes: Probe[];
  small: LoadResult[];
  plans: { sql: string; plan: string[] }[];
  js: { name: string; gzipKb: number }[];
  lighthouse: LighthouseResult[];
  apiReads: ApiReads;
}) {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? "✓" : "✗"} ${text}`);
  const floor = input.large.find((result) => result.name === FLOOR)?.p50 ?? Number.NaN;
  for (const name of BUDGETED_PAGES) {
    const large = input.large.find((r) => r.name === name);
    const small = input.small.find((r) => r.name === name);
    const probe = input.probes.find((p) => p.name === name);
    // Judged with the floor's requests alternating with the page's; the reading of the two
    // measured one after the other is printed beside it.
    const paired = input.paired.find((p) => p.name === name);
    if (paired) {
      const apart = large ? `; one after the other ${(large.p50 / floor).toFixed(2)}×` : "";
      check(
        paired.ratio <= BUDGET.pageToFloorP50,
        `${name}: p50 ${paired.ratio.toFixed(2)}× the React Router floor, their requests alternating (≤ ${BUDGET.pageToFloorP50}×${apart})`,
      );
    }
    if (large && small && (name === "feed /" || name === "company page")) {
      const growth = large.p50 / small.p50;
      check(
        growth <= BUDGET.flatness,
        `${name}: p50 at full scale ${growth.toFixed(2)}× the 1k database (≤ 1.5×)`,
      );
    }
    if (probe)
      check(
        probe.roundTrips <= BUDGET.roundTrips,
        `${name}: ${probe.roundTrips} D1 round trips anonymous (≤ 3)`,
      );
  }
  const anonymousReads = input.probes.filter((p) => BUDGETED_PAGES.includes(p.name));
  const pageWrites = anonymousReads.reduce((sum, p) => sum + p.writes, 0);
  check(pageWrites === 0, `page reads: ${pageWrites} D1 writes for the anonymous pages (0)`);
  const apiWrites = (input.apiReads.writes / input.apiReads.requests) * 1000;
  check(apiWrites === 0, `API reads: ${apiWrites.toFixed(0)} D1 writes per 1,000 (0)`);
  const signedIn = input.probes.find((p) => p.name === "feed / (signed in)");
  if (signedIn)
    check(
      signedIn.roundTrips <= BUDGET.roundTrips,
      `feed / signed in: ${signedIn.roundTrips} D1 round trips (≤ 3)`,
    );
  const scans = input.plans.filter((entry) => entry.plan.some((step) => FULL_SCAN.test(step)));
  check(scans.length === 0, `query plans: ${scans.length} full scans of a big table`);
  for (const scan of scans) lines.push(`    ${scan.sql.replace(/\s+/g, " ").slice(0, 140)}`);
  for (const page of input.js) {
    const budget = BUDGET.jsGzipKb[page.name] ?? 120;
    check(
      page.gzipKb <= budget,
      `first-load JS of ${page.name}: ${page.gzipKb.toFixed(1)} KB gzip (≤ ${budget})`,
    );
  }
  for (const r of input.lighthouse) {
    check(
      r.performance >= BUDGET.lighthouse && r.accessibility >= BUDGET.accessibility,
      `Lighthouse ${r.path}: performance ${r.performance} (≥ 95), accessibility ${r.accessibility} (100)`,
    );
  }
  console.log("\n## Budgets (docs/performance.md#the-budget)");
  for (const line of lines) console.log(line);
  return lines.some((line) => line.startsWith("✗"));
}
