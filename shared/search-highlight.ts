/**
 * The sentinels FTS5's snippet() and highlight() put around matched words. Private-use
 * characters: nobody types them, and unlike "[[" they never collide with complaint text. The
 * marked string is split here into plain parts; nothing from the database is rendered as HTML.
 */
export const MARK_OPEN = "\uE000";
export const MARK_CLOSE = "\uE001";

export type HighlightPart = { text: string; hit: boolean };

/** "a \uE000b\uE001 c" → [{ "a ", false }, { "b", true }, { " c", false }]. */
export function splitHighlights(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let hit = false;
  let text = "";
  const flush = () => {
    if (text) parts.push({ text, hit });
    text = "";
  };
  for (const char of marked) {
    if (char === MARK_OPEN || char === MARK_CLOSE) {
      flush();
      hit = char === MARK_OPEN;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

/** The marked string without its sentinels (for titles and labels). */
export const stripHighlights = (marked: string) =>
  marked.replaceAll(MARK_OPEN, "").replaceAll(MARK_CLOSE, "");
