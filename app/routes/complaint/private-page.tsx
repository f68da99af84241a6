import type { ReactNode } from "react";

/** The complaint the page is about, a few lines of it. */
export function ComplaintQuote({ text }: { text: string }) {
  return (
    <blockquote className="line-clamp-4 border-l-4 border-neutral-200 pl-3 text-sm break-words whitespace-pre-line text-neutral-700">
      {text}
    </blockquote>
  );
}

/** Why the page has no form for this visitor. */
export function PageRefusal({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
