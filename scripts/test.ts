/**
 * `npm test`: typecheck, lint, the README check, the OpenAPI lint, production build (checked to
 * carry nothing only the browser runs) with a wrangler deploy dry run of both Workers (the app's
 * upload under 2.5 MiB gzip), the Worker tests in
 * workerd (vitest pool) and the browser journeys (Playwright + Chromium), stopping at the first
 * failing step. The typecheck and the browser suite's starting states (its migrated and seeded
 * local D1) are made beside the checks and the build (none of them writes what another reads);
 * the typecheck is awaited before the tests, the states before the browser tests. Ends with one
 * line "tests: N passed, N failed" counting the vitest and Playwright tests.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { z } from "zod";
import { chromiumPath } from "../e2e/browser";
import { E2E_REPORT } from "../e2e/servers";

if (!chromiumPath && !existsSync(chromium.executablePath())) {
  console.error(`
✖ No Chromium found for the browser tests.
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
  Elsewhere:      npx playwright install chromium
  (or set CHROMIUM_PATH to a Chromium/Chrome executable)
`);
  process.exit(1);
}

// Reports of an earlier run must not be counted as this run's.
rmSync("test-results/vitest.json", { force: true });
rmSync(E2E_REPORT, { force: true });
mkdirSync("test-results", { recursive: true });
const bin = (name: string) => `node_modules/.bin/${name}`;
/**
 * A step run beside the others, its output printed whole when it ends, not mixed into theirs.
 * Two such: the typecheck (about one and a half of the two cores for 20 s in a clean clone)
 * beside the checks and the build (one core), so they take about the time of the longer instead
 * of both (measured: 44.7 s one after the other in ci22); and the browser suite's starting
 * states (scripts/e2e-state.ts: wrangler applying the migrations one by one and the seed, one
 * busy thread for about 15 s), which its first server made after the Worker tests before.
 */
type Beside = { ok: boolean; seconds: string; output: string };
const besideChildren: ChildProcess[] = [];
// A run that stops early (a failed check) leaves nothing of them running.
process.on("exit", () => {
  for (const child of besideChildren) if (child.exitCode === null) child.kill();
});
function startBeside(command: string, args: string[]) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  besideChildren.push(child);
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise<Beside>((resolve) => {
    child.on("close", (code) =>
      resolve({
        ok: code === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        output: Buffer.concat(output).toString(),
      }),
    );
  });
}

const beside = {
  typecheck: startBeside("npm", ["run", "--silent", "typecheck"]),
  "browser suite's states": startBeside(bin("tsx"), ["scripts/e2e-state.ts"]),
};
console.log(`\n▶ ${Object.keys(beside).join(" and ")} (beside the checks and the build)`);
const steps: [string, string, string[]][] = [
  ["lint", bin("biome"), ["check", "."]],
  // README's scripts and docs/operations.md's bindings against package.json and wrangler.toml; no
  // file points outside the repository; the README short and every Markdown line within 200.
  ["README check", bin("tsx"), ["scripts/check-readme.ts"]],
  // The public API's OpenAPI document under Redocly's rules (Node only; decision 056).
  ["OpenAPI lint", "npm", ["run", "--silent", "lint:openapi"]],
  // The production bundle builds and wrangler accepts it with every binding (offline check).
  ["build", "npm", ["run", "--silent", "build"]],
  // Nothing only the browser runs (charts, toasts) is bundled into the Worker.
  ["server bundle", bin("tsx"), ["scripts/check-server-bundle.ts"]],
  // No Turkish or Spanish catalogue string in any browser chunk (decision 030).
  ["language chunks", bin("tsx"), ["scripts/check-language-chunks.ts"]],
  // Each page's first-load JavaScript within its budget, and no server-only code (zod, drizzle,
  // the Worker, .server modules) in a browser chunk, from the build's module graph (docs/performance.md#the-budget).
  ["page JavaScript", bin("tsx"), ["scripts/check-page-js.ts"]],
  // wrangler accepts both Workers (the app and the picture cards', decision 064) with every
  // binding (an offline dry run), and the app's gzipped upload stays under 2.5 MiB.
  ["upload size", bin("tsx"), ["scripts/check-upload-size.ts"]],
  [
    "workerd tests",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
  ],
  ["browser tests", bin("playwright"), ["test"]],
];

const VitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number() });
const PlaywrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
});
function readReport<T>(path: string, schema: z.ZodType<T>): T | undefined {
  if (!existsSync(path)) return undefined;
  return schema.parse(JSON.parse(readFileSync(path, "utf8")));
}

/** Waits for a step run beside and says how it went (once); false when it failed. */
const said = new Map<keyof typeof beside, boolean>();
async function awaitBeside(name: keyof typeof beside) {
  const known = said.get(name);
  if (known !== undefined) return known;
  const done = await beside[name];
  if (done.output.trim()) console.log(`\n${done.output.trimEnd()}`);
  if (done.ok) console.log(`✔ ${name} (${done.seconds} s, beside the checks and the build)`);
  else console.error(`✖ ${name} failed after ${done.seconds} s`);
  said.set(name, done.ok);
  return done.ok;
}

let failedStep: string | undefined;
for (const [name, command, args] of steps) {
  // The tests start only on code that typechecks; the browser suite on its starting states.
  const needs =
    name === "workerd tests"
      ? "typecheck"
      : name === "browser tests"
        ? "browser suite's states"
        : undefined;
  if (needs && !(await awaitBeside(needs))) {
    failedStep = needs;
    break;
  }
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    // Playwright's servers start from the states made beside (playwright.config.ts).
    env: { ...process.env, E2E_STATE_PREPARED: "1" },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    failedStep = name;
    break;
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

// A step that failed before the tests still leaves the typecheck's answer to say.
// (The states' own failure only matters to the browser tests, which did not start.)
if (!(await awaitBeside("typecheck"))) failedStep ??= "typecheck";

const vitest = readReport("test-results/vitest.json", VitestReport);
const e2e = failedStep ? undefined : readReport(E2E_REPORT, PlaywrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + (failedStep ? 1 : 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
