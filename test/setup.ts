import { applyD1Migrations, env } from "cloudflare:test";

/**
 * Before each test file. The files share their workerd runner and its storage (vitest's
 * `isolate: false`, vitest.config.ts: starting a fresh runner per file cost ~4 s of the two
 * cores each), so every file first gets what a fresh runner would give it: the schema migrated
 * (applyD1Migrations skips what is already applied) and every table, KV namespace and bucket
 * empty.
 */
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The archive of old years (decision 048) has the same schema.
await applyD1Migrations(env.ARCHIVE_DB, env.TEST_MIGRATIONS);
await emptyDatabase(env.DB);
await emptyDatabase(env.ARCHIVE_DB);
await Promise.all([emptyKv(env.SESSIONS), emptyKv(env.UCKS)]);
await Promise.all(
  [env.COMPLAINT_IMAGES, env.AVATARS, env.BACKGROUNDS, env.OPEN_DATA].map(emptyBucket),
);

async function emptyDatabase(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
    )
    .all<{ name: string; sql: string }>();
  const fts = results.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql));
  // The full-text indexes' own tables are theirs to keep (their 'delete-all' below empties them).
  const isFtsPart = (name: string) => fts.some((index) => name.startsWith(`${index.name}_`));
  const plain = results.filter((table) => !fts.includes(table) && !isFtsPart(table.name));
  // One transaction; foreign keys are checked at its end, when every table is empty.
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...plain.map((table) => db.prepare(`DELETE FROM "${table.name}"`)),
    ...fts.map((index) =>
      db.prepare(`INSERT INTO "${index.name}"("${index.name}") VALUES ('delete-all')`),
    ),
  ]);
}

async function emptyKv(namespace: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await namespace.list({ cursor });
    await Promise.all(page.keys.map((key) => namespace.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
