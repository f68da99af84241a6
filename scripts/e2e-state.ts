/**
 * The browser suite's starting states, made once before its servers start: E2E_MIGRATED (every
 * migration applied, no data: the production project's server copies it) and E2E_SEED (that plus
 * the demo seed: every other project's server copies it). `npm test` runs this beside the steps
 * before the tests, where the cores have room for its one busy thread, and tells Playwright so
 * (E2E_STATE_PREPARED=1); run alone, the suite's first server makes them itself
 * (scripts/start.ts --save-migrated, --save-seed).
 */
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { E2E_MIGRATED, E2E_SEED } from "../e2e/servers";
import { migrateLocal } from "./local-state";

rmSync(E2E_MIGRATED, { recursive: true, force: true });
rmSync(E2E_SEED, { recursive: true, force: true });
migrateLocal(E2E_MIGRATED, { quiet: true });
cpSync(E2E_MIGRATED, E2E_SEED, { recursive: true });
const seeded = spawnSync(
  "node_modules/.bin/tsx",
  ["scripts/seed.ts", "--if-empty", "--state", E2E_SEED],
  { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env: { ...process.env, CI: "true" } },
);
if (seeded.status !== 0) {
  console.error(
    `seeding ${E2E_SEED} failed (exit ${seeded.status})\n${seeded.stdout}\n${seeded.stderr}`,
  );
  process.exit(1);
}
console.log(`${E2E_MIGRATED} and ${E2E_SEED} ready`);
