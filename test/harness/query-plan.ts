/**
 * A drizzle database over a D1 binding that records every statement it prepares with its
 * parameters, and the plans SQLite gives them: for tests that every statement of a page or an
 * answer reads through an index (`EXPLAIN QUERY PLAN`).
 */
import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";

export type Recorded = { sql: string; params: unknown[] };
type Database = ReturnType<typeof createDb>;

/** A database over `d1` that records every statement as it is bound, with its values. */
export function recordingDatabase(d1: D1Database, recorded: Recorded[]): Database {
  const binding = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          return new Proxy(statement, {
            get(inner, key) {
              if (key === "bind") {
                return (...params: unknown[]) => {
                  recorded.push({ sql: query, params });
                  return inner.bind(...params);
                };
              }
              const value = Reflect.get(inner, key);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return createDb(binding);
}

/** The plan's lines (`SCAN …`, `SEARCH … USING INDEX …`) of every recorded statement. */
export async function plansOf(d1: D1Database, recorded: Recorded[]) {
  const details: string[] = [];
  for (const statement of recorded) {
    const plan = await d1
      .prepare(`explain query plan ${statement.sql}`)
      .bind(...statement.params)
      .all<{ detail: string }>();
    details.push(...plan.results.map((row) => row.detail));
  }
  return details;
}

/**
 * The query plan of what `run` reads on the test database: its statements are recorded, then
 * each is explained with its own values. `statements` says how many ran (a run that made none
 * proves nothing).
 */
export async function queryPlanOf(
  run: (db: Database) => Promise<unknown>,
): Promise<{ statements: number; details: string[] }> {
  const recorded: Recorded[] = [];
  await run(recordingDatabase(env.DB, recorded));
  return { statements: recorded.length, details: await plansOf(env.DB, recorded) };
}
