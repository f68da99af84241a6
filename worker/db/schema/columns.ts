import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch; every timestamp column of the product uses this shape. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** created_at set by the database when the insert does not give one. */
export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .$defaultFn(() => new Date());

/** SQLite booleans are 0/1 integers. */
export const flag = (name: string) => integer(name, { mode: "boolean" });
