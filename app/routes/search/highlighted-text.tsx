import { splitHighlights } from "@shared/search-highlight";

/**
 * Text marked by FTS5 (see highlight.ts) with the matched words in <mark>. Every part is a
 * React text node: whatever the complaint says is shown, never interpreted as HTML.
 */
export function HighlightedText({ marked }: { marked: string }) {
  return (
    <>
      {splitHighlights(marked).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-neutral-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
