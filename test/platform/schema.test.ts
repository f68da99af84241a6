import { env } from "cloudflare:test";
import * as schema from "@worker/db/schema";
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, getViewConfig, SQLiteTable, SQLiteView } from "drizzle-orm/sqlite-core";
import { expect, it } from "vitest";

const tables = Object.values(schema).filter((value) => is(value, SQLiteTable));
const views = Object.values(schema).filter((value) => is(value, SQLiteView));

type ColumnInfo = { name: string; notnull: number; pk: number };
type IndexInfo = { name: string; unique: number; origin: string };

async function migratedObjects(type: "table" | "view") {
  const { results } = await env.DB.prepare(
    // The full-text index (migrations/0004_search_fts.sql) is SQL only, checked below.
    "select name from sqlite_master where type = ? and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' and name not like '%_fts' and name not like '%_fts_%'",
  )
    .bind(type)
    .all<{ name: string }>();
  return results.map((row) => row.name).sort();
}

it("the migrations create exactly the tables and views of the schema module", async () => {
  expect(await migratedObjects("table")).toEqual(tables.map((t) => getTableName(t)).sort());
  expect(await migratedObjects("view")).toEqual(views.map((v) => getViewConfig(v).name).sort());
});

it("the full-text indexes and their sync triggers exist", async () => {
  const { results } = await env.DB.prepare(
    "select type, name from sqlite_master where name like '%_fts%' and type in ('table', 'trigger') order by name",
  ).all<{ type: string; name: string }>();
  const names = results.map((row) => row.name);
  for (const table of ["complaints", "companies"]) {
    expect(names).toContain(`${table}_fts`);
    for (const event of ["insert", "update", "delete"]) {
      expect(names).toContain(`${table}_fts_after_${event}`);
    }
  }
});

it("every table's columns, nullability and indexes match the schema module", async () => {
  for (const table of tables) {
    const config = getTableConfig(table);
    const { results: columns } = await env.DB.prepare(
      `pragma table_info(${config.name})`,
    ).all<ColumnInfo>();
    expect(columns.map((c) => c.name).sort(), config.name).toEqual(
      config.columns.map((c) => c.name).sort(),
    );
    for (const column of config.columns) {
      const migrated = columns.find((c) => c.name === column.name);
      const required = column.notNull || column.primary;
      expect(
        Boolean(migrated?.notnull || migrated?.pk),
        `${config.name}.${column.name} not null`,
      ).toBe(required);
    }
    const { results: indexes } = await env.DB.prepare(
      `pragma index_list(${config.name})`,
    ).all<IndexInfo>();
    const declared = [
      ...config.indexes.map((index) => index.config.name),
      ...config.columns.filter((c) => c.isUnique && c.uniqueName).map((c) => c.uniqueName),
    ].sort();
    const created = indexes
      .filter((index) => index.origin === "c")
      .map((index) => index.name)
      .sort();
    expect(created, `${config.name} indexes`).toEqual(declared);
  }
});

it("every foreign key of the schema module exists in the database", async () => {
  for (const table of tables) {
    const config = getTableConfig(table);
    const { results } = await env.DB.prepare(`pragma foreign_key_list(${config.name})`).all<{
      table: string;
      from: string;
    }>();
    const migrated = results.map((fk) => `${fk.from}->${fk.table}`).sort();
    const declared = config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return `${ref.columns.map((c) => c.name).join(",")}->${getTableName(ref.foreignTable)}`;
      })
      .sort();
    expect(migrated, `${config.name} foreign keys`).toEqual(declared);
  }
});

it("check constraints refuse an unknown complaint status", async () => {
  const insert = env.DB.prepare(
    "insert into complaints (id, text, company_id, company_name, user_id, status, escalation_deadline, created_at) values ('x', 'text', 'c', 'C', 'u', 'deleted', 0, 0)",
  );
  await expect(insert.run()).rejects.toThrow(/CHECK constraint failed|FOREIGN KEY/);
});
