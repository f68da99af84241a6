/**
 * The move-out (docs/scaling.md#the-move-out, decisions 048 and 063): complaints filed before a
 * year move from the live D1 (DB) to the archive D1 (ARCHIVE_DB) with every row that hangs on
 * them: comments and their ucks, ucks, shares, answers, bookmarks, notifications, reports, …
 * (each table with a `complaint_id`). The profiles and companies their pages show are copied
 * (refreshed on each run), never moved: they stay live; accounts are copied as stubs (an id,
 * no e-mail) so the archive's foreign keys hold. The Worker reads the archive where DB
 * has no such complaint, so the complaint's page and its open-data row answer as before.
 *
 *   npm run move-out -- --state .wrangler/bench/1000000 --before 2020
 *   npm run move-out -- --db LIVE.sqlite --archive ARCHIVE.sqlite --before 2020 [--vacuum]
 *
 * Local SQLite files only (the bench and `npm start` states; nothing may have them open). On
 * Cloudflare the same statements run as a script against the two databases: export the year
 * with `wrangler d1 export`, import it into the archive, then delete it from DB in chunks.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    state: { type: "string" },
    db: { type: "string" },
    archive: { type: "string" },
    before: { type: "string" },
    vacuum: { type: "boolean", default: false },
  },
});

function files() {
  if (values.db && values.archive) return { live: values.db, archive: values.archive };
  if (!values.state) throw new Error("Give --state DIR (a bench state) or --db and --archive.");
  const marker = path.join(values.state, "seeded.json");
  if (!existsSync(marker)) throw new Error(`${marker} is missing: seed the state with the bench.`);
  const { files: seeded } = JSON.parse(readFileSync(marker, "utf8"));
  if (!seeded?.DB || !seeded?.ARCHIVE_DB)
    throw new Error(`${marker} does not say which file is DB and which ARCHIVE_DB.`);
  return { live: seeded.DB as string, archive: seeded.ARCHIVE_DB as string, marker };
}

const year = Number(values.before);
if (!Number.isInteger(year) || year < 2000 || year > 2100)
  throw new Error(`--before must be a year, got ${values.before}`);
const cutoff = Date.UTC(year, 0, 1);
const { live, archive, marker } = { marker: undefined, ...files() };
const gb = (file: string) => (statSync(file).size / 1e9).toFixed(2);
console.log(`Before: DB ${gb(live)} GB, ARCHIVE_DB ${gb(archive)} GB`);

const started = Date.now();
const db = new DatabaseSync(live);
db.exec(`pragma journal_mode = delete; pragma synchronous = normal; pragma cache_size = -500000;
  pragma foreign_keys = off;`);
db.exec(`attach database '${archive.replaceAll("'", "''")}' as archive`);
db.exec("pragma archive.journal_mode = delete");

type Row = Record<string, unknown>;
const tables = (
  db
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
       and name not like '%fts%' and name not like '_cf_%' and name <> 'd1_migrations'`,
    )
    .all() as { name: string }[]
).map((row) => row.name);
const columnsOf = (table: string) =>
  (db.prepare(`pragma table_info("${table}")`).all() as Row[]).map((row) => String(row.name));
// Rows of these tables are a complaint's (or one of its comments'): they move with it.
const byComplaint = tables.filter(
  (table) => table !== "complaints" && columnsOf(table).includes("complaint_id"),
);
const byComment = tables.filter(
  (table) => !byComplaint.includes(table) && columnsOf(table).includes("comment_id"),
);
const list = (table: string) =>
  columnsOf(table)
    .map((c) => `"${c}"`)
    .join(", ");
const copy = (table: string, where: string, verb = "insert or ignore") =>
  db.exec(
    `${verb} into archive."${table}" (${list(table)}) select ${list(table)} from main."${table}" where ${where}`,
  );
const count = (sql: string) => Number((db.prepare(sql).get() as Row).n);

db.exec("begin");
try {
  db.exec(`create temp table moving (id text primary key) without rowid;
    insert into moving select id from main.complaints where created_at < ${cutoff};
    create temp table moving_comments (id text primary key) without rowid;
    insert into moving_comments select id from main.comments
      where complaint_id in (select id from moving);`);
  const moving = count("select count(*) n from moving");
  console.log(`Moving ${moving} complaints filed before ${year} (and what hangs on them)`);
  // Every account as a stub (its id and creation time, an address that is no address): the
  // archive's foreign keys hold, and no e-mail, password or session leaves the live database.
  db.exec(`insert or ignore into archive.users (id, email, created_at)
    select id, 'archived-' || id || '@archive.invalid', created_at from main.users`);
  // What their pages show, copied and refreshed: the companies, their executives and the
  // profiles of their authors and commenters (public rows; accounts and e-mails stay live).
  copy(
    "companies",
    "id in (select company_id from main.complaints where id in (select id from moving))",
    "insert or replace",
  );
  copy(
    "company_executives",
    "company_id in (select company_id from main.complaints where id in (select id from moving))",
    "insert or replace",
  );
  copy(
    "profiles",
    `id in (select user_id from main.complaints where id in (select id from moving)
      union select user_id from main.comments where id in (select id from moving_comments))`,
    "insert or replace",
  );
  copy("complaints", "id in (select id from moving)");
  for (const table of byComplaint) copy(table, "complaint_id in (select id from moving)");
  for (const table of byComment) copy(table, "comment_id in (select id from moving_comments)");
  const moved: Record<string, number> = {};
  for (const table of byComment) {
    db.exec(`delete from main."${table}" where comment_id in (select id from moving_comments)`);
    moved[table] = count("select changes() n");
  }
  for (const table of byComplaint) {
    db.exec(`delete from main."${table}" where complaint_id in (select id from moving)`);
    moved[table] = count("select changes() n");
  }
  db.exec("delete from main.complaints where id in (select id from moving)");
  moved.complaints = count("select changes() n");
  db.exec("commit");
  for (const [table, rows] of Object.entries(moved))
    if (rows) console.log(`  ${table}: ${rows} rows moved`);
} catch (error) {
  db.exec("rollback");
  throw error;
}
if (values.vacuum) {
  console.log("Vacuuming DB (the freed pages back to the disk)…");
  db.exec("vacuum main");
}
db.exec("detach database archive; pragma journal_mode = wal");
db.close();
const archived = new DatabaseSync(archive);
archived.exec("pragma journal_mode = wal");
archived.close();
console.log(
  `After (${((Date.now() - started) / 1000).toFixed(0)} s): DB ${gb(live)} GB, ARCHIVE_DB ${gb(archive)} GB`,
);
// A bench state that had a year moved out is no longer the seed: the bench seeds it again.
if (marker) {
  const state = JSON.parse(readFileSync(marker, "utf8"));
  writeFileSync(marker, JSON.stringify({ ...state, movedOutBefore: year }));
}
