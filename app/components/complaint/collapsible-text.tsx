import { useState } from "react";

/** Text cut at `limit` characters with "Read more" / "Show less". */
export function CollapsibleText({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <p
      className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800"
      data-testid="complaint-text"
    >
      {long && !open ? `${text.slice(0, limit).trimEnd()}…` : text}
      {long ? (
        <>
          {" "}
          <button
            type="button"
            onClick={() => setOpen(!open)}
            className="font-medium text-brand-600 hover:underline"
            aria-expanded={open}
          >
            {open ? "Show less" : "Read more"}
          </button>
        </>
      ) : null}
    </p>
  );
}
