import type { Locator, Page } from "@playwright/test";
import { z } from "zod";
import { expect } from "../fixtures";
import { sqlPortOf } from "../servers";
import { normalized, PAYLOADS } from "./xss-corpus";

/**
 * What the XSS journeys look at in the browser: dialogs, `window.__xss`, CSP violations,
 * markup that only a payload could have produced, JSON-LD, and the server's raw HTML.
 */
const dialogsOf = new WeakMap<Page, string[]>();

/**
 * Watches a page for a payload that ran: every dialog (recorded, then dismissed) and every CSP
 * violation (recorded by a listener installed before any page script).
 */
export function watch(page: Page) {
  const dialogs: string[] = [];
  dialogsOf.set(page, dialogs);
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      // zod 4 probes `new Function("")` once (caught) to decide whether it may compile
      // parsers; the blocked probe is the app's own library, not a payload.
      const zodProbe = event.blockedURI === "eval" && /\/zod[./]/.test(event.sourceFile);
      if (!zodProbe)
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile} ${event.sample}`,
        );
    });
  });
}

/** Opens a page and checks the server's HTML: no payload with a tag in it appears raw (a payload
 * with only entities can equal another one escaped, so the browser checks those as text). */
export async function visit(page: Page, url: string, extra: readonly string[] = []) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  expectNoRawPayload((await response?.text()) ?? "", url, extra);
  return response;
}

/**
 * Fetches pages without the browser, a few at a time, and checks their HTML the same way;
 * `status` when every one must answer it, else anything below 500.
 */
export async function expectEscapedHtml(page: Page, paths: readonly string[], status?: number) {
  for (let i = 0; i < paths.length; i += 6) {
    await Promise.all(
      paths.slice(i, i + 6).map(async (path) => {
        const response = await page.request.get(path);
        if (status) expect(response.status(), path).toBe(status);
        else expect(response.status(), path).toBeLessThan(500);
        expectNoRawPayload(await response.text(), path);
      }),
    );
  }
}

function expectNoRawPayload(html: string, where: string, extra: readonly string[] = []) {
  for (const payload of [...PAYLOADS, ...extra]) {
    if (/[<>]/.test(payload))
      expect(html.includes(payload), `${where}: raw ${payload}`).toBe(false);
  }
}

/**
 * Asserts nothing ran and nothing was injected: no dialog, no `window.__xss`, no CSP violation,
 * no element or attribute that only markup in the data could have produced, and JSON-LD that
 * parses. Returns the parsed JSON-LD.
 */
export async function expectInert(page: Page, where: string) {
  const state = await page.evaluate(() => {
    const injected: string[] = [];
    const urlAttributes = new Set(["href", "src", "action", "formaction", "data", "xlink:href"]);
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const { name, value } of Array.from(element.attributes)) {
        const tag = `${element.localName}[${name}=${value.slice(0, 40)}]`;
        if (/^on/i.test(name) || name === "srcdoc") injected.push(tag);
        if (urlAttributes.has(name) && /^\s*(javascript|vbscript|data):/i.test(value))
          injected.push(tag);
        if (name === "style" && /expression\(|javascript:/i.test(value)) injected.push(tag);
      }
    }
    const forbidden = "iframe, object, embed, base, frame, math, meta[http-equiv], details[open]";
    for (const element of Array.from(document.querySelectorAll(forbidden)))
      injected.push(element.localName);
    for (const style of Array.from(document.querySelectorAll("style")))
      if (/javascript:|expression\(/i.test(style.textContent ?? "")) injected.push("style");
    const ldJson: Record<string, unknown>[] = [];
    for (const script of Array.from(document.scripts)) {
      if (script.type === "application/ld+json") {
        try {
          ldJson.push(JSON.parse(script.textContent ?? ""));
        } catch (error) {
          injected.push(`ld+json that does not parse: ${String(error)}`);
        }
      } else if (!script.src && !script.nonce) {
        injected.push(`script without nonce: ${(script.textContent ?? "").slice(0, 60)}`);
      }
    }
    return {
      xss: Reflect.get(window, "__xss") as unknown,
      csp: (Reflect.get(window, "__cspViolations") as string[] | undefined) ?? [],
      injected,
      ldJson,
    };
  });
  expect(dialogsOf.get(page) ?? [], `${where}: dialogs`).toEqual([]);
  expect(state.xss, `${where}: window.__xss`).toBeUndefined();
  expect(state.csp, `${where}: CSP violations`).toEqual([]);
  expect(state.injected, `${where}: injected markup`).toEqual([]);
  return { ldJson: state.ldJson };
}

export const shows = (locator: Locator, text: string) =>
  expect(locator).toContainText(normalized(text), { ignoreCase: false });

export async function jsonLd(page: Page, type: string) {
  const { ldJson } = await expectInert(page, `${type} JSON-LD`);
  const found = ldJson.find((data) => data["@type"] === type);
  expect(found, `a ${type} in the page's JSON-LD`).toBeTruthy();
  return found as Record<string, unknown> & { itemReviewed?: { name?: unknown } };
}

/** Opens a stored upload as a document of its own: an image, never a page that runs script. */
export async function expectImageDocument(page: Page, src: string, type: string) {
  const raw = await page.context().newPage();
  try {
    await watch(raw);
    const response = await raw.goto(src);
    expect(response?.headers()["content-type"]).toBe(type);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await raw.evaluate(() => document.contentType)).toBe(type);
    await expectInert(raw, src);
  } finally {
    await raw.close();
  }
}

/**
 * Runs SQL on the database of a project's server (the desktop one unless said) through that
 * server's own runtime (scripts/start.ts --sql-port), so it queues with the pages' requests;
 * the rows of the last statement.
 */
export async function d1(sql: string, project = "desktop"): Promise<Record<string, unknown>[]> {
  const response = await fetch(`http://127.0.0.1:${sqlPortOf(project)}/`, {
    method: "POST",
    body: sql,
  });
  if (!response.ok)
    throw new Error(`SQL on the ${project} server failed: ${await response.text()}`);
  return z.array(z.record(z.string(), z.unknown())).parse(await response.json());
}
