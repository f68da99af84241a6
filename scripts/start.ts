/**
 * `npm start`: prepares local state and serves the app under workerd on http://localhost:5173.
 *   1. creates .dev.vars from .dev.vars.example on first run (safe local values);
 *   2. applies D1 migrations to the local database;
 *   3. seeds demo data when the database is empty;
 *   4. starts React Router's dev server (Vite + the Cloudflare plugin, local D1/R2/KV).
 * Options: --port N (default 5173), --state DIR (default .wrangler/state; the browser tests use
 * their own), --fresh (delete that state first), --built (step 4 serves the production bundle in
 * build/ with these same local settings under workerd (scripts/bench/server.ts: Miniflare, the
 * runtime `wrangler dev` drives, without its reload proxy): no hot reload, but a page loads a
 * few bundled files instead of hundreds of modules; the browser tests run on it. It builds first
 * when build/ is missing; `npm run build` after a change.), --save-seed DIR (after steps 2 and 3,
 * keep a copy of the state in DIR), --from-seed DIR (steps 2 and 3 are a copy of DIR) and
 * --save-migrated DIR (a copy after step 2, before any seed): the browser suite's first server
 * migrates and seeds once (about 37 s of a core here), the others start from its copies.
 * --archive-page-size N (with --built): complaints on one archive page (50 by default; the
 * browser suite uses 4, so its seeded days have several pages; decision 049).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { unstable_splitSqlQuery } from "wrangler";
import { startServer } from "./bench/server";
import { migrateLocal } from "./local-state";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "5173" },
    state: { type: "string" },
    fresh: { type: "boolean", default: false },
    built: { type: "boolean", default: false },
    "save-seed": { type: "string" },
    "from-seed": { type: "string" },
    "save-migrated": { type: "string" },
    "sql-port": { type: "string" },
    "archive-page-size": { type: "string" },
  },
});
const state = values.state ?? ".wrangler/state";
const bin = (name: string) => `node_modules/.bin/${name}`;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CI: "true" },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example.");
}
// The public hosts follow --port now (vite.config.ts); a .dev.vars made before would pin them.
const devVars = readFileSync(".dev.vars", "utf8");
const unpinned = devVars.replace(/^PUBLIC(_SHORT)?_HOST=.*\n?/gm, "");
if (unpinned !== devVars) {
  writeFileSync(".dev.vars", unpinned);
  console.log(
    "Removed PUBLIC_HOST and PUBLIC_SHORT_HOST from .dev.vars: npm start sets them from --port.",
  );
}
// Settings added to .dev.vars.example since this .dev.vars was made: appended with their values.
const keysIn = (text: string) =>
  new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
const have = keysIn(readFileSync(".dev.vars", "utf8"));
const added = readFileSync(".dev.vars.example", "utf8")
  .split("\n")
  .filter((line) => {
    const key = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    return key !== undefined && key !== "PUBLIC_HOST" && !have.has(key);
  });
if (added.length > 0) {
  appendFileSync(".dev.vars", `\n# Added from .dev.vars.example\n${added.join("\n")}\n`);
  console.log(
    `Added to .dev.vars from .dev.vars.example: ${added.map((l) => l.split("=")[0]).join(", ")}`,
  );
}

if (values.fresh) rmSync(state, { recursive: true, force: true });

const seed = values["from-seed"];
if (seed && existsSync(seed) && !existsSync(state)) {
  // A state migrated and seeded by another server of this run (nothing holds it open).
  cpSync(seed, state, { recursive: true });
} else {
  try {
    migrateLocal(state);
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}`);
    process.exit(1);
  }
  const migrated = values["save-migrated"];
  if (migrated) {
    rmSync(migrated, { recursive: true, force: true });
    cpSync(state, migrated, { recursive: true });
  }
  run(bin("tsx"), ["scripts/seed.ts", "--if-empty", "--state", state]);
}
const keep = values["save-seed"];
if (keep) {
  rmSync(keep, { recursive: true, force: true });
  cpSync(state, keep, { recursive: true });
}

const publicHost = `http://localhost:${values.port}`;
if (values.built) {
  // A build from before the cards Worker (decision 064) lacks build/uck_cards: built again.
  if (!existsSync("build/server/wrangler.json") || !existsSync("build/uck_cards/wrangler.json"))
    run("npm", ["run", "--silent", "build"]);
  // The safe local values of .dev.vars.example, whatever the developer's .dev.vars holds.
  const server = await startServer({
    state,
    port: Number(values.port),
    // The cron's lines (CONTRIBUTING.md, "Running the jobs locally"), as the dev server prints them.
    echo: /"event":"job_/,
    vars: {
      APP_ENV: "development",
      MAIL_TRANSPORT: "outbox",
      COMPANY_OUTREACH: "on",
      OUTREACH_MX_CHECK: "off",
      VENUE_MAILBOXES: JSON.stringify({ "national:United States": "complaints@venue.example" }),
      PUBLIC_HOST: publicHost,
      PUBLIC_SHORT_HOST: publicHost,
      // Small archive pages, so a small database has days of several pages (decision 049).
      ...(values["archive-page-size"] ? { ARCHIVE_PAGE_SIZE: values["archive-page-size"] } : {}),
    },
  });
  console.log(`UCK (production bundle, local settings) on ${publicHost}`);
  if (values["sql-port"]) await answerSql(server, Number(values["sql-port"]));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      await server.stop();
      process.exit(0);
    });
  }
} else {
  const server = spawn(bin("react-router"), ["dev", "--port", values.port, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, UCK_STATE_DIR: state, UCK_PUBLIC_HOST: publicHost },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code) => process.exit(code ?? 0));
}

/**
 * --sql-port N (with --built; the browser suite's servers): SQL posted to 127.0.0.1:N runs on
 * this server's own D1 through its runtime, one batch per request, answering the last
 * statement's rows as JSON. A journey's fixture writes (an owner made, an account aged, the XSS
 * corpus stored) then queue with the server's own requests; `wrangler d1 execute` opened the
 * database file from a second process, whose write lock failed the server's reads meanwhile
 * (a 500) once two journeys ran at once on one server. Nothing of it is in the Worker.
 */
async function answerSql(server: Awaited<ReturnType<typeof startServer>>, port: number) {
  const db = await server.database();
  createServer(async (request, response) => {
    let sql = "";
    for await (const chunk of request) sql += chunk;
    try {
      const statements = unstable_splitSqlQuery(sql).filter((statement) => statement.trim());
      const results = await db.batch(statements.map((statement) => db.prepare(statement)));
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(results.at(-1)?.results ?? []));
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end((error as Error).message);
    }
  }).listen(port, "127.0.0.1");
}
