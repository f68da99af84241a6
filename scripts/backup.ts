/**
 * A table-by-table backup of the D1 database as one SQL file that `wrangler d1 execute --file`
 * restores. `wrangler d1 export` refuses a database with FTS5 virtual tables (ours: the search
 * indexes of migrations/0004), and a running export blocks the database; this reads every
 * ordinary table with plain SELECTs through `wrangler d1 execute --json`, so it works on any D1
 * and never stops the site. The search indexes are not copied: they are rebuilt from their
 * tables at the end of the restore. docs/operations.md explains backups and restores.
 *
 *   npm run db:backup                        the local database (.wrangler/state)
 *   npm run db:backup -- --state DIR         another local state folder
 *   npm run db:backup -- --remote            the deployed database (after `npx wrangler login`)
 *   npm run db:backup -- --out FILE          where to write (default backups/uck-db-<time>.sql)
 *
 * The file empties every table (children first) and inserts every row (parents first, rowids
 * kept), so it restores into a database migrated to the same migrations: a new one, or the
 * same one. Row counts are printed and written in the file's header.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    state: { type: "string" },
    out: { type: "string" },
    database: { type: "string", default: "DB" },
  },
});

/** Rows per table per SELECT, and SELECTs per wrangler call: answers stay a few MB at most. */
const PAGE = 1000;
const SELECTS_PER_CALL = 8;

const where = values.remote
  ? ["--remote"]
  : ["--local", "--persist-to", values.state ?? ".wrangler/state"];

const Answer = z.array(
  z.object({ results: z.array(z.record(z.string(), z.unknown())), success: z.boolean() }),
);

/** Runs SELECTs (one wrangler call) and returns each one's rows. */
function query(statements: string[]): Record<string, unknown>[][] {
  const output = execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", values.database, ...where, "--json", "--command", statements.join(";\n")],
    { encoding: "utf8", maxBuffer: 1024 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
  );
  const answers = Answer.parse(JSON.parse(output));
  if (answers.length !== statements.length || answers.some((answer) => !answer.success)) {
    throw new Error(`wrangler answered ${answers.length} results for ${statements.length} SELECTs`);
  }
  return answers.map((answer) => answer.results);
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One value as an SQL literal: D1 answers null, numbers, text, and blobs as byte arrays. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  const bytes = z.array(z.number().int().min(0).max(255)).safeParse(value);
  if (bytes.success) return `X'${Buffer.from(bytes.data).toString("hex")}'`;
  throw new Error(`A value this backup cannot write: ${JSON.stringify(value).slice(0, 80)}`);
}

const Table = z.object({ name: z.string(), sql: z.string() });

// The schema: ordinary tables only. FTS5 tables and their shadow tables are derived from
// complaints and companies; D1's own tables and the migrations table are not data.
const [schemaRows = [], migrationRows = []] = query([
  `select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' order by name`,
  `select name from d1_migrations order by id`,
]);
const all = schemaRows.map((row) => Table.parse(row));
const fts = all.filter((table) => /^create virtual table/i.test(table.sql)).map((t) => t.name);
const tables = all.filter(
  (table) => !fts.includes(table.name) && !fts.some((index) => table.name.startsWith(`${index}_`)),
);
const migrations = migrationRows.map((row) => z.object({ name: z.string() }).parse(row).name);
if (tables.some((table) => /without\s+rowid/i.test(table.sql))) {
  throw new Error("A WITHOUT ROWID table: this backup pages by rowid and needs another key");
}

/** Parents before children (REFERENCES in each table's SQL), so inserts meet their keys. */
function parentsFirst(list: z.infer<typeof Table>[]) {
  const names = new Set(list.map((table) => table.name));
  const parents = new Map(
    list.map((table) => [
      table.name,
      [...table.sql.matchAll(/references\s+[`"]?(\w+)[`"]?/gi)]
        .map((match) => match[1] ?? "")
        .filter((name) => name !== table.name && names.has(name)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name))
      throw new Error(`Foreign keys in a cycle: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const table of list) visit(table.name, []);
  return ordered;
}
const order = parentsFirst(tables);

// Every row of every table, page by page (keyset on rowid), several tables per wrangler call.
const rows = new Map<string, Record<string, unknown>[]>(order.map((name) => [name, []]));
let pending = order.map((name) => ({ name, after: 0 }));
while (pending.length > 0) {
  const next: typeof pending = [];
  for (let start = 0; start < pending.length; start += SELECTS_PER_CALL) {
    const group = pending.slice(start, start + SELECTS_PER_CALL);
    const pages = query(
      group.map(
        ({ name, after }) =>
          `select rowid as "__rowid", * from ${quoteName(name)} where rowid > ${after} order by rowid limit ${PAGE}`,
      ),
    );
    group.forEach(({ name }, index) => {
      const page = pages[index] ?? [];
      rows.get(name)?.push(...page);
      const last = page.at(-1)?.__rowid;
      if (page.length === PAGE && typeof last === "number") next.push({ name, after: last });
    });
  }
  pending = next;
}

const counts = order.map((name) => `${name}=${rows.get(name)?.length ?? 0}`);
const lines = [
  `-- UCK D1 backup, ${new Date().toISOString()}, ${values.remote ? "remote" : "local"} database ${values.database} (scripts/backup.ts)`,
  `-- Restore into a database migrated to: ${migrations.at(-1) ?? "(no migrations)"} (${migrations.length} migrations)`,
  `-- Rows: ${counts.join(" ")}`,
  "PRAGMA defer_foreign_keys = on;",
  // Children first, so no foreign key is left pointing at a deleted row.
  ...[...order].reverse().map((name) => `DELETE FROM ${quoteName(name)};`),
];
for (const name of order) {
  for (const row of rows.get(name) ?? []) {
    const columns = Object.keys(row).filter((column) => column !== "__rowid");
    lines.push(
      `INSERT INTO ${quoteName(name)} (rowid, ${columns.map(quoteName).join(", ")}) VALUES (${[
        literal(row.__rowid),
        ...columns.map((column) => literal(row[column])),
      ].join(", ")});`,
    );
  }
}
// The search indexes, rebuilt from the rows just written (external-content FTS5 tables).
for (const index of fts)
  lines.push(`INSERT INTO ${quoteName(index)}(${quoteName(index)}) VALUES ('rebuild');`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? `backups/uck-db-${values.remote ? "remote" : "local"}-${stamp}.sql`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`Backed up ${order.length} tables (${fts.length} search indexes to rebuild) to ${out}`);
for (const count of counts) console.log(`  ${count.replace("=", ": ")}`);
