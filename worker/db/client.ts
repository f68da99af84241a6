import { DrizzleD1Database, type drizzle, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema";

type Schema = typeof schema;

/**
 * The database object drizzle() builds (drizzle-orm/d1/driver.js, 0.45), without what it builds
 * for relational queries. drizzle() works out the schema's relational map on every call, and its
 * database constructor makes a query builder for every table (`db.query.<table>`); every request
 * opens its own D1 session, so both ran on every request, for a feature the code never uses (it
 * writes every query with `select`/`insert`): the map was the largest single cost of the floor
 * page, and the builders, 6% of a company page's time in a later profile (docs/performance.md,
 * "Where the render time goes"). `query` is left out of the type so that nothing starts using it.
 */
const dialect = new SQLiteAsyncDialect();

type DrizzleDb = ReturnType<typeof drizzle<Schema, D1Database>>;

export function createDb(d1: D1Database): Omit<DrizzleDb, "query"> {
  const session = new SQLiteD1Session(d1, dialect, undefined, {});
  const db = new DrizzleD1Database("async", dialect, session, undefined) as unknown as DrizzleDb;
  db.$client = d1;
  return db;
}

export type Database = ReturnType<typeof createDb>;
