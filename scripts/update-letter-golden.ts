/**
 * Writes the golden letters of test/letters/golden.test.ts (test/letters/golden/): runs that
 * test in workerd with UPDATE_LETTER_GOLDEN=1, where it prints each letter instead of comparing
 * it, and writes them. Read every changed letter (git diff) before committing it: a golden file
 * is only as right as the words in it.
 *   npx tsx scripts/update-letter-golden.ts
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const run = spawnSync("npx", ["vitest", "run", "test/letters/golden.test.ts"], {
  env: { ...process.env, UPDATE_LETTER_GOLDEN: "1", FORCE_COLOR: "0" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const dir = new URL("../test/letters/golden/", import.meta.url);
mkdirSync(dir, { recursive: true });
let written = 0;
for (const [, name, base64] of run.stdout.matchAll(/LETTER_GOLDEN ([\w.-]+) ([A-Za-z0-9+/=]+)/g)) {
  writeFileSync(new URL(`${name}.html`, dir), Buffer.from(base64 ?? "", "base64"));
  written++;
}
console.log(`${written} golden letters written to test/letters/golden/`);
if (run.status !== 0 || written === 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  process.exit(1);
}
