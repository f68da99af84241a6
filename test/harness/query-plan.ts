import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";

type Recorded = { sql: string; params: unknown[] };
type Database = ReturnType<typeof createDb>;

/** A database over the test D1 that records every statement as it is bound, with its values. */
function recordingDatabase(recorded: Recorded[]): Database {
  const binding = new Proxy(env.DB, {
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

/**
 * The query plan of what `run` reads: its statements are recorded, then each is explained with
 * its own values. `statements` says how many ran (a run that made none proves nothing).
 */
export async function queryPlanOf(
  run: (db: Database) => Promise<unknown>,
): Promise<{ statements: number; details: string[] }> {
  const recorded: Recorded[] = [];
  await run(recordingDatabase(recorded));
  const details: string[] = [];
  for (const statement of recorded) {
    const plan = await env.DB.prepare(`explain query plan ${statement.sql}`)
      .bind(...statement.params)
      .all<{ detail: string }>();
    details.push(...plan.results.map((row) => row.detail));
  }
  return { statements: recorded.length, details };
}
