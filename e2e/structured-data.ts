import type { Page } from "@playwright/test";

/**
 * Every JSON-LD value of a page beside its visible counterpart (issue 39; Google's structured
 * data rules: mark up only what the page shows). Returns the values that have none, as
 * "path = value". A value's counterpart, by kind:
 * - text: in the page's text (the DOM's text outside scripts and styles, whitespace ignored, so
 *   a collapsed FAQ answer counts, as Google counts it);
 * - a URL: a link on the page to it, or the page's own address (canonical);
 * - a date: a `<time datetime>` of the same instant, or the date written out in the text;
 * - a number: the number written in the text;
 * - `potentialAction` (a SearchAction): a form on the page that sends the query there, or a link
 *   to the search page (whose form does).
 * `@context`, `@type` and `@id` name vocabulary and identity, not content, and are not checked.
 */
export async function structuredDataWithoutCounterpart(page: Page) {
  return page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, "");
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll("script, style, template")) element.remove();
    const text = clone.textContent ?? "";
    const plain = squash(text);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    // Canonical URLs name the public host, which may differ from this server's port: an address
    // on either is compared by its path.
    const ours = new Set([location.origin, new URL(canonical ?? location.href).origin]);
    const normalize = (url: string) => {
      const parsed = new URL(url, location.href);
      const path = `${parsed.pathname.replace(/\/$/, "")}${parsed.search}`;
      return ours.has(parsed.origin) ? path : `${parsed.origin}${path}`;
    };
    const links = new Set(
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => normalize(a.href)),
    );
    if (canonical) links.add(normalize(canonical));
    const times = [...document.querySelectorAll("time[datetime]")].map((time) =>
      Date.parse(time.getAttribute("datetime") ?? ""),
    );

    const missing: string[] = [];
    const check = (value: unknown, path: string, key: string) => {
      if (key === "@context" || key === "@type" || key === "@id") return;
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) check(item, `${path}[${i}]`, key);
        return;
      }
      if (value && typeof value === "object") {
        if (key === "potentialAction") {
          const action = value as { target?: string; "query-input"?: string };
          const target = new URL((action.target ?? "").replace(/\{[^}]+\}/g, "x"), location.href);
          const param = [...target.searchParams.keys()][0] ?? "";
          const form = [...document.querySelectorAll("form")].find(
            (f) =>
              new URL(f.action, location.href).pathname === target.pathname &&
              f.querySelector(`[name="${param}"]`),
          );
          // Or a link to the search page that has that form.
          const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].some(
            (a) => new URL(a.href).pathname === target.pathname,
          );
          if (!form && !link) missing.push(`${path} = ${action.target}`);
          return;
        }
        for (const [name, inner] of Object.entries(value)) check(inner, `${path}.${name}`, name);
        return;
      }
      const shown = (() => {
        if (typeof value === "number")
          return new RegExp(`(^|[^\\d.])${value}($|[^\\d.])`).test(text);
        if (typeof value === "boolean") return false;
        const string = String(value);
        if (/^(https?:\/\/|\/)/.test(string)) return links.has(normalize(string));
        if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(string)) {
          const at = Date.parse(string);
          return times.includes(at) || plain.includes(squash(string));
        }
        return plain.includes(squash(string));
      })();
      if (!shown) missing.push(`${path} = ${JSON.stringify(value)}`);
    };
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    for (const [i, script] of [...scripts].entries())
      check(JSON.parse(script.textContent ?? "null"), `ld[${i}]`, "");
    return { missing, count: scripts.length };
  });
}
