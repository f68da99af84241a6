import { env } from "cloudflare:test";

/**
 * Everything a request could have changed: every D1 table's rows, the key lists of both KV
 * namespaces and the keys (with etags, so an overwrite shows) of the three R2 buckets.
 *
 * Not compared, on purpose:
 * - d1_migrations, sqlite_* and _cf_* tables: bookkeeping of the database itself;
 * - the FTS5 tables (complaints_fts, companies_fts and their shadow tables): triggers keep them
 *   in step with complaints and companies, which are compared;
 * - rate_limits: a refused attempt is still an attempt and must count (a failed login counts
 *   towards the lock-out by design), so rows there are not a change "made by" the caller.
 */
export const NOT_COMPARED = /^(sqlite_|_cf_|d1_migrations$|rate_limits$)|_fts/;

export type Snapshot = Map<string, string[]>;

async function kvKeys(kv: KVNamespace) {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    keys.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys.sort();
}

async function r2Keys(bucket: R2Bucket) {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    keys.push(...page.objects.map((o) => `${o.key} ${o.etag}`));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

let tableNames: string[] | undefined;

export async function snapshot(): Promise<Snapshot> {
  if (!tableNames) {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' order by name",
    ).all<{ name: string }>();
    tableNames = results.map((r) => r.name).filter((name) => !NOT_COMPARED.test(name));
  }
  const names = tableNames;
  const tables = await env.DB.batch(names.map((name) => env.DB.prepare(`select * from "${name}"`)));
  const state: Snapshot = new Map();
  names.forEach((name, i) => {
    const rows = (tables[i]?.results ?? []).map((row) => JSON.stringify(row));
    state.set(`d1:${name}`, rows.sort());
  });
  state.set("kv:SESSIONS", await kvKeys(env.SESSIONS));
  state.set("kv:UCKS", await kvKeys(env.UCKS));
  state.set("r2:COMPLAINT_IMAGES", await r2Keys(env.COMPLAINT_IMAGES));
  state.set("r2:AVATARS", await r2Keys(env.AVATARS));
  state.set("r2:BACKGROUNDS", await r2Keys(env.BACKGROUNDS));
  return state;
}

/** The stores whose contents differ, with what was added and removed in each. */
export function diff(before: Snapshot, after: Snapshot) {
  const changes: Record<string, { added: string[]; removed: string[] }> = {};
  for (const [store, rows] of after) {
    const old = new Set(before.get(store) ?? []);
    const now = new Set(rows);
    const added = rows.filter((row) => !old.has(row));
    const removed = [...old].filter((row) => !now.has(row));
    if (added.length > 0 || removed.length > 0) changes[store] = { added, removed };
  }
  return changes;
}
