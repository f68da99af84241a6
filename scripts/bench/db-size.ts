/**
 * The bench database's size (docs/scaling.md): the file, the bytes per complaint, and each table with
 * its indexes, measured with SQLite's `dbstat` on the local D1 file (the page layout D1 stores;
 * D1 itself refuses `dbstat`). Read only; run while no server holds the file.
 */
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

export type DbSize = {
  fileBytes: number;
  complaints: number;
  tables: {
    name: string;
    rows: number;
    tableBytes: number;
    indexBytes: number;
    ftsBytes: number;
  }[];
  indexes: { name: string; table: string; bytes: number }[];
};

export function measureDbSize(file: string): DbSize {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const objects = db
      .prepare("select type, name, tbl_name from sqlite_master where type in ('table', 'index')")
      .all() as { type: string; name: string; tbl_name: string }[];
    const sizes = new Map<string, number>();
    for (const row of db
      .prepare("select name, sum(pgsize) bytes from dbstat group by name")
      .all() as { name: string; bytes: number }[])
      sizes.set(row.name, Number(row.bytes));
    const tableOf = new Map(objects.map((o) => [o.name, o.tbl_name]));
    const plain = objects.filter(
      (o) => o.type === "table" && !/_fts($|_)/.test(o.name) && !o.name.startsWith("sqlite_"),
    );
    const tables = plain.map((table) => {
      const indexBytes = objects
        .filter((o) => o.type === "index" && o.tbl_name === table.name)
        .reduce((sum, o) => sum + (sizes.get(o.name) ?? 0), 0);
      // The full-text index of a table (complaints_fts, companies_fts) and its shadow tables.
      const ftsBytes = [...sizes]
        .filter(([name]) => name.startsWith(`${table.name}_fts`))
        .reduce((sum, [, bytes]) => sum + bytes, 0);
      const rows = Number(
        (db.prepare(`select count(*) n from "${table.name}"`).get() as { n: number }).n,
      );
      return {
        name: table.name,
        rows,
        tableBytes: sizes.get(table.name) ?? 0,
        indexBytes,
        ftsBytes,
      };
    });
    const indexes = objects
      .filter((o) => o.type === "index")
      .map((o) => ({
        name: o.name,
        table: tableOf.get(o.name) ?? "",
        bytes: sizes.get(o.name) ?? 0,
      }));
    const complaints = tables.find((t) => t.name === "complaints")?.rows ?? 0;
    return { fileBytes: statSync(file).size, complaints, tables, indexes };
  } finally {
    db.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function printDbSize(size: DbSize) {
  console.log("\n## The database (dbstat on the local D1 file)");
  console.log(
    `${(size.fileBytes / 1e9).toFixed(2)} GB for ${size.complaints} complaints: ${(size.fileBytes / Math.max(1, size.complaints) / 1000).toFixed(2)} KB per complaint`,
  );
  const total = (t: DbSize["tables"][number]) => t.tableBytes + t.indexBytes + t.ftsBytes;
  for (const table of [...size.tables].sort((a, b) => total(b) - total(a)).slice(0, 12)) {
    const perRow = table.rows
      ? ` (${((table.tableBytes + table.indexBytes) / table.rows).toFixed(0)} B a row with indexes)`
      : "";
    console.log(
      `${table.name.padEnd(26)} ${String(table.rows).padStart(11)} rows  table ${mb(table.tableBytes).padStart(10)}  indexes ${mb(table.indexBytes).padStart(10)}${table.ftsBytes ? `  full-text ${mb(table.ftsBytes)}` : ""}${perRow}`,
    );
  }
  console.log("\nThe ucks' B-trees:");
  for (const index of size.indexes.filter((i) => i.table === "ucks"))
    console.log(`  ${index.name.padEnd(32)} ${mb(index.bytes).padStart(10)}`);
}
