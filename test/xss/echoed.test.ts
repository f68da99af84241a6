import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession } from "@worker/auth/session";
import { expect, it } from "vitest";
import * as searchRoute from "~/routes/search/route";
import { createUser } from "../factories";
import { escaped, expectInert, ORIGIN, PAYLOADS, renderRoute } from "./setup";

/**
 * Reflected XSS (setup.ts): a payload the request itself carries (a search, a letter
 * logo's name, a domain to look up) comes back only as text, or is refused.
 */
const worker = exports.default;

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
