import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { createSession } from "@worker/auth/session";
import { parseConfig } from "@worker/config";
import { userRoles } from "@worker/db/schema";
import { type ComponentType, createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { expect, it } from "vitest";
import { z } from "zod";
import * as adminRoute from "~/routes/admin";
import * as companyRoute from "~/routes/company.$slug";
import * as complaintRoute from "~/routes/complaint.$id";
import * as homeRoute from "~/routes/home";
import * as notificationsRoute from "~/routes/notifications";
import * as searchRoute from "~/routes/search";
import * as profileRoute from "~/routes/u.$username";
import { createUser, db } from "./factories";

/**
 * The server side of the XSS journeys (e2e/xss-*.spec.ts): the real route loaders read the whole
 * payload corpus from D1 and the real route components render it with React's server renderer
 * (with React Router's <Meta>, so titles, meta tags and JSON-LD are included). The HTML is then
 * parsed by workerd's HTMLRewriter: the payloads appear only escaped, no element or attribute
 * came from them, and every <script> is JSON-LD that parses.
 */
const ORIGIN = "http://localhost";

// The corpus and its SQL live with the browser journeys (e2e/xss-corpus.ts), which write the
// same rows into the dev server's D1. The TypeScript projects of e2e/ and test/ share no files,
// so the module is imported at run time and parsed.
const CORPUS_MODULE = "../e2e/xss-corpus.ts";
const fn = <T>() => z.custom<T>((value) => typeof value === "function");
const corpusModule = z
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
const { PAYLOADS, JSON_LD_PAYLOAD } = corpusModule;
const ids = corpusModule.corpusIds("render");
const HUB = PAYLOADS.indexOf(JSON_LD_PAYLOAD);
const NONCE = "render-test-nonce";
const worker = exports.default;

/** React's escaping of text and attribute values. */
const escaped = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c,
  );

/**
 * Writes the corpus once for this file: per payload a person, a company, a complaint with a
 * response, a report, a help message, a claim and a notification to a superadmin viewer, and
 * one comment each on the hub complaint (the JSON-LD breakout).
 */
let viewer: Promise<SessionUser | null> | undefined;
function seeded() {
  viewer ??= (async () => {
    const { id } = await createUser({ name: "Vera Viewer" });
    await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
    const statements = corpusModule.corpusSql("render", id, HUB).split("\n");
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    return loadSessionUser(db, id);
  })();
  return viewer;
}

type RouteModule = { default: unknown; loader: (args: never) => Promise<unknown>; meta?: unknown };

function Root() {
  return createElement("div", null, createElement(Meta), createElement(Outlet));
}

/** Runs a route's real loader, then renders its component and <Meta> as the server would. */
async function renderRoute(
  route: RouteModule,
  path: string,
  url: string,
  params: Record<string, string>,
  viewer: SessionUser | null = null,
) {
  const request = new Request(`${ORIGIN}${url}`);
  const context = { db, user: viewer, config: parseConfig(env) };
  const result = (await route.loader({ request, params, context } as never)) as {
    type?: string;
    data?: unknown;
  };
  const loaded = result?.type === "DataWithResponseInit" ? result.data : result;
  const rootData = {
    user: viewer && {
      id: viewer.id,
      name: viewer.profile?.fullName ?? viewer.email,
      username: viewer.profile?.username ?? null,
      avatarUrl: null,
      role: viewer.role,
    },
    publicConfig: { logoUrlTemplate: "", publicHost: ORIGIN, publicShortHost: ORIGIN },
    unreadNotifications: 0,
    flash: null,
    nonce: "",
    sidebarOpen: true,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Root,
      children: [
        {
          id: "page",
          path,
          loader: () => loaded,
          meta: route.meta as never,
          Component: route.default as ComponentType,
        },
      ],
    },
  ]);
  // The streaming renderer, as entry.server.tsx uses it, so deferred data (<Await>) is included.
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { root: rootData, page: loaded } },
    }),
    { nonce: NONCE },
  );
  await stream.allReady;
  return new Response(stream).text();
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "xlink:href"]);
const FORBIDDEN = new Set(["iframe", "object", "embed", "base", "frame", "frameset", "math"]);

/**
 * Parses the HTML (workerd's HTMLRewriter) and asserts nothing in it came from a payload: no
 * raw payload, no forbidden element, no handler or script URL, and every script either JSON-LD
 * (which must parse) or React's own, carrying the CSP nonce.
 */
