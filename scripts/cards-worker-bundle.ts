/**
 * The picture cards' drawing Worker (cards/worker.ts, decision 064) for the Worker tests: the
 * vitest pool runs the Worker under test through Vite, but a second Worker beside it must be
 * finished JavaScript. So vitest.config.ts bundles it the way `wrangler deploy` would (esbuild,
 * its WebAssembly as modules), into .wrangler/cards-test/, and hands the pool its options; the
 * tests' `CARDS` binding (wrangler.toml) then reaches the real drawing code, never a stand-in.
 * Bundled again only when a file it is made of changes (about 4 s of wrangler).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the bundle is made of: its own folder, the card types and sizes it reads, the packages. */
const SOURCES = [
  "cards",
  "worker/services/cards/fonts.ts",
  "worker/services/cards/layout.ts",
  "worker/services/cards/size.ts",
  "shared/card-paths.ts",
  "package-lock.json",
];

function fingerprint(root: string) {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const full = path.join(root, source);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: "utf8" })
          .sort()
          .map((file) => path.join(full, file))
      : [full];
    for (const file of files) {
      if (statSync(file).isFile()) hash.update(file).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** The cards Worker's Miniflare options, bundled first when its sources changed. */
export function cardsWorkerForTests(root: string) {
  const outdir = path.join(root, ".wrangler/cards-test");
  const stamp = path.join(outdir, "fingerprint");
  const want = fingerprint(root);
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== want) {
    rmSync(outdir, { recursive: true, force: true });
    const run = spawnSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["deploy", "--dry-run", "-c", "cards/wrangler.toml", "--outdir", outdir],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (run.status !== 0) {
      throw new Error(`bundling the cards Worker failed:\n${run.stdout}\n${run.stderr}`);
    }
    writeFileSync(stamp, want);
  }
  const config = readFileSync(path.join(root, "cards/wrangler.toml"), "utf8");
  const date = /^compatibility_date = "([^"]+)"/m.exec(config)?.[1];
  const flags = /^compatibility_flags = (\[[^\]]*\])/m.exec(config)?.[1];
  if (!date || !flags) throw new Error("cards/wrangler.toml names no compatibility date or flags");
  return {
    name: "uck-cards",
    // The bundle's files, listed: the entry first, then its WebAssembly.
    modulesRoot: outdir,
    modules: [
      { type: "ESModule" as const, path: path.join(outdir, "worker.js") },
      ...readdirSync(outdir)
        .filter((file) => file.endsWith(".wasm"))
        .map((file) => ({ type: "CompiledWasm" as const, path: path.join(outdir, file) })),
    ],
    compatibilityDate: date,
    compatibilityFlags: JSON.parse(flags) as string[],
  };
}
