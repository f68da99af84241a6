/**
 * `npm run bench`: the product measured side by side with its floor (docs/performance.md#the-budget).
 *
 *   1. builds the app (react-router build);
 *   2. seeds separate local databases at scale (default 100,000 complaints, 20,000 users,
 *      2,000 companies) and at 1,000 complaints, kept in .wrangler/bench/<scale> between runs;
 *   3. serves the built Worker under workerd on loopback (./server.ts, production vars, D1
 *      counting on), warms it, drives each budgeted page alternating with the floor (the
 *      ratio the budget judges), then each target alone with autocannon;
 *   4. reports requests/s, p50, p99, the ratio to the floor, D1 round trips, statements and
 *      writes per request, D1 writes per 1,000 API reads, EXPLAIN QUERY PLAN of every statement
 *      the pages ran, first-load JavaScript of `/`, Lighthouse mobile scores, the same feed and
 *      company page at 1,000 complaints, and the Workers' upload sizes (wrangler's dry run).
 *
 * Flags: --scale N (100000) --small N (1000) --seconds S per target (8) --connections C (1: latency without queueing; raise it for throughput)
 *        --users U signed-in users (2000) --skip-build --skip-lighthouse --reseed --port P (8790)
 *        --checks-only: no load, no small database, no Lighthouse; only the upload size, D1 writes
 *        per 1,000 API reads and the sitemap check on the large database (exits 1 when either fails)
 *        --findings-only: only the two timing findings (./findings.ts) on the small database:
 *        forgot-password timing, 200 + 200 requests interleaved, and /healthz beside --cards N
 *        (32) picture cards never drawn; the full bench ends with them too
 *        --reach: walk the archive from / and count the complaints within four plain links
 *        --move-out-before YEAR: at the end, moves the complaints filed before YEAR out of the
 *        large database (scripts/move-out.ts, decision 048) and checks that a moved complaint's
 *        page and its API row still answer (the state is seeded again on the next run)
 *
 * From 100,000 complaints the database is seeded straight into its SQLite file
 * (scripts/seed-direct.ts); `--scale 1000000` makes 50,000 companies and complaints since 2017.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ARCHIVE_ONLY, archiveReach } from "../archive-reach";
import { apiReadWrites } from "./api-reads";
import { measureDbSize, printDbSize } from "./db-size";
import { cardsBesideHealthz, mailStandIn, mailVars, printFindings, resetTiming } from "./findings";
import { runLighthouse } from "./lighthouse";
import {
  drive,
  firstLoadJs,
  type LoadResult,
  type Paired,
  type Probe,
  pairedWithFloor,
  probe,
  type Target,
} from "./measure";
import { checkMoveOut, printMoveOut } from "./move-out-check";
import {
  BUDGETED_PAGES,
  checkBudgets,
  printApiReads,
  printLighthouse,
  printPlans,
  printResults,
} from "./report";
import { startServer } from "./server";
import { checkSitemap, printSitemap, sitemapHolds } from "./sitemap";
import { explainStatements, type Fixture, prepareFixture, seededState } from "./state";
import { describeUploads, uploadSizes } from "./upload-size";

const { values: flags } = parseArgs({
  options: {
    scale: { type: "string", default: "100000" },
    small: { type: "string", default: "1000" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "1" },
    users: { type: "string", default: "2000" },
    port: { type: "string", default: "8790" },
    "skip-build": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    reseed: { type: "boolean", default: false },
    "checks-only": { type: "boolean", default: false },
    "findings-only": { type: "boolean", default: false },
    cards: { type: "string", default: "32" },
    // Walk the archive from / (scripts/archive-reach.ts): every complaint within four plain links.
    reach: { type: "boolean", default: false },
    "move-out-before": { type: "string" },
  },
});
const scale = Number(flags.scale);
const small = Number(flags.small);
const seconds = Number(flags.seconds);
const connections = Number(flags.connections);
const port = Number(flags.port);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const step = (text: string) => console.log(`\n[${elapsed()}] ${text}`);

const LOOKUP_QUERIES = ["air", "bank", "tele", "insur", "energ", "food", "mobile", "shop"];

function targetsFor(url: string, fixture: Fixture, withFunctions: boolean): Target[] {
  const json = { "Content-Type": "application/json", Origin: url };
  const users = fixture.cookies.length;
  const pages: Target[] = [
    { name: "floor (/healthz)", path: "/healthz" },
    { name: "floor (React Router)", path: "/dev/floor" },
    { name: "feed /", path: "/" },
    { name: "complaint detail", path: `/complaint/${fixture.detailId}` },
    { name: "company page", path: `/company/${fixture.companySlug}` },
    { name: "API complaints", path: "/api/v1/complaints?limit=10" },
    { name: "API company", path: `/api/v1/companies/${encodeURIComponent(fixture.companySlug)}` },
  ];
  // The archive's day page of the detail complaint (decision 049), against the floor too.
  pages.push({ name: "archive day", path: `/archive/${fixture.archiveDay}` });
  if (!withFunctions) return pages;
  return [
    ...pages,
    {
      name: "feed / (signed in)",
      path: "/",
      next: (i) => ({ headers: { Cookie: fixture.cookies[i % users] as string } }),
    },
    {
      name: "uck function",
      method: "POST",
      path: "/api/functions/handle-uck-vote",
      headers: json,
      // Distinct (user, complaint) pairs: every request is a new vote by some user.
      next: (i) => ({
        headers: { Cookie: fixture.cookies[i % users] as string },
        body: JSON.stringify({
          complaintId: fixture.complaintIds[Math.floor(i / users) % fixture.complaintIds.length],
        }),
      }),
    },
    {
      name: "company lookup",
      method: "POST",
      path: "/api/functions/get-company-info",
      headers: json,
      next: (i) => ({
        headers: { Cookie: fixture.cookies[i % users] as string },
        body: JSON.stringify({ query: LOOKUP_QUERIES[i % LOOKUP_QUERIES.length] }),
      }),
    },
  ];
}

/** Probes (traced, one request each), then warms and drives every target. */
async function measure(url: string, targets: Target[], logs: string[]) {
  const probes: Probe[] = [];
  const traces = new Map<string, { sql: string; params: unknown[] }>();
  for (const target of targets) {
    logs.length = 0;
    probes.push(await probe(url, target));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const line of logs) {
      const entry = JSON.parse(line.slice(line.indexOf("{")));
      if (entry.event === "d1_trace" && /^\s*(select|with)/i.test(entry.sql))
        traces.set(`${target.name}\u0000${entry.sql}`, { sql: entry.sql, params: entry.params });
    }
  }
  const results: LoadResult[] = [];
  for (const target of targets) {
    await drive(url, target, 2, connections);
    const result = await drive(url, target, seconds, connections);
    results.push(result);
    console.log(
      `  ${result.name.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
  }
  return { probes, results, traces };
}

/**
 * The two timing findings on a state (./findings.ts): forgot-password's timing with the mail going to
 * a stand-in of the provider, then /healthz beside cards never drawn (the card cache emptied).
 */
async function measureFindings(dir: string, complaintIds: string[]) {
  rmSync(path.join(dir, "v3", "cache"), { recursive: true, force: true });
  const mail = await mailStandIn();
  const server = await startServer({ state: dir, port, vars: mailVars(mail.url) });
  try {
    step("Forgot-password: 200 + 200 requests, known and unknown addresses interleaved at random");
    const reset = await resetTiming(server, mail, 200);
    const cards = complaintIds.slice(0, Number(flags.cards));
    step(`/healthz alone, then beside ${cards.length} picture cards never drawn`);
    return { reset, cards: await cardsBesideHealthz(server.url, cards, seconds) };
  } finally {
    await server.stop();
    mail.stop();
  }
}

if (!flags["skip-build"]) {
  step("Building (react-router build)");
  const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("react-router build failed; run it to see why.");
}
step("Upload sizes (wrangler deploy --dry-run of both Workers of the build)");
const uploads = uploadSizes();
for (const line of describeUploads(uploads)) console.log(`  ${line}`);

if (flags["findings-only"]) {
  step(`Preparing the database: ${small} complaints`);
  const state = seededState(small, { reseed: flags.reseed });
  console.log(
    `  ${state.dir}: ${state.seededNow ? `seeded in ${state.seconds.toFixed(0)} s` : "reused"}`,
  );
  const fixture = await prepareFixture(state.dir, 1);
  const found = await measureFindings(state.dir, fixture.complaintIds);
  step(`Results (${elapsed()} in all)`);
  printFindings(found.reset, found.cards);
  process.exit(0);
}

if (flags["checks-only"]) {
  step(`Preparing the database: ${scale} complaints`);
  const state = seededState(scale, { reseed: flags.reseed });
  console.log(
    `  ${state.dir}: ${state.seededNow ? `seeded in ${state.seconds.toFixed(0)} s` : "reused"}`,
  );
  const fixture = await prepareFixture(state.dir, 1);
  step(`Serving the build on 127.0.0.1:${port} with ${scale} complaints`);
  const server = await startServer({ state: state.dir, port, vars: { BENCH_D1_COUNT: "1" } });
  step("D1 writes per 1,000 API reads");
  const apiReads = await apiReadWrites(server.url, fixture);
  step("The sitemap index and its parts");
  const sitemap = await checkSitemap(server.url, scale);
  await server.stop();
  step(`Results (${elapsed()} in all)`);
  printApiReads(apiReads);
  printSitemap(sitemap);
  console.log("\n## The Workers' uploads (wrangler deploy --dry-run)");
  for (const line of describeUploads(uploads)) console.log(line);
  const apiWrites = apiReads.writes;
  if (apiWrites !== 0) console.log(`✗ API reads wrote to D1 ${apiWrites} times`);
  if (!sitemapHolds(sitemap))
    console.log("✗ the sitemap does not list each complaint exactly once");
  const overUpload = uploads.some((upload) => upload.over);
  process.exit(apiWrites !== 0 || !sitemapHolds(sitemap) || overUpload ? 1 : 0);
}

step(`Preparing databases: ${scale} and ${small} complaints`);
const big = seededState(scale, { reseed: flags.reseed });
console.log(`  ${big.dir}: ${big.seededNow ? `seeded in ${big.seconds.toFixed(0)} s` : "reused"}`);
const little = seededState(small, { reseed: flags.reseed });
console.log(
  `  ${little.dir}: ${little.seededNow ? `seeded in ${little.seconds.toFixed(0)} s` : "reused"}`,
);
const bigFixture = await prepareFixture(big.dir, Number(flags.users));
const littleFixture = await prepareFixture(little.dir, 1);

step(`Serving the build on 127.0.0.1:${port} with ${scale} complaints; ${seconds} s per target`);
let server = await startServer({ state: big.dir, port, vars: { BENCH_D1_COUNT: "1" } });
// First, before the other targets: measured after them once, the floor's p50 read 8.3 ms during
// the first pair (4.2 and 4.4 during the next two), after the uck function's thousands of writes.
step(`Each budgeted page against the floor, their requests alternating; ${seconds} s a page`);
const paired: Paired[] = [];
for (const target of targetsFor(server.url, bigFixture, false)) {
  if (!BUDGETED_PAGES.includes(target.name)) continue;
  await pairedWithFloor(server.url, "/dev/floor", target, 2);
  const result = await pairedWithFloor(server.url, "/dev/floor", target, seconds);
  paired.push(result);
  console.log(
    `  ${result.name.padEnd(22)} p50 ${result.p50} ms, the floor's ${result.floorP50} ms: ${result.ratio.toFixed(2)}× (${result.rounds} rounds)`,
  );
}
step(`Every target, one after another; ${seconds} s each`);
const large = await measure(server.url, targetsFor(server.url, bigFixture, true), server.logs);
step("D1 writes per 1,000 API reads");
const apiReads = await apiReadWrites(server.url, bigFixture);
step("The sitemap index and its parts");
const sitemap = await checkSitemap(server.url, scale);
if (flags.reach) {
  step("Every complaint within four plain links of / (the archive's walk)");
  const reach = await archiveReach({ origin: server.url, maxDepth: 4, follow: ARCHIVE_ONLY });
  const deepest = Math.max(0, ...reach.complaints.values());
  console.log(
    `  ${reach.complaints.size} of ${scale} complaints reached, the deepest at ${deepest} links; ` +
      `${reach.opened} pages opened, ${reach.failures.length} not 200`,
  );
}
const jsPages = [
  { name: "/", path: "/" },
  { name: "a complaint", path: `/complaint/${bigFixture.detailId}` },
  { name: "a company page", path: `/company/${bigFixture.companySlug}` },
  { name: "/create", path: "/create" },
];
const js = [];
for (const page of jsPages) js.push({ ...page, ...(await firstLoadJs(server.url, page.path)) });
let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = [];
if (!flags["skip-lighthouse"]) {
  step("Lighthouse (mobile) on /, a complaint, a company page and /create");
  lighthouse = await runLighthouse(
    server.url,
    jsPages.map((page) => page.path),
  );
}
await server.stop();

