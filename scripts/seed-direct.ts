/**
 * The seed written straight into a local D1's SQLite file (docs/scaling.md): the same rows as
 * `writeSeed` through the platform proxy (worker/seed/generate.ts, the same draws), streamed
 * table by table into prepared statements instead of SQL text through HTTP. A million
 * complaints (about 25 million rows) take minutes instead of hours.
 *
 * The file must already carry the migrations (wrangler's `d1 migrations apply --local`) and
 * nothing may have it open. Secondary indexes and triggers are dropped while rows go in (no
 * journal, no sync): each index is built afterwards with one sort instead of 25 million random
 * B-tree inserts, the full-text indexes are rebuilt from their tables (FTS5's 'rebuild', the
 * index the triggers would have kept), and the count tables (archive days, company years, site
 * totals) are filled by the migrations' own INSERT … SELECT; then the triggers come back.
 */
import { existsSync, readdirSync, readFileSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { generateSeed, type SeedScale } from "@worker/seed/generate";
import { streamingRows } from "@worker/seed/table";

/** Measured at 1M: ≈ 8.6 KB a complaint with its rows and indexes, and room to sort an index. */
const BYTES_PER_COMPLAINT = 9_000;
const HEADROOM_BYTES = 2e9;

/** The D1 database file in a local state folder (`<state>/v3/d1/miniflare-D1DatabaseObject`). */
export function d1File(state: string, exclude: string[] = []): string {
  const dir = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: apply the migrations first.`);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => path.join(dir, name))
    .filter((file) => !exclude.includes(file));
  if (files.length !== 1)
    throw new Error(`${dir} holds ${files.length} D1 databases; expected the one just migrated.`);
  return files[0] as string;
}

/** Throws before writing when the disk cannot hold the database and an index sort. */
export function checkFreeDisk(dir: string, complaints: number) {
  const { bavail, bsize } = statfsSync(dir);
  const free = bavail * bsize;
  const needed = complaints * BYTES_PER_COMPLAINT + HEADROOM_BYTES;
  if (free < needed)
    throw new Error(
      `${(free / 1e9).toFixed(1)} GB free in ${dir}; ${complaints} complaints need about ${(needed / 1e9).toFixed(1)} GB.`,
    );
  return { free, needed };
}

/** The count tables the triggers keep (migrations 0038, 0039), filled once after the rows. */
const COUNT_TABLES = ["archive_days", "company_archive_years", "site_counts"];

/**
 * The migrations' own backfill of the count tables (`INSERT INTO <table> … SELECT …`), in the
 * order the migrations run them: the seeder fills them with the same statements.
 */
export function countBackfills(dir = "migrations"): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((name) => readFileSync(path.join(dir, name), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) =>
      COUNT_TABLES.some((table) => statement.startsWith(`INSERT INTO \`${table}\``)),
    );
}

export function seedDirect(
  file: string,
  scale: SeedScale,
  options: { passwordHash: string; spanDays?: number; log?: (line: string) => void },
) {
  const log = options.log ?? (() => {});
  checkFreeDisk(path.dirname(file), scale.complaints);
  // Not defensive: node:sqlite's default refuses journal_mode OFF (it answers the old mode).
  const db = new DatabaseSync(file, { defensive: false });
  try {
    // Nothing to roll back to (a failed seed is seeded again from scratch), nothing to sync until
    // the end, a cache that holds the big B-trees, and SQLite's sorter on both cores. Out of the
    // WAL the migrations left (WAL cannot go straight to OFF), then no journal at all.
    db.exec("pragma journal_mode = delete");
    const mode = db.prepare("pragma journal_mode = off").get() as { journal_mode: string };
    if (mode.journal_mode !== "off")
      throw new Error(`journal_mode is ${mode.journal_mode}, not off: is the file open elsewhere?`);
    db.exec(`pragma synchronous = off; pragma cache_size = -2000000;
      pragma temp_store = file; pragma foreign_keys = off; pragma threads = 2;`);
    const schema = (type: string) =>
      db
        .prepare(
          `select name, sql from sqlite_master where type = ? and sql is not null
           and tbl_name not like '%fts%'`,
        )
        .all(type) as { name: string; sql: string }[];
    // Secondary indexes and triggers go while the rows go in: each index is built afterwards
    // with one sort, the search indexes are rebuilt from the table, and the count tables are
    // filled by the migrations' own INSERT … SELECT, instead of a trigger per row.
    const indexes = schema("index");
    const triggers = schema("trigger");
    for (const index of indexes) db.exec(`drop index "${index.name}"`);
    for (const trigger of triggers) db.exec(`drop trigger "${trigger.name}"`);
    for (const table of COUNT_TABLES) db.exec(`delete from "${table}"`);

    const inserts = new Map<string, { statement: StatementSync; rows: number }>();
    const started = Date.now();
    db.exec("begin");
    streamingRows(
      (name, columns) => {
        const statement = db.prepare(
          `insert or ignore into ${name} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
        );
        const entry = { statement, rows: 0 };
        inserts.set(name, entry);
        return (row) => {
          entry.statement.run(...(row as (string | number | null)[]));
          entry.rows++;
        };
      },
      () => generateSeed(scale, { passwordHash: options.passwordHash, spanDays: options.spanDays }),
    );
    db.exec("commit");
    for (const [name, { rows }] of inserts) if (rows) log(`  ${name}: ${rows} rows`);
    log(`  rows written in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const indexed = Date.now();
    db.exec("begin");
    for (const index of indexes) db.exec(index.sql);
    db.exec("commit");
    log(`  ${indexes.length} indexes built in ${((Date.now() - indexed) / 1000).toFixed(0)} s`);

    const searched = Date.now();
    const fts = db
      .prepare(
        "select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%fts5%'",
      )
      .all() as { name: string }[];
    db.exec("begin");
    for (const { name } of fts) db.exec(`insert into "${name}"("${name}") values ('rebuild')`);
    for (const statement of countBackfills()) db.exec(statement);
    for (const trigger of triggers) db.exec(trigger.sql);
    db.exec("commit");
    log(
      `  ${fts.length} search indexes and ${COUNT_TABLES.length} count tables filled, ${triggers.length} triggers back, in ${((Date.now() - searched) / 1000).toFixed(0)} s`,
    );
    // The journal mode the local D1 runs in.
    db.exec("pragma journal_mode = wal");
  } finally {
    db.close();
  }
  return { bytes: statSync(file).size };
}
