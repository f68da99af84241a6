import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./e2e/browser";
import {
  E2E_ARCHIVE_PAGE_SIZE,
  E2E_MIGRATED,
  E2E_OUTPUT,
  E2E_REPORT,
  E2E_SEED,
  E2E_SERVERS,
  sqlPortOf,
} from "./e2e/servers";

/**
 * Browser journeys against the real app: the production bundle served under workerd with local
 * settings (`npm start -- --built`; a page is a few bundled files, not hundreds of Vite modules),
 * one server and one freshly seeded local state per project (e2e/servers.ts), so the desktop and
 * phone journeys never see each other's data and may run side by side where cores allow. Debian's
 * chromium-headless-shell (or chromium) is used when present (e2e/browser.ts). `npm run test:e2e`
 * builds first; `npm test` has just built.
 */

/**
 * Every journey runs at 1280 px; at 390 px the journeys whose screens or gestures differ on a
 * phone. A file belongs by its name's start, so a file split by behaviour
 * (`card-actions-….spec.ts`) stays where its parent was.
 */
const byName = (names: string[]) => new RegExp(`/(${names.join("|")})[^/]*\\.spec\\.ts$`);
const XSS_JOURNEYS = byName(["xss"]);
// The phone's own layout, menus, sheets and touch: its shell, the feeds and cards, the forms a
// person fills on a phone, the pages without scripts, the complainant's file at 390 px, and every
// file with a phones-only journey or a phone's own controls (search tab, alerts bell), and the
// outcome journeys a phone user lives through (a member's claim, the complainant's verdict).
const PHONE_JOURNEYS = byName([
  "shell",
  "layout",
  "a11y",
  "feed",
  "home-feed",
  "create",
  "card-actions",
  "company(?=\\.spec)",
  "company-claim",
  "legal-entity",
  "no-js-actions-company",
  "offline",
  "languages",
  "polish",
  "escalation",
  "clocks",
  "letters",
  "picture-cards",
  "no-js(?=\\.spec)",
  "archive(?=\\.spec)",
  "profile",
  "auth",
  "search",
  "notifications",
]);

export default defineConfig({
  testDir: "e2e",
  outputDir: E2E_OUTPUT,
  // Every journey makes the people and records it builds on (e2e/accounts.ts, complaints.ts,
  // members.ts), so any journey runs in any order, beside any other on the same server: the two
  // workers take the next journey of any file as they come free (decision 055).
  fullyParallel: true,
  // Measured on two cores with the headless shell and no tracing: one worker was slower (108 of
  // 317 journeys in 7.5 minutes), three no faster than two (decision 055).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Wait for states, not for time: a slow or busy machine (two cores shared with workerd, the
  // build and Chromium) gets patient ceilings, and a journey still ends at its first wrong state.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: E2E_REPORT }]],
  use: {
    // No trace by default: recording one for every journey (DOM snapshots and a screencast) cost
    // a third of the suite's time here. A failure still leaves its screenshot and the page's
    // aria snapshot; to record traces, add `--trace retain-on-failure` to the command.
    trace: "off",
    screenshot: "only-on-failure",
    // The site's service worker fetches pages itself, without the journey's own CF-Connecting-IP,
    // so every journey would share one address and its limits. Only e2e/shell/offline.spec.ts, which
    // is about the worker, lets it register.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: ["production/**", XSS_JOURNEYS],
      use: {
        baseURL: `http://localhost:${E2E_SERVERS.desktop.port}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      // The XSS journeys store and search the same payloads (xss-stored keeps its corpus in
      // every table while it runs, and the search finds those companies by the payload's
      // words), so they run one at a time, beside the other journeys, on the desktop server.
      name: "desktop-xss",
      testMatch: XSS_JOURNEYS,
      workers: 1,
      use: {
        baseURL: `http://localhost:${E2E_SERVERS.desktop.port}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      testMatch: PHONE_JOURNEYS,
      testIgnore: "production/**",
      use: {
        baseURL: `http://localhost:${E2E_SERVERS.mobile.port}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // HTTP-level checks of the production build, where the dev server would hide the
      // behaviour (Host header, bursts, static-asset headers, production defaults).
      name: "production",
      testDir: "e2e/production",
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${E2E_SERVERS.production.port}` },
    },
  ],
  // Through npm, so node_modules/.bin (with Node 24 from the `node` package) leads the PATH
  // whatever Node started Playwright; the servers' own children (wrangler, react-router) follow.
  webServer: [
    // One after another, in this order (Playwright starts its web servers in turn), each from a
    // copy of the migrated and seeded state (e2e/servers.ts). `npm test` made those beside its
    // earlier steps (scripts/e2e-state.ts, E2E_STATE_PREPARED=1); otherwise the first server
    // migrates and seeds and keeps the copies.
    ...(["desktop", "mobile"] as const).map((project) => ({
      command: `npm run --silent start -- --built --fresh --port ${E2E_SERVERS[project].port} --state ${E2E_SERVERS[project].state} --sql-port ${sqlPortOf(project)} --archive-page-size ${E2E_ARCHIVE_PAGE_SIZE} ${project === "desktop" && process.env.E2E_STATE_PREPARED !== "1" ? `--save-migrated ${E2E_MIGRATED} --save-seed` : "--from-seed"} ${E2E_SEED}`,
      url: `http://localhost:${E2E_SERVERS[project].port}/`,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
    {
      command: `npm exec --no -- tsx scripts/serve-production.ts --port ${E2E_SERVERS.production.port} --from-migrated ${E2E_MIGRATED}`,
      url: `http://127.0.0.1:${E2E_SERVERS.production.port}/healthz`,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
