import { and, type Column, eq, gt, lt, or, SQL } from "drizzle-orm";

/**
 * Keyset paging, one way for every list (the feeds, the ranked lists, bookmarks, the inbox, the
 * moderation queue, the sitemap's parts, the public API): a page ends at its last row, and the
 * cursor is that row's sort values then its id, joined by "_" (`1764000000000_9f3c…`). Never
 * OFFSET over a large table (docs/architecture.md).
 */

const ID = /^[A-Za-z0-9-]{1,64}$/;
const WHOLE = /^\d{1,15}$/;
const DECIMAL = /^\d{1,15}(\.\d{1,12})?$/;
type Shape = "whole" | "decimal";

/** The cursor of a page that ends at a row with these sort values and this id. */
export const keysetCursor = (values: readonly number[], id: string) => [...values, id].join("_");

/**
 * A cursor of `arity` sort values (whole numbers, or decimals where a list sorts by a computed
 * score) and an id, read back; null for anything else.
 */
export function parseKeyset(
  value: string | null | undefined,
  arity: number,
  values: Shape | readonly Shape[] = "whole",
): { values: number[]; id: string } | null {
  if (!value || value.length > 200) return null;
  const parts = value.split("_");
  const id = parts.pop() ?? "";
  // One shape for every value, or one per position (a weighted counter, then a time).
  const shapeAt = (index: number) =>
    (typeof values === "string" ? values : values[index]) === "decimal" ? DECIMAL : WHOLE;
  if (
    parts.length !== arity ||
    !ID.test(id) ||
    !parts.every((part, index) => shapeAt(index).test(part))
  )
    return null;
  return { values: parts.map(Number), id };
}

type Key = {
  column: Column | SQL | SQL.Aliased;
  value: unknown;
  /** This key's own order, where it differs from the list's (the moderation queue's id). */
  direction?: "desc" | "asc";
};

/**
 * One comparison, with drizzle's overload for a column (which maps a Date), an expression or a
 * subquery's field (a ranked list's score).
 */
const compare = (op: typeof lt, column: Key["column"], value: unknown) =>
  column instanceof SQL
    ? op(column, value)
    : column instanceof SQL.Aliased
      ? op(column, value)
      : op(column, value);

/**
 * The rows after a cursor in an order of `keys` then `id`, descending unless said:
 * `k1 < v1 or (k1 = v1 and (… or (kn = vn and id < last id)))`. A key's value is what the column
 * compares with (a Date for a timestamp column).
 */
export function afterKeyset(keys: readonly Key[], id: Key, direction: "desc" | "asc" = "desc") {
  const beyond = (key: Key) => ((key.direction ?? direction) === "desc" ? lt : gt);
  let condition = compare(beyond(id), id.column, id.value);
  for (const key of [...keys].reverse()) {
    condition =
      or(
        compare(beyond(key), key.column, key.value),
        and(compare(eq, key.column, key.value), condition),
      ) ?? condition;
  }
  return condition;
}
