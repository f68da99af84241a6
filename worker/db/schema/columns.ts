import { type AnySQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch; every timestamp column of the product uses this shape. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** created_at set by the database when the insert does not give one. */
export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .$defaultFn(() => new Date());

/** SQLite booleans are 0/1 integers. */
export const flag = (name: string) => integer(name, { mode: "boolean" });

/** The row's key: a text id the code makes (a UUID), never one the database counts. */
export const id = () => text("id").primaryKey();

type Target = () => AnySQLiteColumn;

/** A row that belongs to another: it must name it, and goes when that row is deleted. */
export const cascadeRef = (name: string, target: Target) =>
  text(name).notNull().references(target, { onDelete: "cascade" });

/**
 * Who or what a row only mentions (the moderator who decided, the account that offered): the
 * row stays when that one is deleted, the column is emptied.
 */
export const setNullRef = (name: string, target: Target) =>
  text(name).references(target, { onDelete: "set null" });

/** The row's key is its parent's: at most one row per parent, gone with it. */
export const parentKey = (name: string, target: Target) =>
  text(name).primaryKey().references(target, { onDelete: "cascade" });
