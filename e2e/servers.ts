/**
 * The browser suite's servers: each project (two desktop lanes and the phone) gets its own server
 * on its own local state (seeded fresh), so the projects run side by side without touching each
 * other's data; within a project the journeys run one after another. E2E_PORT moves them all, so
 * two suites can run on one machine.
 */
const base = Number(process.env.E2E_PORT ?? 5174);
const suffix = base === 5174 ? "" : `-${base}`;

export const E2E_SERVERS = {
  desktop: { port: base, state: `.wrangler/e2e${suffix}` },
  mobile: { port: base + 1, state: `.wrangler/e2e-mobile${suffix}` },
  // The second desktop lane (decision 016): its own server and state, so it runs beside the first.
  "desktop-2": { port: base + 2, state: `.wrangler/e2e-desktop-2${suffix}` },
  // The production build (scripts/serve-production.ts); its mail stand-in takes the next port.
  production: { port: base + 16 },
} as const;

/**
 * The first server's state right after its migrations and seed: the other servers start from a
 * copy of it (scripts/start.ts --save-seed / --from-seed) instead of migrating and seeding again.
 */
export const E2E_SEED = `.wrangler/e2e-seed${suffix}`;
/** The same state before its seed, for the production project's server (no demo data there). */
export const E2E_MIGRATED = `.wrangler/e2e-migrated${suffix}`;

/** Where a project's reports go, so a second suite does not overwrite the first one's. */
export const E2E_REPORT =
  base === 5174 ? "test-results/e2e.json" : `test-results/e2e${suffix}.json`;
export const E2E_OUTPUT = base === 5174 ? "test-results/e2e" : `test-results/e2e${suffix}`;

/** The local state of the server a journey's project runs against (for `wrangler d1 execute`). */
export function stateOf(project: string) {
  if (project === "mobile" || project === "desktop-2") return E2E_SERVERS[project].state;
  return E2E_SERVERS.desktop.state;
}
