import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the real app (dev server under workerd) on its own port and its own
 * local state, seeded fresh for every run. Debian's chromium is used when present; elsewhere
 * Playwright's own browser (`npx playwright install chromium`).
 */
const PORT = Number(process.env.E2E_PORT ?? 5174);
// Another port (E2E_PORT) gets its own state, so two runs can go side by side.
const STATE = PORT === 5174 ? ".wrangler/e2e" : `.wrangler/e2e-${PORT}`;
// The production build (scripts/serve-production.ts) and its mail stand-in on the next port.
const PRODUCTION_PORT = PORT + 16;
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  outputDir: PORT === 5174 ? "test-results/e2e" : `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Wait for states, not for time: a slow or busy machine (two cores shared with workerd, the
  // build and Chromium) gets patient ceilings, and a journey still ends at its first wrong state.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    [
      "json",
      { outputFile: PORT === 5174 ? "test-results/e2e.json" : `test-results/e2e-${PORT}.json` },
    ],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
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
      testIgnore: "production/**",
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: "production/**",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // HTTP-level checks of the production build, where the dev server would hide the
      // behaviour (Host header, bursts, static-asset headers, production defaults).
      name: "production",
      testDir: "e2e/production",
      use: { baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` },
    },
  ],
  // Through npm, so node_modules/.bin (with Node 24 from the `node` package) leads the PATH
  // whatever Node started Playwright; the servers' own children (wrangler, react-router) follow.
  webServer: [
    {
      command: `npm run --silent start -- --port ${PORT} --state ${STATE} --fresh`,
      url: `http://localhost:${PORT}/`,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npm exec --no -- tsx scripts/serve-production.ts --port ${PRODUCTION_PORT}`,
      url: `http://127.0.0.1:${PRODUCTION_PORT}/healthz`,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
