/**
 * Seeds a local database through wrangler's platform proxy (the same local D1/R2 state that
 * `npm start` serves). Deterministic and idempotent: fixed ids, INSERT OR IGNORE.
 *
 *   npm run db:seed                       demo data (300 complaints, 40 users, 72 companies)
 *   npm run db:seed -- --if-empty         only when the database has no complaints (npm start)
 *   npm run db:seed -- --scale 100000     benchmark scale (users and companies grow with it)
 *   npm run db:seed -- --state DIR        another local state folder (browser tests, bench)
 */
import { parseArgs } from "node:util";
import { hashPassword } from "@worker/auth/password";
import { createDb } from "@worker/db/client";
import { backfillComplaintFacets } from "@worker/jobs/complaint-facets";
import { DEMO_PASSWORD, DEMO_SCALE, generateSeed, type SeedScale } from "@worker/seed/generate";
import { isDatabaseEmpty, writeSeed } from "@worker/seed/write";
import { getPlatformProxy } from "wrangler";
import { drawSeedPhoto } from "./seed-images";

const { values } = parseArgs({
  options: {
    "if-empty": { type: "boolean", default: false },
    scale: { type: "string" },
    state: { type: "string" },
  },
});

function scaleFrom(arg: string | undefined): SeedScale {
  if (!arg) return DEMO_SCALE;
  const complaints = Number.parseInt(arg, 10);
  if (!Number.isInteger(complaints) || complaints < 1)
    throw new Error(`--scale must be a positive integer, got ${arg}`);
  return {
    complaints,
    users: Math.max(DEMO_SCALE.users, Math.round(complaints / 5)),
    companies: Math.max(DEMO_SCALE.companies, Math.round(complaints / 50)),
  };
}

const stateDir = values.state ?? ".wrangler/state";
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${stateDir}/v3` },
});
try {
  const { DB, COMPLAINT_IMAGES } = proxy.env;
  if (values["if-empty"] && !(await isDatabaseEmpty(DB))) {
    console.log("Database already has data; seed skipped.");
    // Rows written before a column existed get it filled (the cron does the same in production).
    const db = createDb(DB);
    let filled = 0;
    for (let batch = await backfillComplaintFacets(db); batch > 0; ) {
      filled += batch;
      batch = await backfillComplaintFacets(db);
    }
    if (filled) console.log(`  complaints: filled category, country and position of ${filled}`);
  } else {
    const scale = scaleFrom(values.scale);
    const started = Date.now();
    // One hash for every demo login (DEMO_PASSWORD); hashing 20,000 times would only cost time.
    const data = generateSeed(scale, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    let tableStarted = Date.now();
    await writeSeed(DB, data, (table, rows) => {
      const seconds = ((Date.now() - tableStarted) / 1000).toFixed(1);
      console.log(`  ${table}: ${rows} rows (${seconds} s)`);
      tableStarted = Date.now();
    });
    for (const [index, key] of data.imageKeys.entries()) {
      if (!(await COMPLAINT_IMAGES.head(key))) {
        // A fresh ArrayBuffer: the proxy cannot send a Buffer that views a shared pool.
        const bytes = new Uint8Array(drawSeedPhoto(index + 1)).buffer;
        await COMPLAINT_IMAGES.put(key, bytes, {
          httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=3600" },
        });
      }
    }
    console.log(
      `Seeded ${scale.complaints} complaints in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await proxy.dispose();
}
