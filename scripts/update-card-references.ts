/**
 * Redraws the reference pictures of test/picture-cards/scripts.test.ts (test/fixtures/cards/):
 * runs that test in workerd with UPDATE_CARD_REFERENCES=1, where it prints each picture instead
 * of comparing it, and writes them. Look at every picture before committing it: a reference is
 * only as right as what it shows.
 *   npx tsx scripts/update-card-references.ts
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const run = spawnSync("npx", ["vitest", "run", "test/picture-cards/scripts.test.ts"], {
  env: { ...process.env, UPDATE_CARD_REFERENCES: "1", FORCE_COLOR: "0" },
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
const dir = new URL("../test/fixtures/cards/", import.meta.url);
mkdirSync(dir, { recursive: true });
let written = 0;
for (const [, name, base64] of run.stdout.matchAll(/CARD_REFERENCE (\w+) ([A-Za-z0-9+/=]+)/g)) {
  writeFileSync(new URL(`${name}.png`, dir), Buffer.from(base64 ?? "", "base64"));
  written++;
}
console.log(`${written} reference pictures written to test/fixtures/cards/`);
if (run.status !== 0 || written === 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  process.exit(1);
}
