/**
 * The move-out on the bench's large database (decisions 048 and 063): the complaints filed
 * before a year go to ARCHIVE_DB (scripts/move-out.ts), then the built Worker serves the state
 * again and a moved complaint's page and its public API row (the open data's row) must still
 * answer, the page marked archived, and a live complaint's page as before; its archive day page
 * must still list it on the page it was on, and its month must link the day's same number of
 * pages (decision 063: the archive's pages read both databases).
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
  /** The moved complaint's day page (the page it is on): its status, whether it lists it. */
  dayPath: string;
  day: number;
  dayLists: boolean;
  monthLinks: boolean;
  dayPage: LoadResult;
  /** GET /api/v1/stats and the sitemap index after the move: status and time. */
  stats: { status: number; ms: number; complaints: number };
  sitemapIndex: { status: number; ms: number };
  holds: boolean;
};

/** The archive page size the bench's server runs with (worker/config.ts's default). */
const PAGE_SIZE = 50;

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
  if (!movedId || !liveId) throw new Error(`No complaints on both sides of ${year} to move.`);
  // Where the moved complaint is in its day, before the move: its page of the day.
  const moved = db.prepare("select created_at from complaints where id = ?").get(movedId) as {
    created_at: number;
  };
  const dayStart = moved.created_at - (moved.created_at % 86_400_000);
  const position = db
    .prepare(
      `select count(*) n from complaints where created_at >= ? and
       (created_at < ? or (created_at = ? and id <= ?))`,
    )
    .get(dayStart, moved.created_at, moved.created_at, movedId) as { n: number };
  const inDay = db
    .prepare("select count(*) n from complaints where created_at >= ? and created_at < ?")
    .get(dayStart, dayStart + 86_400_000) as { n: number };
  db.close();
  const dayPageNumber = Math.ceil(position.n / PAGE_SIZE);
  const dayPages = Math.max(1, Math.ceil(inDay.n / PAGE_SIZE));
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll("-", "/");
  const dayPath = `/archive/${date}${dayPageNumber > 1 ? `?page=${dayPageNumber}` : ""}`;
  const monthPath = `/archive/${date.slice(0, 7)}`;
  const lastDayPage = `/archive/${date}${dayPages > 1 ? `?page=${dayPages}` : ""}`;

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
    const dayResponse = await fetch(`${server.url}${dayPath}`);
    const dayHtml = await dayResponse.text();
    const monthHtml = await (await fetch(`${server.url}${monthPath}`)).text();
    const dayTarget = { name: "archived day", path: dayPath };
    await drive(server.url, dayTarget, 2, 1);
    const dayPage = await drive(server.url, dayTarget, 6, 1);
    const timed = async (path: string) => {
      const at = performance.now();
      const response = await fetch(`${server.url}${path}`);
      const text = await response.text();
      return { status: response.status, ms: Math.round(performance.now() - at), text };
    };
    const stats = await timed("/api/v1/stats");
    const sitemapIndex = await timed("/sitemap.xml");
    const monthLinks = monthHtml.includes(`href="${lastDayPage}"`);
    const dayLists = dayHtml.includes(`/complaint/${movedId}`);
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
      dayPath,
      day: dayResponse.status,
      dayLists,
      monthLinks,
      dayPage,
      stats: {
        status: stats.status,
        ms: stats.ms,
        complaints: stats.status === 200 ? JSON.parse(stats.text).data.complaints : 0,
      },
      sitemapIndex: { status: sitemapIndex.status, ms: sitemapIndex.ms },
      holds:
        pageResponse.status === 200 &&
        archivedNote &&
        api === 200 &&
        live === 200 &&
        dayResponse.status === 200 &&
        dayLists &&
        monthLinks,
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
  const d = check.dayPage;
  console.log(
    `its archive day ${check.dayPath}: ${check.day}, ${check.dayLists ? "lists it" : "does NOT list it"}; its month ${check.monthLinks ? "links the day's pages as before" : "does NOT link the day's pages as before"}; p50 ${d.p50} ms, p95 ${d.p95} ms`,
  );
  console.log(
    `after the move: /api/v1/stats ${check.stats.status} in ${check.stats.ms} ms (${check.stats.complaints} complaints), /sitemap.xml ${check.sitemapIndex.status} in ${check.sitemapIndex.ms} ms`,
  );
}
