import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from "drizzle-orm";
import { DrizzleD1Database, type drizzle, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;

/**
 * The schema's relational map, worked out once per isolate. `drizzle(d1, { schema })` works it
 * out again on every call, and every request opens its own D1 session, so it did so on every
 * request: the largest single cost of the floor page in a profile (docs/performance.md, "Where
 * the render time goes"). This builds the same database object drizzle() builds
 * (drizzle-orm/d1/driver.js, 0.45) from that one map.
 */
let relational: RelationalSchemaConfig<TablesRelationalConfig> | undefined;
const dialect = new SQLiteAsyncDialect();

export function createDb(d1: D1Database): ReturnType<typeof drizzle<Schema, D1Database>> {
  if (!relational) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  }
  const session = new SQLiteD1Session(d1, dialect, relational, {});
  const db = new DrizzleD1Database("async", dialect, session, relational) as ReturnType<
    typeof drizzle<Schema, D1Database>
  >;
  db.$client = d1;
  return db;
}

export type Database = ReturnType<typeof createDb>;
