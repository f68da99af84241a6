/**
 * The browser suite's servers: each project (the desktop and the phone) gets its own server on its
 * own local state (seeded fresh); the journeys of both run two at a time, on either server, in any
 * order, each on the people and records it makes. E2E_PORT moves them all, so two suites can run
 * on one machine.
 */
const base = Number(process.env.E2E_PORT ?? 5174);
const suffix = base === 5174 ? "" : `-${base}`;

export const E2E_SERVERS = {
  desktop: { port: base, state: `.wrangler/e2e${suffix}` },
  mobile: { port: base + 1, state: `.wrangler/e2e-mobile${suffix}` },
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

/**
 * Where the server of a journey's project takes SQL for its own database (scripts/start.ts
 * --sql-port; e2e/xss/xss-probe.ts `d1`): 100 ports above its own.
 */
export function sqlPortOf(project: string) {
  return (project === "mobile" ? E2E_SERVERS.mobile.port : E2E_SERVERS.desktop.port) + 100;
}

/**
 * Complaints on one archive page on the journeys' servers (scripts/start.ts --archive-page-size;
 * production: 50): the seeded days then fill several pages each, so e2e/archive/reach.spec.ts
 * checks the rule across numbered pages (decision 049).
 */
export const E2E_ARCHIVE_PAGE_SIZE = 4;
