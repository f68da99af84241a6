import { createContext, useContext } from "react";

const STYLE_ID = "uck-styles";

/** The site's stylesheet text, provided by the server entry (app/entry.server.tsx). */
const InlineStylesContext = createContext("");
export const InlineStylesProvider = InlineStylesContext.Provider;

let hydratedCss: string | null = null;

/**
 * The stylesheet inlined into the document head (about 9 KB gzip): the first paint needs no
 * second request, which on a phone network is the difference between an FCP of ~1.5 s and ~2 s
 * (the Lighthouse budget, docs/performance.md#the-budget). The browser keeps it for client-side navigations. On the
 * client the text is read back from the server's element, so any later render (even a full
 * client render after a hydration error) writes the same CSS, never an empty one.
 */
export function InlineStyles() {
  const serverCss = useContext(InlineStylesContext);
  if (typeof document !== "undefined") {
    hydratedCss ??= document.getElementById(STYLE_ID)?.textContent ?? "";
  }
  const css = typeof document === "undefined" ? serverCss : (hydratedCss ?? "");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's CSS, never user data.
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
