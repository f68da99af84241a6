/**
 * What the bench measures against a running Worker: load (autocannon), D1 usage per request
 * (bench-mode headers), and the first-load JavaScript of a page.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export type Target = {
  name: string;
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** For targets that change per request (distinct users, distinct complaints). */
  next?: (index: number) => { path?: string; headers?: Record<string, string>; body?: string };
};

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  /**
   * Percentiles of every response's own time, in milliseconds to a tenth: autocannon's summary
   * keeps whole milliseconds, which on a 4 ms floor is a step of 25% in a page's ratio to it.
   */
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
};

/** The `share` percentile of response times, in milliseconds to a tenth. */
function percentileOf(times: number[], share: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length * share)] ?? Number.NaN) * 10) / 10;
}

/** Drives one target for `seconds` with `connections` concurrent connections. */
export async function drive(
  url: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  let index = 0;
  const base = {
    method: target.method ?? "GET",
    path: target.path,
    headers: target.headers ?? {},
  };
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            ...base,
            setupRequest: (request) => {
              if (!target.next) return request;
              const change = target.next(index++);
              return {
                ...request,
                ...(change.path ? { path: change.path } : {}),
                headers: { ...base.headers, ...change.headers },
                ...(change.body !== undefined ? { body: change.body } : {}),
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const percentile = (share: number) => percentileOf(latencies, share);
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stats.count ?? 0;
  }
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: percentile(0.5),
    p95: percentile(0.95),
    p99: percentile(0.99),
    statuses,
    errors: result.errors + result.timeouts,
  };
}

export type Paired = {
  name: string;
  /** Rounds of one floor request and one page request. */
  rounds: number;
  floorP50: number;
  p50: number;
  ratio: number;
};

/**
 * A page's p50 against the floor's with their requests alternating on one connection (floor,
 * page, floor, …) for `seconds`: both meet the machine in the same moments, so what it did in
 * between (another process, the collector, a warmer JIT) moves both alike. Measured one target
 * after another, 8 s apart, the same build's ratio read 2.05× and 2.70× in two quiet runs
 * (2026-11-30); the budget is judged on this reading (docs/performance.md#the-budget).
 */
export async function pairedWithFloor(
  url: string,
  floorPath: string,
  target: Target,
  seconds: number,
): Promise<Paired> {
  const times = { floor: [] as number[], page: [] as number[] };
  // autocannon calls a request's onResponse just before it reports that response's time.
  let answered: keyof typeof times = "floor";
  const request = (path: string, which: keyof typeof times): autocannon.Request => ({
    method: target.method ?? "GET",
    path,
    headers: target.headers ?? {},
    onResponse: () => {
      answered = which;
    },
  });
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 1,
        duration: seconds,
        requests: [request(floorPath, "floor"), request(target.path, "page")],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      times[answered].push(responseTime),
    );
  });
  const floorP50 = percentileOf(times.floor, 0.5);
  const p50 = percentileOf(times.page, 0.5);
  return {
    name: target.name,
    rounds: Math.min(times.floor.length, times.page.length),
    floorP50,
    p50,
    ratio: p50 / floorP50,
  };
}

export type Probe = {
  name: string;
  status: number;
  roundTrips: number;
  statements: number;
  /** Statements that wrote to D1 (insert, update, delete). */
  writes: number;
};

/** One traced request: its status and the D1 round trips and statements it used. */
export async function probe(url: string, target: Target): Promise<Probe> {
  const change = target.next?.(0) ?? {};
  const response = await fetch(`${url}${change.path ?? target.path}`, {
    method: target.method ?? "GET",
    headers: { ...target.headers, ...change.headers, "X-Bench-Trace": "1" },
    body: change.body,
  });
  await response.arrayBuffer();
  return {
    name: target.name,
    status: response.status,
    roundTrips: Number(response.headers.get("X-D1-Round-Trips") ?? Number.NaN),
    statements: Number(response.headers.get("X-D1-Statements") ?? Number.NaN),
    writes: Number(response.headers.get("X-D1-Writes") ?? Number.NaN),
  };
}

/**
 * First-load JavaScript of a page: the module scripts and modulepreloads its HTML names, read
 * from build/client, and the classic scripts it loads from the Worker (the root catalogue,
 * `/words/{locale}.{fingerprint}.js`: a script every first load fetches, cached after it), each
 * gzipped (level 9, as CDNs serve them); and apart, the inline scripts.
 */
export async function firstLoadJs(url: string, path: string) {
  const html = await (await fetch(`${url}${path}`)).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    files.add(match[1] as string);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    files.add(match[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(`build/client${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const served = [...html.matchAll(/<script[^>]*\bsrc="(\/(?!assets\/)[^"]+\.js)"/g)];
  for (const match of served) {
    const bytes = Buffer.from(await (await fetch(`${url}${match[1]}`)).arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  let inline = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    inline += gzipSync(Buffer.from(match[1] ?? ""), { level: 9 }).length;
  return {
    files: files.size + served.length,
    rawKb: raw / 1024,
    gzipKb: gzip / 1024,
    inlineGzipKb: inline / 1024,
  };
}
