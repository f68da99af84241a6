/**
 * The seed written straight into a local D1's SQLite file (issue 67): the same rows as
 * `writeSeed` through the platform proxy (worker/seed/generate.ts, the same draws), streamed
 * table by table into prepared statements instead of SQL text through HTTP. A million
 * complaints (about 25 million rows) take minutes instead of hours.
 *
 * The file must already carry the migrations (wrangler's `d1 migrations apply --local`) and
 * nothing may have it open. Secondary indexes are dropped while rows go in and built again
 * afterwards (one sort each instead of 25 million random B-tree inserts); the full-text
 * triggers stay, so the search index is the one the app keeps.
 */
import { existsSync, readdirSync, statfsSync, statSync } from "node:fs";
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

export function seedDirect(
  file: string,
  scale: SeedScale,
  options: { passwordHash: string; spanDays?: number; log?: (line: string) => void },
) {
  const log = options.log ?? (() => {});
  checkFreeDisk(path.dirname(file), scale.complaints);
  const db = new DatabaseSync(file);
  try {
    db.exec(`pragma journal_mode = delete; pragma synchronous = off; pragma cache_size = -1000000;
      pragma temp_store = file; pragma foreign_keys = off;`);
    const indexes = db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null
         and tbl_name not like '%fts%'`,
      )
      .all() as { name: string; sql: string }[];
    for (const index of indexes) db.exec(`drop index "${index.name}"`);

    const inserts = new Map<string, { statement: StatementSync; rows: number }>();
    let pending = 0;
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
          if (++pending === 200_000) {
            db.exec("commit; begin");
            pending = 0;
          }
        };
      },
      () => generateSeed(scale, { passwordHash: options.passwordHash, spanDays: options.spanDays }),
    );
    db.exec("commit");
    for (const [name, { rows }] of inserts) if (rows) log(`  ${name}: ${rows} rows`);
    log(`  rows written in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const indexed = Date.now();
    for (const index of indexes) db.exec(index.sql);
    log(`  ${indexes.length} indexes built in ${((Date.now() - indexed) / 1000).toFixed(0)} s`);
    // The journal mode the local D1 runs in.
    db.exec("pragma journal_mode = wal");
  } finally {
    db.close();
  }
  return { bytes: statSync(file).size };
}
