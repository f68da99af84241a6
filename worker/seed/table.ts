/** One table of seed rows, written in column order by worker/seed/write.ts. */
export type SeedTable = { name: string; columns: string[]; rows: unknown[][] };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Receives each row as it is drawn (the direct seeder at a million complaints). */
export type RowSink = (name: string, columns: string[]) => (row: unknown[]) => void;
let sink: RowSink | null = null;

/**
 * Runs `generate` with every table's rows handed to `open(name, columns)` as they are drawn
 * instead of kept in memory (a million complaints are 20 million rows): the draws, and so the
 * data, are the same; the tables it returns are empty.
 */
export function streamingRows<T>(open: RowSink, generate: () => T): T {
  sink = open;
  try {
    return generate();
  } finally {
    sink = null;
  }
}

export function table(name: string, columns: string[]): SeedTable {
  const rows: unknown[][] = [];
  if (sink) {
    const write = sink(name, columns);
    rows.push = (...pushed: unknown[][]) => {
      for (const row of pushed) write(row);
      return 0;
    };
  }
  return { name, columns, rows };
}
