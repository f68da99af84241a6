/**
 * Local state folders for the bench and the load script: migrations applied and the database
 * seeded at a given scale, kept between runs (seeding 100,000 complaints takes minutes) and
 * rebuilt when the migrations or the seed generator change. Sessions for signed-in traffic are
 * written straight into the state's KV, as a sign-in would (no password hashing per user).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createSession } from "@worker/auth/session";
import { getPlatformProxy } from "wrangler";
import { migrateLocal } from "../local-state";
import { d1File } from "../seed-direct";

// wrangler.toml names the local D1 and R2 stores the seed writes into.
const SEED_SOURCES = [
  "worker/seed/generate.ts",
  "worker/seed/people.ts",
  "worker/seed/companies.ts",
  "worker/seed/complaints.ts",
  "worker/seed/constants.ts",
  "worker/seed/random.ts",
  "worker/seed/table.ts",
  "worker/seed/content.ts",
  "worker/seed/write.ts",
  "wrangler.toml",
  "scripts/seed.ts",
  "scripts/seed-direct.ts",
];

/** From this many complaints the rows go straight into the SQLite file (scripts/seed-direct.ts). */
export const DIRECT_FROM = 100_000;
/**
 * From this many complaints the database has the million-complaint shape (docs/scaling.md): 50,000 companies at a
 * million (one per 20 complaints) and complaints filed since 2017, not over the last 60 days.
 */
export const YEARS_FROM = 1_000_000;

/** The seed script's arguments for `scale` complaints (how big and how old). */
export function seedArgs(scale: number, dir: string): string[] {
  const args = ["scripts/seed.ts", "--scale", String(scale), "--state", dir];
  if (scale >= DIRECT_FROM) args.push("--direct");
  if (scale >= YEARS_FROM)
    args.push("--companies", String(Math.round(scale / 20)), "--since", "2017-01-01");
  return args;
}

/** Changes when a migration or the seed generator changes: the cached state is then rebuilt. */
export function fingerprint(scale: number) {
  const hash = createHash("sha256").update(String(scale));
  for (const file of readdirSync("migrations").sort()) hash.update(file);
  for (const file of SEED_SOURCES) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Which SQLite file of a bench state is DB and which ARCHIVE_DB (its seeded.json). */
export function filesOf(marker: string): { DB: string; ARCHIVE_DB: string } {
  const { files } = JSON.parse(readFileSync(marker, "utf8"));
  if (!files?.DB || !files?.ARCHIVE_DB)
    throw new Error(`${marker} does not say which file is DB and which ARCHIVE_DB: --reseed.`);
  return files;
}

/** The state folder for `scale` complaints, seeded if missing or stale. Returns its path. */
export function seededState(scale: number, options: { reseed?: boolean } = {}) {
  const dir = `.wrangler/bench/${scale}`;
  const marker = `${dir}/seeded.json`;
  const expected = fingerprint(scale);
  if (!options.reseed && existsSync(marker)) {
    const { fingerprint: found, movedOutBefore } = JSON.parse(readFileSync(marker, "utf8"));
    // A state scripts/move-out.ts moved years out of is no longer the seed.
    if (found === expected && movedOutBefore === undefined)
      return { dir, file: filesOf(marker).DB, seededNow: false, seconds: 0 };
  }
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  // DB alone first: the direct seeder writes the one D1 file there is. Then the archive's
  // (decision 048), and which file is which, for scripts/move-out.ts.
  migrateLocal(dir, { quiet: true, databases: ["DB"] });
  const files = { DB: d1File(dir) };
  run("node_modules/.bin/tsx", seedArgs(scale, dir));
  migrateLocal(dir, { quiet: true, databases: ["ARCHIVE_DB"] });
  const archive = { ARCHIVE_DB: d1File(dir, [files.DB]) };
  writeFileSync(
    marker,
    JSON.stringify({ fingerprint: expected, scale, files: { ...files, ...archive } }),
  );
  return { dir, file: files.DB, seededNow: true, seconds: (Date.now() - started) / 1000 };
}

export type Fixture = {
  /** Cookie header values (`__Host-uck_session=…`) of distinct signed-in users. */
  cookies: string[];
  userIds: string[];
  /** Recent complaints (the feed's first page), newest first. */
  complaintIds: string[];
  /** A complaint with a typical discussion: the most commented of the newest hundred. */
  detailId: string;
  /** The company with the most complaints (the heaviest company page). */
  companySlug: string;
  /** The UTC day (YYYY/MM/DD) of the median complaint: the archive day page to measure. */
  archiveDay: string;
};

type Proxy = Awaited<ReturnType<typeof getPlatformProxy<Env>>>;

async function all<T>(proxy: Proxy, sql: string, ...params: unknown[]) {
  const { results } = await proxy.env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}

/** Reads sample ids from the state and signs `users` seeded users in (sessions in its KV). */
export async function prepareFixture(dir: string, users: number): Promise<Fixture> {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${dir}/v3` },
  });
  try {
    const people = await all<{ id: string; session_version: number }>(
      proxy,
      `select u.id, u.session_version from users u join profiles p on p.id = u.id
       where u.deletion_requested_at is null order by u.id limit ?`,
      users,
    );
    const now = Date.now();
    const cookies: string[] = [];
    for (const person of people) {
      const { token } = await createSession(
        proxy.env.SESSIONS,
        person.id,
        person.session_version,
        now,
      );
      cookies.push(`__Host-uck_session=${token}`);
    }
    const recent = await all<{ id: string; comments_count: number }>(
      proxy,
      "select id, comments_count from complaints order by created_at desc, id desc limit 100",
    );
    const detail = [...recent].sort((a, b) => b.comments_count - a.comments_count)[0];
    const [company] = await all<{ slug: string }>(
      proxy,
      `select c.slug from companies c
       join (select company_id, count(*) n from complaints group by company_id) k
         on k.company_id = c.id
       order by k.n desc limit 1`,
    );
    const [median] = await all<{ created_at: number }>(
      proxy,
      "select created_at from complaints order by created_at limit 1 offset (select count(*) / 2 from complaints)",
    );
    if (!detail || !company || !median) throw new Error(`The state in ${dir} has no complaints.`);
    return {
      cookies,
      userIds: people.map((person) => person.id),
      complaintIds: recent.map((row) => row.id),
      detailId: detail.id,
      companySlug: company.slug,
      archiveDay: new Date(median.created_at).toISOString().slice(0, 10).replaceAll("-", "/"),
    };
  } finally {
    await proxy.dispose();
  }
}

/** Runs `explain query plan` for each statement against the state's database. */
export async function explainStatements(
  dir: string,
  statements: { sql: string; params: unknown[] }[],
) {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${dir}/v3` },
  });
  try {
    const plans: { sql: string; plan: string[] }[] = [];
    for (const statement of statements) {
      const rows = await all<{ detail: string }>(
        proxy,
        `explain query plan ${statement.sql}`,
        ...statement.params,
      );
      plans.push({ sql: statement.sql, plan: rows.map((row) => row.detail) });
    }
    return plans;
  } finally {
    await proxy.dispose();
  }
}
