import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column of the outer query as it must be written inside a correlated subquery of selected
 * fields or `returning()`: always with its table. drizzle writes the columns of a single-table
 * select without their table there, so `${complaints.id}` would become `"id"` and name the
 * subquery's own `id` when it has one (lint/qualified-outer-columns.grit refuses the bare form).
 */
export const outerColumn = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
