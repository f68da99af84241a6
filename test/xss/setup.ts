/**
 * What the server side of the XSS journeys (e2e/xss-*.spec.ts) shares: the payload corpus, the
 * real route loaders and components rendered with React's server renderer (with React Router's
 * <Meta>, so titles, meta tags and JSON-LD are included), and the check that parses the HTML
 * with workerd's HTMLRewriter: the payloads appear only escaped, no element or attribute came
 * from them, and every <script> is JSON-LD that parses.
 */
import type { SessionUser } from "@worker/auth/current-user";
import { createElement } from "react";
import { Meta, Outlet } from "react-router";
import { expect } from "vitest";
import { z } from "zod";
import { type RouteModule, renderPage } from "../harness/render";

export const ORIGIN = "http://localhost";

// The corpus and its SQL live with the browser journeys (e2e/xss/xss-corpus.ts), which write the
// same rows into the dev server's D1. The TypeScript projects of e2e/ and test/ share no files,
// so the module is imported at run time and parsed.
const CORPUS_MODULE = "../../e2e/xss/xss-corpus.ts";
const fn = <T>() => z.custom<T>((value) => typeof value === "function");
export const corpusModule = z
  .object({
    PAYLOADS: z.array(z.string()).min(30),
    JSON_LD_PAYLOAD: z.string(),
    corpusSql: fn<(stamp: string, recipientId: string, hub: number) => string>(),
    corpusIds:
      fn<
        (stamp: string) => {
          username: (i: number) => string;
          companySlug: (i: number) => string;
          complaint: (i: number) => string;
          token: string;
        }
      >(),
  })
  .parse(await import(/* @vite-ignore */ CORPUS_MODULE));
export const { PAYLOADS, JSON_LD_PAYLOAD } = corpusModule;
export const ids = corpusModule.corpusIds("render");
export const HUB = PAYLOADS.indexOf(JSON_LD_PAYLOAD);
export const NONCE = "render-test-nonce";

/** React's escaping of text and attribute values. */
export const escaped = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c,
  );

function Root() {
  return createElement("div", null, createElement(Meta), createElement(Outlet));
}

/** Runs a route's real loader, then renders its component and <Meta> as the server would. */
export async function renderRoute(
  route: RouteModule,
  path: string,
  url: string,
  params: Record<string, string>,
  viewer: SessionUser | null = null,
) {
  const page = await renderPage(route, { path, url, params, viewer, Root, nonce: NONCE });
  expect(page.status, url).toBe(200);
  return page.html;
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "xlink:href"]);
const FORBIDDEN = new Set(["iframe", "object", "embed", "base", "frame", "frameset", "math"]);

/**
 * Parses the HTML (workerd's HTMLRewriter) and asserts nothing in it came from a payload: no
 * raw payload, no forbidden element, no handler or script URL, and every script either JSON-LD
 * (which must parse) or React's own, carrying the CSP nonce.
 */
export async function expectInert(html: string, where: string) {
  for (const payload of PAYLOADS)
    if (/[<>]/.test(payload))
      expect(html.includes(payload), `${where}: raw ${payload}`).toBe(false);
  const injected: string[] = [];
  const scripts: { type: string; nonce: string; text: string }[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        if (FORBIDDEN.has(element.tagName)) injected.push(element.tagName);
        if (element.tagName === "meta" && element.hasAttribute("http-equiv")) injected.push("meta");
        for (const [name, value] of attributesOf(element)) {
          const tag = `${element.tagName}[${name}=${value.slice(0, 40)}]`;
          if (/^on/i.test(name) || name === "srcdoc") injected.push(tag);
          if (URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript|data):/i.test(value))
            injected.push(tag);
          if (name === "style" && /expression\(|javascript:|url\(/i.test(value)) injected.push(tag);
        }
      },
    })
    .on("script", {
      element(element) {
        const nonce = element.getAttribute("nonce") ?? "";
        scripts.push({ type: element.getAttribute("type") ?? "", nonce, text: "" });
      },
      text(chunk) {
        const current = scripts.at(-1);
        if (current) current.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  expect(injected, `${where}: injected markup`).toEqual([]);
  const ldJson = scripts.filter((script) => script.type === "application/ld+json");
  const others = scripts.filter((script) => script.type !== "application/ld+json");
  expect(
    others.filter((script) => script.nonce !== NONCE),
    `${where}: scripts without the nonce`,
  ).toEqual([]);
  return ldJson.map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

/** HTMLRewriter yields [name, value] pairs (the DOM typings of `attributes` say otherwise). */
const attributesOf = (element: { attributes: Iterable<unknown> }) =>
  Array.from(element.attributes, (entry) => z.tuple([z.string(), z.string()]).parse(entry));

export const ofType = (ldJson: Record<string, unknown>[], type: string) =>
  ldJson.find((data) => data["@type"] === type);
