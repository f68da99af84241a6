/**
 * Times the direct seeder (scripts/seed-direct.ts) on a fresh state folder: wall and CPU time of
 * each phase, the file's size and the rows it holds. Not part of the bench's measuring; for
 * profiling the seeder itself.
 *
 *   npx tsx scripts/bench/seed-time.ts --scale 100000 --state /tmp/seed-time
 */
import { rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { hashPassword } from "@worker/auth/password";
import { DEMO_PASSWORD } from "@worker/seed/generate";
import { migrateLocal } from "../local-state";
import { d1File, seedDirect } from "../seed-direct";

const { values } = parseArgs({
  options: { scale: { type: "string", default: "100000" }, state: { type: "string" } },
});
const scale = Number(values.scale);
const state = values.state ?? `/tmp/seed-time-${scale}`;
rmSync(state, { recursive: true, force: true });
migrateLocal(state, { quiet: true, databases: ["DB"] });
const file = d1File(state);
const started = Date.now();
const cpu = process.cpuUsage();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const cpuSeconds = () => {
  const used = process.cpuUsage(cpu);
  return ((used.user + used.system) / 1e6).toFixed(1);
};
const { bytes } = seedDirect(
  file,
  { complaints: scale, users: Math.round(scale / 5), companies: Math.round(scale / 50) },
  {
    passwordHash: await hashPassword(DEMO_PASSWORD),
    log: (line) => console.log(`${line} [${seconds()} s wall, ${cpuSeconds()} s CPU]`),
  },
);
const used = process.cpuUsage(cpu);
console.log(
  `${scale} complaints: ${seconds()} s wall, ${(used.user / 1e6).toFixed(1)} s user + ${(used.system / 1e6).toFixed(1)} s system CPU, ${(bytes / 1e9).toFixed(2)} GB`,
);
const db = new DatabaseSync(file);
for (const sql of [
  "select count(*) n from complaints",
  "select count(*) n from ucks",
  "select sum(complaints) n from archive_days",
  "select count(*) n from complaints_fts",
])
  console.log(`  ${sql}: ${(db.prepare(sql).get() as { n: number }).n}`);
db.close();