async function expectInert(html: string, where: string) {
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

const ofType = (ldJson: Record<string, unknown>[], type: string) =>
  ldJson.find((data) => data["@type"] === type);

it("every company page and public profile shows its payload only as text", async () => {
  await seeded();
  for (const [i, p] of PAYLOADS.entries()) {
    const [slug, username] = [ids.companySlug(i), ids.username(i)];
    const company = await renderRoute(companyRoute, "company/:slug", `/company/${slug}`, { slug });
    const companyLd = await expectInert(company, `/company/${slug}`);
    expect(company, slug).toContain(`${escaped(p)}<!-- --> </h1>`.replace("<!-- --> ", ""));
    expect(ofType(companyLd, "Organization")?.name, slug).toBe(p);

    const person = await renderRoute(profileRoute, "u/:username", `/u/${username}`, { username });
    const personLd = await expectInert(person, `/u/${username}`);
    expect(person, username).toContain(`<title>${escaped(`${p} (@${username})`)} · UCK</title>`);
    expect(person, username).toContain(`<!-- --> · ${escaped(p)}<!-- -->`);
    expect(ofType(personLd, "ProfilePage")?.mainEntity, username).toMatchObject({ name: p });
  }
});

it("the complaint page keeps its comments, response and JSON-LD as text", async () => {
  await seeded();
  const hub = ids.complaint(HUB);
  const html = await renderRoute(complaintRoute, "complaint/:id", `/complaint/${hub}`, { id: hub });
  const ldJson = await expectInert(html, "complaint page");
  for (const p of PAYLOADS) expect(html, p).toContain(`${escaped(p)}</p>`);
  const review = ofType(ldJson, "Review");
  expect(review?.reviewBody).toBe(`${JSON_LD_PAYLOAD} ${ids.token}`);
  expect(review?.itemReviewed).toMatchObject({ name: JSON_LD_PAYLOAD });
  // The closing tag and the comment opener are \u escapes inside the ld+json block.
  expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ewindow.__xss=1");
});

it("the feed, search, notifications and every admin tab show the payloads only as text", async () => {
  const viewer = await seeded();
  const feed = await renderRoute(homeRoute, "", "/", {});
  await expectInert(feed, "feed");
  for (const p of PAYLOADS.slice(0, 10)) expect(feed, p).toContain(escaped(p));

  const search = await renderRoute(searchRoute, "search", `/search?q=${ids.token}`, {});
  await expectInert(search, "search");
  expect(search).toContain(
    `<mark class="rounded-sm bg-amber-200 px-0.5 text-neutral-900">${ids.token}`,
  );

  const bell = await renderRoute(notificationsRoute, "notifications", "/notifications", {}, viewer);
  await expectInert(bell, "notifications");
  for (const p of PAYLOADS.slice(0, 20))
    expect(bell, p).toContain(escaped(`${p} commented on your complaint about ${p}`));

  for (const tab of ["users", "moderation", "claims", "messages"]) {
    const url = `/admin?tab=${tab}`;
    const html = await renderRoute(adminRoute, "admin", url, {}, viewer);
    await expectInert(html, url);
    const shown = tab === "users" ? PAYLOADS.slice(0, 20) : PAYLOADS;
    for (const p of shown) expect(html, `${tab}: ${p}`).toContain(escaped(p));
  }
});

it("a search for a payload echoes it only as text", async () => {
  for (const p of PAYLOADS) {
    const html = await renderRoute(searchRoute, "search", `/search?q=${encodeURIComponent(p)}`, {});
    await expectInert(html, `search ${p}`);
    expect(html, p).toContain(`<title>“${escaped(p)}” · Search · UCK</title>`);
    expect(html, p).toContain(`value="${escaped(p)}"`);
  }
});

it("the letter logo draws one escaped character whatever the company's name", async () => {
  for (const name of [...PAYLOADS, "100% Cotton", "%E0%A4%A"]) {
    const response = await worker.fetch(`${ORIGIN}/logos/letter/${encodeURIComponent(name)}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get("Content-Security-Policy"), name).toContain("sandbox");
    const svg = await response.text();
    const text = svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1] ?? "";
    expect(svg.replace(/<text[^>]*>[^<]*<\/text>/, ""), name).not.toMatch(
      /<(script|foreignObject|a)\b/,
    );
    expect(text, name).toMatch(/^(&#\d+;|[^&<>"'])$/u);
  }
});

it("the company lookup turns a hostile domain into a name of letters, or refuses it", async () => {
  const { id } = await createUser();
  const { token } = await createSession(env.SESSIONS, id, 0, Date.now());
  const lookup = (body: unknown) =>
    worker.fetch(`${ORIGIN}/api/functions/get-company-info`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/json",
        Cookie: `uck_session=${token}`,
      },
      body: JSON.stringify(body),
    });
  for (const p of PAYLOADS) {
    for (const domain of [p, `https://shop.example/${p}`]) {
      const response = await lookup({ domain });
      expect(response.headers.get("Content-Type"), domain).toContain("application/json");
      const body = await response.json<{ company?: { name: string }; message?: string }>();
      if (response.status === 400)
        expect(body.message, domain).toBe("Please enter a valid domain, like example.com.");
      else expect(body.company?.name, domain).toMatch(/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/);
    }
  }
});
