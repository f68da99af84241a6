/**
 * `npm run load`: a bounded soak of mixed reads and writes against the built Worker on loopback,
 * then a reconciliation of every stored counter against its rows (decision 003).
 *
 *   npm run load                      10 minutes
 *   npm run load -- --seconds 60      shorter
 *   npm run load -- --connections 16 --users 300 --skip-build
 *
 * It copies the cached 1,000-complaint bench database to .wrangler/load (so runs never pollute
 * the bench), serves the build with production vars, and drives one request mix with autocannon:
 * pages (feed, complaint, company, search), ucks given and taken back, comments, comment ucks,
 * shares and company lookups by signed-in users. Afterwards it prints the requests, the answers
 * by status, and the counter mismatches (ucks, comments, shares, comment ucks), which must be 0.
 * Exit status 1 on any 5xx, connection error or mismatch.
 */
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { getPlatformProxy } from "wrangler";
import { startServer } from "./bench/server";
import { prepareFixture, seededState } from "./bench/state";

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "600" },
    connections: { type: "string", default: "8" },
    users: { type: "string", default: "300" },
    port: { type: "string", default: "8791" },
    "skip-build": { type: "boolean", default: false },
  },
});
const STATE = ".wrangler/load";

const RECONCILE = {
  "complaints.uck_count ≠ ucks": `select count(*) as n from complaints c
    where c.uck_count != (select count(*) from ucks u where u.complaint_id = c.id)`,
  "complaints.comments_count ≠ comments": `select count(*) as n from complaints c
    where c.comments_count != (select count(*) from comments m where m.complaint_id = c.id)`,
  "complaints.share_count ≠ shares": `select count(*) as n from complaints c
    where c.share_count != (select count(*) from shares s where s.complaint_id = c.id)`,
  // The rankings' counters against the ranked rows (docs/decisions/028); ucks by their weights
  // (decision 038; one ranked before weights counts 1 until the job weighs it).
  "complaints.ranked_uck_count ≠ ranked ucks' weights": `select count(*) as n from complaints c
    where c.ranked_uck_count != (select coalesce(sum(coalesce(u.rank_weight, 1)), 0) from ucks u
      where u.complaint_id = c.id and u.ranked_at is not null)`,
  "complaints.ranked_comments_count ≠ ranked comments": `select count(*) as n from complaints c
    where c.ranked_comments_count != (select count(*) from comments m
      where m.complaint_id = c.id and m.ranked_at is not null)`,
  "complaints.ranked_share_count ≠ ranked shares": `select count(*) as n from complaints c
    where c.ranked_share_count != (select count(*) from shares s
      where s.complaint_id = c.id and s.ranked_at is not null)`,
  "comments.uck_count ≠ comment_ucks": `select count(*) as n from comments m
    where m.uck_count != (select count(*) from comment_ucks u where u.comment_id = m.id)`,
};

