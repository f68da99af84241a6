/**
 * Seeds a local database through wrangler's platform proxy (the same local D1/R2 state that
 * `npm start` serves). Deterministic and idempotent: fixed ids, INSERT OR IGNORE.
 *
 *   npm run db:seed                       demo data (300 complaints, 40 users, 72 companies)
 *   npm run db:seed -- --if-empty         only when the database has no complaints (npm start)
 *   npm run db:seed -- --scale 100000     benchmark scale (users and companies grow with it)
 *   npm run db:seed -- --state DIR        another local state folder (browser tests, bench)
 *   npm run db:seed -- --direct           the same rows written straight into the state's D1
 *                                         SQLite file (./seed-direct.ts; the bench's large scales)
 *   npm run db:seed -- --companies N      that many companies (default: one per 50 complaints)
 *   npm run db:seed -- --since 2017-01-01 complaints filed from that day on (default: 60 days)
 */
import { parseArgs } from "node:util";
import { hashPassword } from "@worker/auth/password";
import { createDb } from "@worker/db/client";
import { backfillComplaintFacets } from "@worker/jobs/complaint-facets";
import {
  DEMO_PASSWORD,
  DEMO_SCALE,
  generateSeed,
  SEED_IMAGE_COUNT,
  type SeedScale,
} from "@worker/seed/generate";
import { isDatabaseEmpty, writeSeed } from "@worker/seed/write";
import { getPlatformProxy } from "wrangler";
import { d1File, seedDirect } from "./seed-direct";
import { drawSeedPhoto } from "./seed-images";

const { values } = parseArgs({
  options: {
    "if-empty": { type: "boolean", default: false },
    scale: { type: "string" },
    state: { type: "string" },
    direct: { type: "boolean", default: false },
    companies: { type: "string" },
    since: { type: "string" },
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
    companies: values.companies
      ? Number.parseInt(values.companies, 10)
      : Math.max(DEMO_SCALE.companies, Math.round(complaints / 50)),
  };
}

/** Days from `--since` to now (the seed's clock is the current hour), or the demo's 60. */
function spanFrom(since: string | undefined): number | undefined {
  if (!since) return undefined;
  const start = Date.parse(`${since}T00:00:00Z`);
  if (Number.isNaN(start)) throw new Error(`--since must be a date (YYYY-MM-DD), got ${since}`);
  return Math.floor((Date.now() - start) / 86_400_000);
}

const stateDir = values.state ?? ".wrangler/state";
if (values.direct) {
  // Before the proxy opens the file: the rows go in while nothing else holds it.
  const scale = scaleFrom(values.scale);
  const started = Date.now();
  const file = d1File(stateDir);
  const { bytes } = seedDirect(file, scale, {
    passwordHash: await hashPassword(DEMO_PASSWORD),
    spanDays: spanFrom(values.since),
    log: console.log,
  });
  console.log(
    `Seeded ${scale.complaints} complaints into ${file} (${(bytes / 1e9).toFixed(2)} GB) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}
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
  } else if (!values.direct) {
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
    await putSeedImages(COMPLAINT_IMAGES, data.imageKeys);
    console.log(
      `Seeded ${scale.complaints} complaints in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    await putSeedImages(
      COMPLAINT_IMAGES,
      Array.from({ length: SEED_IMAGE_COUNT }, (_, k) => `seed-photo-${k + 1}.png`),
    );
  }
} finally {
  await proxy.dispose();
}

async function putSeedImages(bucket: R2Bucket, keys: string[]) {
  for (const [index, key] of keys.entries()) {
    if (!(await bucket.head(key))) {
      // A fresh ArrayBuffer: the proxy cannot send a Buffer that views a shared pool.
      const bytes = new Uint8Array(drawSeedPhoto(index + 1)).buffer;
      await bucket.put(key, bytes, {
        httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=3600" },
      });
    }
  }
}
