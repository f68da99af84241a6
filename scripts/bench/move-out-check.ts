/**
 * The move-out on the bench's large database (issue 67, decision 048): the complaints filed
 * before a year go to ARCHIVE_DB (scripts/move-out.ts), then the built Worker serves the state
 * again and a moved complaint's page and its public API row (the open data's row) must still
 * answer, the page marked archived, and a live complaint's page as before.
 */
import { spawnSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { drive, type LoadResult } from "./measure";
import { startServer } from "./server";
import { filesOf } from "./state";

export type MoveOutCheck = {
  year: number;
  output: string;
  seconds: number;
  movedId: string;
  page: number;
  archivedNote: boolean;
  api: number;
  live: number;
  archivedPage: LoadResult;
  holds: boolean;
};

export async function checkMoveOut(
  dir: string,
  year: number,
  port: number,
  step: (text: string) => void,
): Promise<MoveOutCheck> {
  const { DB } = filesOf(`${dir}/seeded.json`);
  const cutoff = Date.UTC(year, 0, 1);
  const db = new DatabaseSync(DB, { readOnly: true });
  const pick = (sql: string) => (db.prepare(sql).get(cutoff) as { id: string } | undefined)?.id;
  const movedId = pick(
    "select id from complaints where created_at < ? order by created_at desc limit 1",
  );
  const liveId = pick(
    "select id from complaints where created_at >= ? order by created_at limit 1",
  );
  db.close();
  if (!movedId || !liveId) throw new Error(`No complaints on both sides of ${year} to move.`);

  step(`The move-out: complaints filed before ${year} to ARCHIVE_DB (scripts/move-out.ts)`);
  const started = Date.now();
  const run = spawnSync(
    "node_modules/.bin/tsx",
    ["scripts/move-out.ts", "--state", dir, "--before", String(year)],
    { encoding: "utf8", maxBuffer: 1 << 24 },
  );
  if (run.status !== 0) throw new Error(`move-out failed:\n${run.stdout}\n${run.stderr}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(run.stdout);

  step("A moved complaint's page and API row, served again");
  const server = await startServer({ state: dir, port, vars: { BENCH_D1_COUNT: "1" } });
  try {
    const pageResponse = await fetch(`${server.url}/complaint/${movedId}`);
    const html = await pageResponse.text();
    const api = (await fetch(`${server.url}/api/v1/complaints/${movedId}`)).status;
    const live = (await fetch(`${server.url}/complaint/${liveId}`)).status;
    const target = { name: "archived complaint", path: `/complaint/${movedId}` };
    await drive(server.url, target, 2, 1);
    const archivedPage = await drive(server.url, target, 6, 1);
    const archivedNote = html.includes('data-testid="archived-note"');
    return {
      year,
      output: run.stdout,
      seconds,
      movedId,
      page: pageResponse.status,
      archivedNote,
      api,
      live,
      archivedPage,
      holds: pageResponse.status === 200 && archivedNote && api === 200 && live === 200,
    };
  } finally {
    await server.stop();
  }
}

export function printMoveOut(check: MoveOutCheck) {
  console.log(`\n## The move-out (complaints filed before ${check.year} to ARCHIVE_DB)`);
  console.log(check.output.trim());
  console.log(`moved in ${check.seconds.toFixed(0)} s`);
  console.log(
    `moved complaint ${check.movedId}: page ${check.page}${check.archivedNote ? " (marked archived)" : " (NOT marked archived)"}, API row ${check.api}; a live complaint's page ${check.live}`,
  );
  const p = check.archivedPage;
  console.log(
    `archived complaint page: p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, ${p.requestsPerSecond.toFixed(0)} req/s`,
  );
}
