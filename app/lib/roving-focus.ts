/**
 * Arrow keys in a group of items (WAI-ARIA menus and tab lists): the item a key moves focus to
 * from the focused one, wrapping at the ends, Home and End to the first and last; undefined for
 * any other key. `keys` names the group's direction (up/down for a menu, left/right for tabs).
 */
export function rovingTarget<T extends HTMLElement>(
  key: string,
  items: T[],
  keys: { previous: string; next: string },
): T | undefined {
  const at = items.indexOf(document.activeElement as T);
  const count = items.length;
  if (key === keys.next) return items[(at + 1) % count];
  if (key === keys.previous) return items[(at - 1 + count) % count];
  if (key === "Home") return items[0];
  if (key === "End") return items[count - 1];
  return undefined;
}