step("The database's size (dbstat)");
const size = measureDbSize(big.file);

step("Edge cache: anonymous / with EDGE_CACHE_SECONDS=10");
server = await startServer({ state: big.dir, port, vars: { EDGE_CACHE_SECONDS: "10" } });
const cached = await drive(server.url, { name: "feed / (edge cached)", path: "/" }, 2, connections);
const cachedRun = await drive(
  server.url,
  { name: "feed / (edge cached)", path: "/" },
  seconds,
  connections,
);
await server.stop();
void cached;

step(`Serving the build with ${small} complaints`);
server = await startServer({ state: little.dir, port, vars: { BENCH_D1_COUNT: "1" } });
const smallRun = await measure(
  server.url,
  targetsFor(server.url, littleFixture, false),
  server.logs,
);
await server.stop();

const found = await measureFindings(little.dir, littleFixture.complaintIds);

step("EXPLAIN QUERY PLAN of every statement the pages ran (at full scale)");
const plans = await explainStatements(big.dir, [...large.traces.values()]);

const movedOut = flags["move-out-before"]
  ? await checkMoveOut(big.dir, Number(flags["move-out-before"]), port, step)
  : null;

step(`Results (${elapsed()} in all)`);
printResults(`${scale} complaints`, large.results, large.probes, [cachedRun]);
printResults(`${small} complaints`, smallRun.results, smallRun.probes, []);
printApiReads(apiReads);
printSitemap(sitemap);
printPlans(large.traces, plans);
printDbSize(size);
if (movedOut) printMoveOut(movedOut);
printFindings(found.reset, found.cards);
console.log("\n## First-load JavaScript (module scripts and modulepreloads, gzip level 9)");
for (const page of js)
  console.log(
    `${page.name.padEnd(16)} ${page.files} files, ${page.gzipKb.toFixed(1)} KB gzip (${page.rawKb.toFixed(0)} KB raw); inline scripts ${page.inlineGzipKb.toFixed(1)} KB gzip`,
  );
if (lighthouse.length) printLighthouse(lighthouse);
console.log("\n## The Workers' uploads (wrangler deploy --dry-run)");
for (const line of describeUploads(uploads)) console.log(line);
const failed = checkBudgets({
  large: large.results,
  paired,
  probes: large.probes,
  small: smallRun.results,
  plans,
  js,
  lighthouse,
  apiReads,
});
if (!sitemapHolds(sitemap)) console.log("✗ the sitemap does not list each complaint exactly once");
if (movedOut && !movedOut.holds) console.log("✗ a moved complaint no longer answers");
const overUpload = uploads.some((upload) => upload.over);
process.exitCode =
  failed || overUpload || !sitemapHolds(sitemap) || (movedOut && !movedOut.holds) ? 1 : 0;
