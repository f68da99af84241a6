import { useState } from "react";

/**
 * Text cut at `limit` characters with "Read more" / "Show less". Without scripts the whole text
 * shows and the button does not (CSS `scripting: none`), so no button is there that does nothing.
 */
export function CollapsibleText({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <p
      className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800"
      data-testid="complaint-text"
    >
      {long && !open ? (
        <>
          {text.slice(0, limit).trimEnd()}
          <span className="noscript:hidden">…</span>
          <span className="hidden noscript:inline">{text.slice(limit)}</span>
        </>
      ) : (
        text
      )}
      {long ? (
        <>
          {" "}
          <button
            type="button"
            onClick={() => setOpen(!open)}
            className="font-medium text-brand-600 noscript:hidden hover:underline"
            aria-expanded={open}
          >
            {open ? "Show less" : "Read more"}
          </button>
        </>
      ) : null}
    </p>
  );
}
