import type { SeedData } from "./generate";
import type { SeedTable } from "./table";

/** D1 refuses a statement longer than 100,000 bytes (its documented limit). */
export const MAX_STATEMENT_BYTES = 100_000;
/**
 * SQL per `exec` call: one request and one transaction. The local platform proxy (getPlatformProxy)
 * carries each call as one HTTP request; a few megabytes keep each request small while 100,000
 * complaints (2.1 million rows) need one call per 4 MB, not two proxy calls per statement.
 */
export const MAX_EXEC_BYTES = 4_000_000;

/** Bytes of `text` in UTF-8 (what D1's statement limit counts). */
function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x800) bytes += code >= 0xd800 && code <= 0xdbff ? 1 : 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * One seed value as an SQL literal. `exec` runs one statement per line, so a line break inside a
 * string is written as `char(10)`.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed value ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") {
    const quoted = `'${value.replaceAll("'", "''")}'`;
    return quoted.replace(/\r?\n/g, (lineBreak) =>
      lineBreak === "\n" ? "' || char(10) || '" : "' || char(13, 10) || '",
    );
  }
  throw new Error(`seed value of type ${typeof value} has no SQL literal`);
}

/** A table's rows as multi-row `insert or ignore` statements of at most MAX_STATEMENT_BYTES each. */
function* insertStatements(
  { name, columns, rows }: SeedTable,
  maxBytes: number,
): Generator<string> {
  const head = `insert or ignore into ${name} (${columns.join(", ")}) values `;
  const headBytes = utf8Bytes(head);
  let tuples: string[] = [];
  let bytes = headBytes;
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`a ${name} row has ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    const tupleBytes = utf8Bytes(tuple) + 2;
    if (headBytes + tupleBytes > maxBytes)
      throw new Error(`a ${name} row is longer than a statement may be`);
    if (bytes + tupleBytes > maxBytes) {
      yield head + tuples.join(", ");
      tuples = [];
      bytes = headBytes;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) yield head + tuples.join(", ");
}

/** A table's statements grouped into `exec` scripts (one statement a line) of at most MAX_EXEC_BYTES. */
export function* seedScripts(
  table: SeedTable,
  limits = { statementBytes: MAX_STATEMENT_BYTES, execBytes: MAX_EXEC_BYTES },
): Generator<string> {
  let lines: string[] = [];
  let bytes = 0;
  for (const statement of insertStatements(table, limits.statementBytes)) {
    const statementBytes = utf8Bytes(statement) + 1;
    if (lines.length > 0 && bytes + statementBytes > limits.execBytes) {
      yield lines.join("\n");
      lines = [];
      bytes = 0;
    }
    lines.push(statement);
    bytes += statementBytes;
  }
  if (lines.length > 0) yield lines.join("\n");
}

/**
 * Writes seed rows with INSERT OR IGNORE. Rows carry fixed ids, so writing the same data twice
 * changes nothing. The values are written as SQL literals, not bound parameters, and many
 * statements go in one `exec` (one round trip, one transaction).
 */
export async function writeSeed(
  db: D1Database,
  data: SeedData,
  onProgress?: (table: string, rows: number) => void,
) {
  for (const table of data.tables) {
    for (const script of seedScripts(table)) await db.exec(script);
    onProgress?.(table.name, table.rows.length);
  }
}

/** True when the database holds no complaints yet (a fresh local database). */
export async function isDatabaseEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare("select count(*) as n from complaints").first<{ n: number }>();
  return (row?.n ?? 0) === 0;
}
