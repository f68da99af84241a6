import { env } from "cloudflare:test";
import { expect } from "vitest";

/**
 * "No write" for the hostile tests: the content of every D1 table (each row quoted, sorted, in
 * one query), so an INSERT, UPDATE or DELETE anywhere shows up, not only a changed row count.
 * rate_limits is left out on purpose: counting an attempt before validating it is the design
 * (the tests empty it before each request instead, so a 429 never stands in for validation).
 */
const SKIPPED = new Set(["d1_migrations", "rate_limits"]);

let fingerprintSql: string | null = null;

async function buildFingerprintSql() {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const parts: string[] = [];
  for (const { name } of tables) {
    if (SKIPPED.has(name)) continue;
    const { results: columns } = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{
      name: string;
    }>();
    // json_array of at most 30 columns each (D1's limit on a function's arguments), the groups
    // joined by `||`: one `a || ',' || b …` chain over a wide table (complaints) passes SQLite's
    // expression depth of 100.
    const quoted = columns.map((c) => `quote("${c.name}")`);
    const groups: string[] = [];
    for (let start = 0; start < quoted.length; start += 30) {
      groups.push(`json_array(${quoted.slice(start, start + 30).join(", ")})`);
    }
    const row = groups.join(" || ");
    parts.push(
      `(SELECT count(*) || ':' || ifnull(group_concat(r, '|'), '') FROM (SELECT ${row} AS r FROM "${name}" ORDER BY r)) AS "${name}"`,
    );
  }
  return `SELECT ${parts.join(", ")}`;
}

/** Every table's rows, by table name. */
export async function dbFingerprint(): Promise<Record<string, string>> {
  fingerprintSql ??= await buildFingerprintSql();
  const row = await env.DB.prepare(fingerprintSql).first<Record<string, string>>();
  if (!row) throw new Error("fingerprint query returned nothing");
  return row;
}

/** Row counts only, for the report and for readable failure messages. */
export function rowCounts(fingerprint: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fingerprint).map(([table, value]) => [table, Number(value.split(":")[0])]),
  );
}

/**
 * Fails with the tables whose content changed since `before`; in the same round trip, empties
 * the attempt counters, so the next request is judged by validation, never by a limit.
 */
export async function expectNoWrite(before: Record<string, string>, label: string) {
  fingerprintSql ??= await buildFingerprintSql();
  const [read] = await env.DB.batch<Record<string, string>>([
    env.DB.prepare(fingerprintSql),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
  const after = read?.results[0];
  if (!after) throw new Error("fingerprint query returned nothing");
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  expect(changed, `${label}: tables written ${JSON.stringify(rowCounts(after))}`).toEqual([]);
}

/** Empties the attempt counters (before a property's first request). */
export async function resetRateLimits() {
  await env.DB.prepare("DELETE FROM rate_limits").run();
}
