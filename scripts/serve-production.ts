/**
 * The production build served as a real deployment runs it, for the browser suite's
 * "production" project (behaviour the Vite dev server hides: the Host header, request bursts,
 * static-asset headers, production defaults). workerd serves build/server (./bench/server.ts) with
 * APP_ENV=production on a fresh migrated local state; mail goes through the HTTP transport to a
 * stand-in of the provider's API on the next port, which keeps what it received:
 *   GET  http://127.0.0.1:{port+1}/emails   the messages received, newest last (JSON)
 *
 *   tsx scripts/serve-production.ts --port 5190 [--from-migrated DIR]
 * Builds first when build/server is missing (npm test builds before the browser suite).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { startServer } from "./bench/server";
import { migrateLocal } from "./local-state";

const { values } = parseArgs({
  options: { port: { type: "string", default: "5190" }, "from-migrated": { type: "string" } },
});
const port = Number(values.port);
const mailPort = port + 1;
const state = `.wrangler/production-${port}`;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CI: "true" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A build from before the cards Worker (decision 064) lacks build/uck_cards: built again.
if (!existsSync("build/server/wrangler.json") || !existsSync("build/uck_cards/wrangler.json"))
  run("npm", ["run", "--silent", "build"]);
rmSync(state, { recursive: true, force: true });
const migrated = values["from-migrated"];
if (migrated && existsSync(migrated)) {
  // Migrated, and not seeded, by the browser suite's first server of this run (e2e/servers.ts).
  cpSync(migrated, state, { recursive: true });
} else {
  migrateLocal(state);
}

// The mail provider's stand-in: Resend's request format (docs/operations.md, "4. Mail").
const received: unknown[] = [];
const mail = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/emails") {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(received));
    return;
  }
  let body = "";
  request.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on("end", () => {
    if (request.headers.authorization !== "Bearer production-suite-key") {
      response.writeHead(401).end();
      return;
    }
    received.push({ ...JSON.parse(body), receivedAt: Date.now() });
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ id: `stub-${received.length}` }));
  });
});
mail.listen(mailPort, "127.0.0.1");

const server = await startServer({
  state,
  port,
  vars: {
    PUBLIC_HOST: `http://127.0.0.1:${port}`,
    PUBLIC_SHORT_HOST: `http://127.0.0.1:${port}`,
    MAIL_TRANSPORT: "http",
    MAIL_API_URL: `http://127.0.0.1:${mailPort}/emails`,
    MAIL_API_KEY: "production-suite-key",
    MAIL_FROM: "UCK <no-reply@production-suite.test>",
    ADDRESS_HASH_KEY: "production-suite-address-key",
    SUPERADMIN_EMAILS: "owner@production-suite.example",
  },
});
console.log(`Production build on ${server.url}; mail stand-in on http://127.0.0.1:${mailPort}`);

async function stop() {
  await server.stop();
  mail.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