async function withDatabase<T>(run: (db: D1Database) => Promise<T>) {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${STATE}/v3` },
  });
  try {
    return await run(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

/** Rows of the tables the mix writes, to show the writes happened. */
const TABLES = ["ucks", "comments", "comment_ucks", "shares"] as const;

async function reconcile() {
  return withDatabase(async (db) => {
    const found: Record<string, number> = {};
    for (const [name, sql] of Object.entries(RECONCILE)) {
      found[name] = (await db.prepare(sql).first<{ n: number }>())?.n ?? -1;
    }
    for (const table of TABLES) {
      found[table] =
        (await db.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? -1;
    }
    return found;
  });
}

if (!flags["skip-build"]) {
  console.log("Building (react-router build)…");
  const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("react-router build failed; run it to see why.");
}
const source = seededState(1000);
rmSync(STATE, { recursive: true, force: true });
cpSync(source.dir, STATE, { recursive: true });
const fixture = await prepareFixture(STATE, Number(flags.users));
const commentIds = await withDatabase(async (db) => {
  const { results } = await db
    .prepare("select id from comments order by created_at desc limit 200")
    .all<{ id: string; complaint_id: string }>();
  return results.map((row) => row.id);
});
const commentComplaint = await withDatabase(async (db) => {
  const map = new Map<string, string>();
  for (const id of commentIds) {
    const row = await db
      .prepare("select complaint_id from comments where id = ?")
      .bind(id)
      .first<{ complaint_id: string }>();
    if (row) map.set(id, row.complaint_id);
  }
  return map;
});
const before = await reconcile();

const server = await startServer({ state: STATE, port: Number(flags.port) });
const origin = server.url;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const WORDS = ["refund", "delay", "broken", "support", "billing", "late", "cancel"];

/** One request of the mix: weights are per 100 requests. */
function nextRequest() {
  const cookie = pick(fixture.cookies);
  const complaint = pick(fixture.complaintIds);
  const roll = Math.random() * 100;
  const json = { "Content-Type": "application/json", Origin: origin, Cookie: cookie };
  const post = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: origin,
    Cookie: cookie,
  };
  if (roll < 25) return { method: "GET", path: "/", headers: { Cookie: cookie } };
  if (roll < 40) return { method: "GET", path: `/complaint/${complaint}` };
  if (roll < 48) return { method: "GET", path: `/company/${fixture.companySlug}` };
  if (roll < 52) return { method: "GET", path: `/search?q=${pick(WORDS)}` };
  if (roll < 68)
    return {
      method: "POST",
      path: "/api/functions/handle-uck-vote",
      headers: json,
      body: JSON.stringify({ complaintId: complaint, ...(roll < 56 ? { undo: true } : {}) }),
    };
  if (roll < 78)
    return {
      method: "POST",
      path: `/complaint/${complaint}`,
      headers: post,
      body: form({ intent: "comment", text: `Same here: ${pick(WORDS)} again (load test).` }),
    };
  if (roll < 88) {
    const commentId = pick(commentIds);
    return {
      method: "POST",
      path: `/complaint/${commentComplaint.get(commentId)}`,
      headers: post,
      body: form({ intent: "comment-uck", commentId, uck: roll < 84 ? "1" : "0" }),
    };
  }
  if (roll < 95)
    return {
      method: "POST",
      path: `/complaint/${complaint}/actions`,
      headers: post,
      body: form({ intent: "share", channel: "copy_link" }),
    };
  return {
    method: "POST",
    path: "/api/functions/get-company-info",
    headers: json,
    body: JSON.stringify({ query: pick(["air", "bank", "tele", "energy"]) }),
  };
}

console.log(
  `Driving ${origin} for ${flags.seconds} s with ${flags.connections} connections and ${fixture.cookies.length} signed-in users…`,
);
let result: autocannon.Result;
try {
  result = await autocannon({
    url: origin,
    connections: Number(flags.connections),
    duration: Number(flags.seconds),
    requests: [
      {
        method: "GET",
        path: "/",
        setupRequest: (request) => ({ ...request, ...nextRequest() }) as typeof request,
      },
    ],
  });
} finally {
  await server.stop();
}
const after = await reconcile();

const statuses = Object.entries(result.statusCodeStats ?? {}).map(
  ([status, stats]) => [status, stats.count ?? 0] as const,
);
const serverErrors = statuses.filter(([s]) => s.startsWith("5")).reduce((n, [, c]) => n + c, 0);
console.log(`\nRequests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`);
console.log(`Latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(`Answers by status: ${statuses.map(([s, c]) => `${s}×${c}`).join(" ")}`);
console.log(`Connection errors: ${result.errors}, timeouts: ${result.timeouts}`);
console.log(
  `Rows written: ${TABLES.map((t) => `${t} ${(after[t] ?? 0) - (before[t] ?? 0) >= 0 ? "+" : ""}${(after[t] ?? 0) - (before[t] ?? 0)}`).join(", ")}`,
);
console.log("\nCounter reconciliation (rows whose counter differs from its rows; before → after):");
let mismatches = 0;
for (const name of Object.keys(RECONCILE)) {
  mismatches += after[name] ?? 0;
  console.log(`  ${name}: ${before[name]} → ${after[name]}`);
}
const ok = mismatches === 0 && serverErrors === 0 && result.errors === 0 && result.timeouts === 0;
console.log(
  `\n${ok ? "✓" : "✗"} ${serverErrors} server errors, ${mismatches} mismatches, ${result.errors + result.timeouts} connection errors`,
);
process.exitCode = ok ? 0 : 1;
