/**
 * The built Worker (build/server) served by `wrangler dev` under workerd on loopback, with a
 * given local state folder and production vars (plus the bench's D1 counting when asked).
 * Shared by `npm run bench` and `npm run load`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

export type Server = {
  url: string;
  /** Lines the Worker logged (console.log), for the bench's statement trace. */
  logs: string[];
  stop(): Promise<void>;
};

type Options = {
  state: string;
  port: number;
  vars?: Record<string, string>;
  /** Names the generated config files, so two servers of one build can run side by side. */
  name?: string;
  /**
   * Its own process group (default), stopped as a whole by `stop()`. Off when a supervisor
   * (Playwright's webServer) kills our whole group, which must then include wrangler and workerd.
   */
  ownGroup?: boolean;
};

/** A copy of the build's generated wrangler.json with the given vars (same folder: paths hold). */
function writeConfig(vars: Record<string, string>, name: string) {
  const config = JSON.parse(readFileSync("build/server/wrangler.json", "utf8"));
  config.vars = { ...config.vars, ...vars };
  const path = `build/server/wrangler.${name}.json`;
  writeFileSync(path, JSON.stringify(config));
  // An explicit (empty) env file: wrangler then skips .dev.vars, so the developer's local
  // overrides (APP_ENV=development, …) do not leak into the measurement.
  writeFileSync(`build/server/${name}.env`, "");
  return { path, envFile: `build/server/${name}.env` };
}

async function waitUntilUp(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Worker did not answer within 60 s:\n${output.join("")}`);
}

export async function startServer({
  state,
  port,
  vars = {},
  name = "bench",
  ownGroup = true,
}: Options): Promise<Server> {
  const config = writeConfig(
    {
      APP_ENV: "production",
      // Offline: logos are the Worker's letter images, not a third-party service.
      LOGO_URL_TEMPLATE: "",
      EDGE_CACHE_SECONDS: "0",
      BENCH_D1_COUNT: "",
      ...vars,
    },
    name,
  );
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const output: string[] = [];
  const child = spawn(
    "node_modules/.bin/wrangler",
    [
      "dev",
      "-c",
      config.path,
      "--env-file",
      config.envFile,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
    ],
    {
      detached: ownGroup,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
    },
  );
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    pending += text;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.includes('"event":"')) logs.push(line.trim());
  });
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntilUp(url, child, output);
  return {
    url,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // The whole process group: wrangler leaves workerd children otherwise.
      const target = child.pid && ownGroup ? -child.pid : child.pid;
      if (target) process.kill(target, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && target) process.kill(target, "SIGKILL");
    },
  };
}
