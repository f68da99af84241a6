import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { gzipSync } from "node:zlib";
import { createApp } from "@worker/app";
import { complaints, profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import {
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { beforeAll, expect, it } from "vitest";
import * as entryServer from "~/entry.server";
import * as root from "~/root";
import * as home from "~/routes/home";
import { createCompany, createComplaint, createUser, db } from "../factories";
import * as stub from "../stubs/server-build";

/**
 * The budget of the data `/` carries inline (docs/performance.md#the-budget, decision 066): the
 * scripts React Router writes into the document for hydration
 * (`window.__reactRouterContext.streamController.enqueue(…)`), gzipped at level 9 as
 * scripts/bench/measure.ts counts them, at most 3 KB with a page of ten cards. `/` is rendered
 * by the real server path: the Worker's Hono app, React Router's request handler, the real root
 * and home routes and entry.server.tsx, over the test database.
 */
const BUDGET_BYTES = 3 * 1024;

const routeAsset = (id: string, parentId: string | undefined, index?: true) => ({
  id,
  parentId,
  path: index ? undefined : "",
  index,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: true,
  module: `/assets/${id.replace("/", "-")}.js`,
  imports: [],
  css: [],
});

/** A route module as the framework's build gives it: its components handed their props. */
const asBuilt = <M extends { default: unknown; ErrorBoundary?: unknown }>(module: M) => ({
  ...module,
  default: withComponentProps(module.default as never),
  ErrorBoundary: module.ErrorBoundary && withErrorBoundaryProps(module.ErrorBoundary as never),
});

const build = {
  ...stub,
  entry: { module: entryServer },
  routes: {
    root: { id: "root", path: "", module: asBuilt(root) },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: asBuilt(home) },
  },
  assets: {
    ...stub.assets,
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: routeAsset("root", undefined),
      "routes/home": routeAsset("routes/home", "root", true),
    },
  },
} as unknown as ServerBuild;

const app = createApp(async () => build, "production");

/** Ten complaints as people write them: ~150 characters, real companies and people; the two oldest answered
 * (answers come hours after a complaint, so the newest page has few). */
const SEEDS = [
  {
    company: ["Comcast", "comcast.com"],
    author: "Maria Fernandez",
    text: "Internet has been down for 9 days. The status page says there is no outage in my area while my whole street is offline, and I am still billed full price.",
    answer:
      "We apologise for the outage. A technician is booked for Thursday and your next bill will carry a credit.",
  },
  {
    company: ["Amazon", "amazon.com"],
    author: "James O'Connor",
    text: "Order #114-2291 was marked as delivered 12 days ago but nothing arrived. The driver photo shows a door that is not mine and support keeps closing my chat.",
  },
  {
    company: ["Delta Air Lines", "delta.com"],
    author: "Aiko Tanaka",
    text: "My flight to Boston was cancelled four hours before departure. I was rebooked two days later with no hotel, no meals and no answer about a refund for the fare.",
    answer:
      "We have refunded the unused fare to your card; it should appear within 5 business days.",
  },
  {
    company: ["Verizon", "verizon.com"],
    author: "Omar Khalil",
    text: "I was charged $89.99 for an upgrade fee that the store told me was waived. Three calls later the fee is still on my bill and nobody can explain it.",
  },
  {
    company: ["IKEA", "ikea.com"],
    author: "Sofia Rossi",
    text: "The wardrobe arrived with two broken panels. The replacement parts were promised within a week; it has been five weeks and the order still says processing.",
  },
  {
    company: ["Uber", "uber.com"],
    author: "Lucas Martin",
    text: "The driver took a 25 minute detour and I was charged twice the estimate. The app only offers canned answers and the dispute button does nothing at all.",
  },
  {
    company: ["Wells Fargo", "wellsfargo.com"],
    author: "Priya Sharma",
    text: "A payment I made on time was marked late and I was charged a $39 fee. The branch says it is an online issue and the online team says to visit the branch.",
  },
  {
    company: ["Spotify", "spotify.com"],
    author: "Noah Williams",
    text: "They cancelled my family plan by mistake, then charged $16.99 to reactivate it. Nobody can explain the charge and the chat agent closed the conversation.",
  },
  {
    company: ["Samsung", "samsung.com"],
    author: "Elena Petrova",
    text: "My phone stopped charging after two weeks. Support asked me to reset it, then to send photos, then to reset it again. I want a replacement, not a script.",
  },
  {
    company: ["Booking.com", "booking.com"],
    author: "Daniel Kim",
    text: "The hotel I booked through the site did not exist at that address. I paid for another room that night and my refund request has been pending for a month.",
  },
] as const;

beforeAll(async () => {
  const start = Date.now() - SEEDS.length * 3_600_000;
  for (const [index, seed] of SEEDS.entries()) {
    const [name, domain] = seed.company;
    const company = await createCompany({ name, domain });
    const author = await createUser({ name: seed.author });
    // A username as people choose one ("maria_fernandez"), not the factory's numbered one.
    const username = seed.author.toLowerCase().replace(/[^a-z]+/g, "_");
    await db.update(profiles).set({ username }).where(eq(profiles.id, author.id));
    const { id } = await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
      text: seed.text,
      createdAt: new Date(start + index * 3_600_000),
    });
    await db
      .update(complaints)
      .set({ uckCount: 3 + index * 7, commentsCount: index % 4 })
      .where(eq(complaints.id, id));
    if ("answer" in seed) {
      await db
        .update(complaints)
        .set({
          hasResponse: true,
          response: seed.answer,
          responseAt: new Date(start + index * 3_600_000 + 1_800_000),
          responseCategory: "explanation",
          status: "in_progress",
        })
        .where(eq(complaints.id, id));
    }
  }
});

/** The scripts that carry loader data, as the document has them. */
function loaderDataScripts(html: string) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
  return scripts.filter((script) => script.includes("streamController.enqueue("));
}

/** Gzip at level 9, as scripts/bench/measure.ts counts inline scripts. */
const gzipLength = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

it("/ carries at most 3 KB gzip of inline loader data with ten cards", async () => {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request("http://localhost/", { headers: { "Accept-Language": "en-US,en;q=0.9" } }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  // Ten cards on the page, each with its words: the data measured is a real page's.
  expect(html.match(/data-testid="complaint-card"/g)?.length).toBe(SEEDS.length);
  for (const seed of SEEDS) expect(html).toContain(seed.author);
  const scripts = loaderDataScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  const gzip = gzipLength(scripts.join(""));
  // Measured 2026-11-29: 4,021 B before decision 066 packed the cards, 2,984 B after.
  expect(gzip, `inline loader data on /: ${gzip} B gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
});
