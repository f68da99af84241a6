import type { SeedData } from "./generate";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 50;

/**
 * Writes seed rows with INSERT OR IGNORE in multi-row statements, many statements per D1 batch.
 * Rows carry fixed ids, so writing the same data twice changes nothing.
 */
export async function writeSeed(
  db: D1Database,
  data: SeedData,
  onProgress?: (table: string, rows: number) => void,
) {
  for (const { name, columns, rows } of data.tables) {
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    const statements: D1PreparedStatement[] = [];
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
      const sql = `insert or ignore into ${name} (${columns.join(", ")}) values ${placeholders}`;
      statements.push(db.prepare(sql).bind(...chunk.flat()));
    }
    for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
      await db.batch(statements.slice(start, start + STATEMENTS_PER_BATCH));
    }
    onProgress?.(name, rows.length);
  }
}

/** True when the database holds no complaints yet (a fresh local database). */
export async function isDatabaseEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare("select count(*) as n from complaints").first<{ n: number }>();
  return (row?.n ?? 0) === 0;
}
