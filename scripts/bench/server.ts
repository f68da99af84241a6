/**
 * The built Worker (build/server) served under workerd on loopback, with a given local state
 * folder and production vars (plus the bench's D1 counting when asked). Shared by `npm run
 * bench`, `npm run load`, `npm start -- --built` and the browser suite's servers.
 *
 * The picture cards' drawing Worker (build/uck_cards, decision 064) runs beside it in the same
 * runtime, reached through the app's `CARDS` service binding as in production.
 *
 * It runs the build in Miniflare, the local runtime `wrangler dev` itself drives, with the
 * worker options wrangler derives from the build's own wrangler.json (bindings, assets,
 * compatibility, crons), and the same state layout as `wrangler dev --persist-to` (so the
 * migrations and the seed that wrangler's D1 commands wrote are what it reads). Like the dev
 * server it runs a cron's jobs on a GET of /cdn-cgi/handler/scheduled?cron=… or
 * /cdn-cgi/local/scheduled?cron=… (CONTRIBUTING.md, "Running the jobs locally"), answered in front of the
 * Worker, so never a route of the deployed Worker. What it leaves
 * out is the reload proxy in front: `wrangler dev` answers through a second workerd that can
 * hold requests while it rebuilds, which a finished build never needs, and which cost about a
 * third more CPU than the Worker itself on every request (measured on the browser suite, decision
 * 055).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

export type Server = {
  url: string;
  /** The Worker's own D1, reached through its runtime (requests to it queue with the Worker's). */
  database(): ReturnType<Miniflare["getD1Database"]>;
  /** Lines the Worker logged (console.log), for the bench's statement trace. */
  logs: string[];
  stop(): Promise<void>;
};

type Options = {
  state: string;
  port: number;
  vars?: Record<string, string>;
  /** Worker log lines matching this are printed too (`npm start -- --built`: the jobs' lines). */
  echo?: RegExp;
  /** Opens V8's inspector on this port (scripts/bench/profile.ts takes CPU profiles through it). */
  inspectorPort?: number;
};

const BUILD = "build/server";
/** The picture cards' drawing Worker (cards/worker.ts), built beside the app (decision 064). */
const CARDS_BUILD = "build/uck_cards";

/** The build's modules as workerd loads them: the entry, its chunks and its WebAssembly. */
function buildModules(main: string) {
  const chunks = path.join(path.dirname(main), "assets");
  return [
    main,
    ...readdirSync(chunks)
      .filter((file) => /\.(js|wasm)$/.test(file))
      .map((file) => path.join(chunks, file)),
  ].map((file) => ({
    type: file.endsWith(".wasm") ? ("CompiledWasm" as const) : ("ESModule" as const),
    path: file,
  }));
}

/**
 * Without wrangler's notices: it would say it uses build/server/.dev.vars, whose values the
 * server below leaves out.
 */
function quietly<T>(read: () => T): T {
  const level = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "warn";
  try {
    return read();
  } finally {
    if (level === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = level;
  }
}

/**
 * The documented cron URL, /cdn-cgi/handler/scheduled?cron=…&time=… (CONTRIBUTING.md, "Running the
 * locally"; the dev server's path from before Miniflare 5, which its Vite plugin still rewrites
 * to /cdn-cgi/local/scheduled): a worker of this local server only, reached by that route alone,
 * that runs the app's scheduled() through a service binding and answers as Miniflare does
 * ("ok", or the outcome with 500). Every other request goes to the app directly.
 */
const CRON_WORKER = (app: string) => ({
  name: "local-cron-trigger",
  routes: ["*/cdn-cgi/handler/*"],
  compatibilityDate: "2025-01-01",
  compatibilityFlags: ["service_binding_extra_handlers"],
  serviceBindings: { APP: app },
  modules: true,
  script: `export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname !== "/cdn-cgi/handler/scheduled") return new Response("Not found", { status: 404 });
    const time = url.searchParams.get("time");
    const result = await env.APP.scheduled({
      scheduledTime: time ? new Date(Number(time)) : new Date(),
      cron: url.searchParams.get("cron") ?? "",
    });
    return new Response(result.outcome, { status: result.outcome === "ok" ? 200 : 500 });
  },
};`,
});

/**
 * The cards Worker as its build's wrangler.json describes it, bound to the app as `CARDS`
 * (wrangler.toml's service binding names it `uck-cards`): the app's cards are drawn there.
 */
function cardsWorker() {
  const configPath = `${CARDS_BUILD}/wrangler.json`;
  const { workerOptions, main } = quietly(() => unstable_getMiniflareWorkerOptions(configPath));
  if (!main) throw new Error(`${configPath} names no main module: run npm run build`);
  return {
    ...workerOptions,
    name: "uck-cards",
    modulesRules: undefined,
    modulesRoot: path.dirname(main),
    modules: buildModules(main),
  };
}

export async function startServer({
  state,
  port,
  vars = {},
  echo,
  inspectorPort,
}: Options): Promise<Server> {
  const configPath = `${BUILD}/wrangler.json`;
  const config = JSON.parse(readFileSync(configPath, "utf8")) as {
    name: string;
    vars: Record<string, string>;
  };
  const { workerOptions, main } = quietly(() => unstable_getMiniflareWorkerOptions(configPath));
  if (!main) throw new Error(`${configPath} names no main module`);
  const logs: string[] = [];
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      // Scheduled triggers at /cdn-cgi/local/scheduled?cron=…, answered by the runtime in front
      // of the Worker (never a route of the Worker itself); the documented /cdn-cgi/handler/… by
      // the cron worker below, as the dev server rewrites it.
      unsafeTriggerHandlers: true,
      ...(inspectorPort ? { inspectorPort } : {}),
      // wrangler dev's layout under --persist-to: <state>/v3/{d1,kv,r2,cache,…}.
      resourcePersistencePath: path.resolve(state, "v3"),
      // The Worker's console lines; only the bench's statement events are kept.
      handleStructuredLogs: ({ message }) => {
        for (const line of message.split("\n")) {
          if (line.includes('"event":"')) logs.push(line.trim());
          if (echo?.test(line)) console.log(line.trim());
        }
      },
      workers: [
        {
          ...workerOptions,
          name: config.name,
          // The build's vars and these only: a developer's .dev.vars, which wrangler would lay
          // over them, must not leak into a measurement or the production suite.
          bindings: {
            ...config.vars,
            APP_ENV: "production",
            // Offline: logos are the Worker's letter images, not a third-party service.
            LOGO_URL_TEMPLATE: "",
            EDGE_CACHE_SECONDS: "0",
            BENCH_D1_COUNT: "",
            ...vars,
          },
          // The build is bundled already: its files are listed, not matched by rules.
          modulesRules: undefined,
          modulesRoot: path.dirname(main),
          modules: buildModules(main),
        },
        cardsWorker(),
        CRON_WORKER(config.name),
      ],
    }),
  );
  await miniflare.ready;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    database: () => miniflare.getD1Database("DB"),
    stop: () => miniflare.dispose(),
  };
}
