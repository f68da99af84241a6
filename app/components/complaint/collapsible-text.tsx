import { useState } from "react";
import { useI18n } from "~/i18n/i18n";

/**
 * Text cut at `limit` characters with "Read more" / "Show less" (in the page's language). Without
 * scripts the whole text shows and the button does not (CSS `scripting: none`), so no button is
 * there that does nothing.
 */
export function CollapsibleText({ text, limit }: { text: string; limit: number }) {
  const { t } = useI18n();
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
            {t(open ? "card.showLess" : "card.readMore")}
          </button>
        </>
      ) : null}
    </p>
  );
}
