/** One table of seed rows, written in column order by worker/seed/write.ts. */
export type SeedTable = { name: string; columns: string[]; rows: unknown[][] };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function table(name: string, columns: string[]): SeedTable {
  return { name, columns, rows: [] };
}
