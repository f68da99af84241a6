/**
 * The Workers' upload sizes as Cloudflare counts them (the free plan allows 3 MiB gzipped, the
 * paid plan 10 MiB): `wrangler deploy --dry-run` of the build, offline, read from its
 * "Total Upload: … KiB / gzip: … KiB" line. Two Workers since decision 064: the app (`uck`,
 * build/server, through the redirect the build writes to .wrangler/deploy/config.json) and the
 * picture cards' drawing Worker (`uck-cards`, build/uck_cards).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type UploadSize = { kib: number; gzipKib: number };

/** The free plan's limit on a Worker's gzipped upload. */
export const FREE_PLAN_GZIP_KIB = 3 * 1024;
/**
 * The app Worker's budget (docs/performance.md): 2.5 MiB gzip, half a MiB of room under the
 * free plan for what the app gains. `npm test` fails at or above it (scripts/check-upload-size.ts).
 */
export const APP_UPLOAD_BUDGET_GZIP_KIB = 2.5 * 1024;

/** The build's Workers: the app, and the cards Worker it reaches through its CARDS binding. */
export const WORKERS = [
  { name: "uck", config: null, budgetKib: APP_UPLOAD_BUDGET_GZIP_KIB },
  { name: "uck-cards", config: "build/uck_cards/wrangler.json", budgetKib: FREE_PLAN_GZIP_KIB },
] as const;

/** One Worker's upload: the app's by default, or the Worker of `config` (a build's wrangler.json). */
export function uploadSize(config: string | null = null): UploadSize {
  const outdir = mkdtempSync(join(tmpdir(), "uck-dry-run-"));
  try {
    const run = spawnSync(
      "node_modules/.bin/wrangler",
      ["deploy", "--dry-run", "--outdir", outdir, ...(config ? ["-c", config] : [])],
      { encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
    if (run.status !== 0 || !match) throw new Error(`wrangler deploy --dry-run failed:\n${output}`);
    return { kib: Number(match[1]), gzipKib: Number(match[2]) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Each Worker of the build with its upload and its budget, for the bench and `npm test`. */
export function uploadSizes() {
  return WORKERS.map((worker) => {
    const size = uploadSize(worker.config);
    return { ...worker, ...size, over: size.gzipKib >= worker.budgetKib };
  });
}

/** One line per Worker: its size, gzip, and how that stands against its budget. */
export function describeUploads(sizes: ReturnType<typeof uploadSizes>) {
  return sizes.map(
    (size) =>
      `${size.over ? "✗" : "✓"} ${size.name.padEnd(10)} ${size.kib.toFixed(0)} KiB, gzip ${size.gzipKib.toFixed(0)} KiB ` +
      `(${(size.gzipKib / 1024).toFixed(2)} MiB; budget under ${(size.budgetKib / 1024).toFixed(1)} MiB)`,
  );
}
