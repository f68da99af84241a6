/**
 * The Worker's upload size as Cloudflare counts it (the free plan allows 3 MiB gzipped, the paid
 * plan 10 MiB): `wrangler deploy --dry-run` of the build, offline, read from its
 * "Total Upload: … KiB / gzip: … KiB" line.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type UploadSize = { kib: number; gzipKib: number };

export function uploadSize(): UploadSize {
  const outdir = mkdtempSync(join(tmpdir(), "uck-dry-run-"));
  try {
    const run = spawnSync(
      "node_modules/.bin/wrangler",
      ["deploy", "--dry-run", "--outdir", outdir],
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
