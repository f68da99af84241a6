/**
 * A drizzle database over a D1 binding that records every statement it prepares with its
 * parameters, and the plans SQLite gives them: for tests that every statement of a page or an
 * answer reads through an index (`EXPLAIN QUERY PLAN`).
 */
import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";

/** A statement as it was bound, and the D1 round trip it went in (1 for the request's first). */
export type Recorded = { sql: string; params: unknown[]; trip: number };
type Database = ReturnType<typeof createDb>;

/**
 * A database over `d1` that records every statement as it is bound, with its values and its
 * round trip: a trip is one batch, or one statement run alone.
 */
export function recordingDatabase(d1: D1Database, recorded: Recorded[]): Database {
  let trips = 0;
  // The statements bound since the last trip went in the next one.
  const waiting: Recorded[] = [];
  const sent = () => {
    trips += 1;
    for (const statement of waiting.splice(0)) statement.trip = trips;
  };
  const binding = new Proxy(d1, {
    get(target, property) {
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          sent();
          return target.batch(statements);
        };
      }
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          return new Proxy(statement, {
            get(inner, key) {
              if (key === "bind") {
                return (...params: unknown[]) => {
                  const statement = { sql: query, params, trip: 0 };
                  recorded.push(statement);
                  waiting.push(statement);
                  return runsAlone(inner.bind(...params), sent);
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

/** A bound statement whose run, alone, is a round trip (in a batch the batch is). */
function runsAlone(statement: D1PreparedStatement, sent: () => void): D1PreparedStatement {
  return new Proxy(statement, {
    get(inner, key) {
      const value = Reflect.get(inner, key);
      if (typeof value !== "function") return value;
      if (key === "all" || key === "raw" || key === "first" || key === "run") {
        return (...args: unknown[]) => {
          sent();
          return value.apply(inner, args);
        };
      }
      return value.bind(inner);
    },
  });
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
