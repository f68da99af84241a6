/**
 * The browser suite's servers: the desktop and phone journeys each get their own server on its
 * own local state (seeded fresh), so the two projects run side by side without touching each
 * other's data; within a project the journeys run one after another. E2E_PORT moves them all, so
 * two suites can run on one machine.
 */
const base = Number(process.env.E2E_PORT ?? 5174);
const suffix = base === 5174 ? "" : `-${base}`;

export const E2E_SERVERS = {
  desktop: { port: base, state: `.wrangler/e2e${suffix}` },
  mobile: { port: base + 1, state: `.wrangler/e2e-mobile${suffix}` },
  // The production build (scripts/serve-production.ts); its mail stand-in takes the next port.
  production: { port: base + 16 },
} as const;

/** Where a project's reports go, so a second suite does not overwrite the first one's. */
export const E2E_REPORT =
  base === 5174 ? "test-results/e2e.json" : `test-results/e2e${suffix}.json`;
export const E2E_OUTPUT = base === 5174 ? "test-results/e2e" : `test-results/e2e${suffix}`;
