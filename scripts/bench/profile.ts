/**
 * Where a page's server time goes: V8's sampling profiler inside workerd while one page is
 * requested again and again, summed by function (self time) and by source (a package, or a file
 * of ours, through the build's source maps: the bundler mixes many in one chunk), so a slow page
 * is read from evidence rather than guessed (docs/performance.md, "Where the render time goes").
 * `--callers drizzle-orm` charges a source's self time to the first caller outside it.
 *
 *   tsx scripts/bench/profile.ts --state .wrangler/bench/10000 --path /company/costco [--requests 300]
 *
 * Serves the build (build/server, so `npm run build` first) on the given local state with the
 * inspector open, warms the page, then takes one profile over --requests sequential requests.
 * The machine's other work changes the milliseconds, not the shares.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { startServer } from "./server";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values } = parseArgs({
  options: {
    state: { type: "string", default: ".wrangler/bench/10000" },
    path: { type: "string", multiple: true, default: ["/"] },
    requests: { type: "string", default: "300" },
    port: { type: "string", default: "8795" },
    top: { type: "string", default: "30" },
    // Self time of the modules matching this, charged to the first caller outside them (what in
    // our code asks zod, drizzle or React Router for that time).
    callers: { type: "string" },
  },
});
const port = Number(values.port);
const inspectorPort = port + 1;
const server = await startServer({ state: values.state, port, inspectorPort });

/** One Chrome DevTools Protocol session over the worker's inspector socket. */
async function inspector(name: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${name}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = ++next;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

const short = (url: string) =>
  url
    .replace(/^.*\/build\/server\//, "")
    .replace(/^.*node_modules\//, "")
    .replace(/\?.*$/, "") || "(native)";

/** The build's source maps, read once each (null: the file has none). */
const maps = new Map<string, TraceMap | null>();

/**
 * Where a frame's code came from, through the build's source maps: a package under node_modules
 * (`zod`, `drizzle-orm`, `@sentry/core`) or a file of ours (`worker/services/public/complaint.ts`).
 * The bundler puts many of them in one chunk, so a chunk's name says little.
 */
function sourceOf(frame: Node["callFrame"]) {
  const file = short(frame.url);
  if (!file.endsWith(".js")) return file;
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new TraceMap(readFileSync(`build/server/${file}.map`, "utf8"));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  if (!map) return file;
  const { source } = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!source) return file;
  const inModules = source.lastIndexOf("node_modules/");
  if (inModules < 0) return source.replace(/^(\.\.\/)+/, "");
  const [scope = "", name = ""] = source.slice(inModules + "node_modules/".length).split("/");
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

try {
  const session = await inspector("uck");
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const pagePath of values.path) {
    const url = `${server.url}${pagePath}`;
    for (let i = 0; i < 30; i++) await (await fetch(url)).arrayBuffer();
    await session.send("Profiler.start");
    const started = performance.now();
    const count = Number(values.requests);
    for (let i = 0; i < count; i++) await (await fetch(url)).arrayBuffer();
    const wall = performance.now() - started;
    const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, index) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
    });
    const byFunction = new Map<string, number>();
    const bySource = new Map<string, number>();
    let total = 0;
    let idle = 0;
    for (const [id, micros] of self) {
      const frame = byId.get(id)?.callFrame;
      if (!frame) continue;
      total += micros;
      if (frame.functionName === "(idle)" || frame.functionName === "(program)") {
        idle += micros;
        continue;
      }
      const source = sourceOf(frame);
      const key = `${frame.functionName || "(anonymous)"}  ${source}  (${short(frame.url)}:${frame.lineNumber + 1})`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      bySource.set(source, (bySource.get(source) ?? 0) + micros);
    }
    const busy = total - idle;
    const byCaller = new Map<string, number>();
    if (values.callers) {
      const inside = new RegExp(values.callers);
      const parent = new Map<number, number>();
      for (const node of profile.nodes)
        for (const child of node.children ?? []) parent.set(child, node.id);
      for (const [id, micros] of self) {
        const frame = byId.get(id)?.callFrame;
        if (!frame || !inside.test(sourceOf(frame))) continue;
        let at: number | undefined = id;
        while (at !== undefined) {
          const callFrame = byId.get(at)?.callFrame;
          if (!callFrame || !inside.test(sourceOf(callFrame))) break;
          at = parent.get(at);
        }
        const caller = at === undefined ? undefined : byId.get(at)?.callFrame;
        const key = caller
          ? `${caller.functionName || "(anonymous)"}  ${sourceOf(caller)}  (${short(caller.url)}:${caller.lineNumber + 1})`
          : "(root)";
        byCaller.set(key, (byCaller.get(key) ?? 0) + micros);
      }
    }
    const perRequest = (micros: number) => (micros / count / 1000).toFixed(2);
    console.log(
      `\n${pagePath}: ${count} requests in ${(wall / 1000).toFixed(1)} s; the isolate busy ` +
        `${perRequest(busy)} ms a request (idle or in the runtime: ${perRequest(idle)} ms)`,
    );
    const rows = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(values.top))
        .map(
          ([key, micros]) =>
            `  ${perRequest(micros).padStart(6)} ms  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${key}`,
        )
        .join("\n");
    console.log(`by source, through the build's source maps (self time):\n${rows(bySource)}`);
    console.log(`by function (self time):\n${rows(byFunction)}`);
    if (values.callers)
      console.log(`${values.callers}, by the first caller outside it:\n${rows(byCaller)}`);
  }
  session.close();
} finally {
  await server.stop();
}
