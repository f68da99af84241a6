/**
 * Two timing findings (docs/performance.md), on the built Worker (./server.ts):
 *
 * - **Reset timing**: forgot-password for addresses with an account and without one, 200 + 200
 *   requests one at a time in a random interleaving, each from its own address (the per-address
 *   limit never answers instead), the mail going to a stand-in of the provider's API on
 *   loopback (so a known address's work after the answer is all done, mail included). Reports
 *   the medians (time to the answer's last byte) and how many mails left: 200 when every known
 *   address was looked up.
 * - **Cards beside /healthz**: /healthz alone, then /healthz while N picture cards that were
 *   never drawn (an empty card cache) are asked for all at once every second; reports /healthz's
 *   p50 and p99 in both, the cards' answers (fallback, stale, hit), their times and how many
 *   were drawn by the end.
 */
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { drive, type LoadResult } from "./measure";
import type { Server } from "./server";

export type ResetTiming = {
  known: { median: number; p90: number; count: number };
  unknown: { median: number; p90: number; count: number };
  /** Answers other than 200 (a refusal would answer before any lookup and skew the figures). */
  other: number;
  mailsSent: number;
};

export type CardsBeside = {
  cards: number;
  idle: LoadResult;
  loaded: LoadResult;
  cardAnswers: {
    rounds: number;
    p50: number;
    max: number;
    kinds: Record<string, number>;
    drawnByTheEnd: number;
  };
};

/** The stand-in of the mail provider's API: every message accepted, counted. */
export async function mailStandIn(): Promise<{ url: string; sent: () => number; stop(): void }> {
  let sent = 0;
  const server: HttpServer = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      sent += 1;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ id: `bench-${sent}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/emails`, sent: () => sent, stop: () => server.close() };
}

/** The vars that send the Worker's mail to the stand-in (a production configuration otherwise). */
export const mailVars = (apiUrl: string) => ({
  MAIL_TRANSPORT: "http",
  MAIL_API_URL: apiUrl,
  MAIL_API_KEY: "bench",
  MAIL_FROM: "UCK <no-reply@bench.uck.test>",
});

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Shuffled in place (Fisher–Yates). */
function shuffle<T>(items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** `count` + `count` forgot-password requests, interleaved at random, one at a time. */
export async function resetTiming(
  server: Server,
  mail: { sent: () => number },
  count = 200,
): Promise<ResetTiming> {
  const db = await server.database();
  const { results } = await db
    .prepare(
      "select email from users where deletion_requested_at is null and email is not null order by id limit ?",
    )
    .bind(count)
    .all<{ email: string }>();
  const known: string[] = (results as { email: string }[]).map((row) => row.email);
  // A small database may hold fewer accounts (1,000 complaints: 200 users, some leaving): as
  // many unknown addresses as known ones, whatever their number.
  if (known.length < 50)
    throw new Error(`only ${known.length} accounts to ask for; seed more (--small 2000)`);
  count = known.length;
  // Ten unknown addresses warm the route up and are not counted.
  const warm = Array.from(
    { length: 10 },
    (_, i) => `warm-${i}-${crypto.randomUUID()}@bench.uck.test`,
  );
  const asks = shuffle([
    ...known.slice(0, count).map((email) => ({ kind: "known" as const, email })),
    ...Array.from({ length: count }, (_, i) => ({
      kind: "unknown" as const,
      email: `nobody-${i}-${crypto.randomUUID().slice(0, 8)}@bench.uck.test`,
    })),
  ]);
  let n = 0;
  const ask = async (email: string) => {
    n += 1;
    const started = performance.now();
    const response = await fetch(`${server.url}/auth/forgot-password`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        // Its own address each: resetByIp never answers in place of the lookup.
        "CF-Connecting-IP": `10.57.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
      body: new URLSearchParams({ email }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  for (const email of warm) await ask(email);
  const mailsBefore = mail.sent();
  const times = { known: [] as number[], unknown: [] as number[] };
  let other = 0;
  for (const { kind, email } of asks) {
    const { ms, status } = await ask(email);
    if (status !== 200) other += 1;
    times[kind].push(ms);
  }
  // The last known address's mail leaves after its answer.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const summary = (values: number[]) => ({
    median: median(values),
    p90: quantile(values, 0.9),
    count: values.length,
  });
  return {
    known: summary(times.known),
    unknown: summary(times.unknown),
    other,
    mailsSent: mail.sent() - mailsBefore,
  };
}

/**
 * /healthz alone, then beside the cards of `complaintIds` (never drawn) asked for as crawlers
 * reading shared links would: all of them at once, then again every second, each from its own
 * address, until the window ends. The cards' answers and whether they were drawn by the end.
 */
export async function cardsBesideHealthz(
  url: string,
  complaintIds: string[],
  seconds: number,
): Promise<CardsBeside> {
  const healthz = { name: "/healthz", path: "/healthz" };
  await drive(url, healthz, 2, 1);
  const idle = await drive(url, healthz, seconds, 1);
  const kinds: Record<string, number> = {};
  const times: number[] = [];
  const ask = async (id: string, at: number) => {
    const started = performance.now();
    const response = await fetch(`${url}/cards/complaint/${id}.png`, {
      headers: { "CF-Connecting-IP": `10.58.${Math.floor(at / 250)}.${(at % 250) + 1}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    const drawing = response.headers.get("X-Card-Drawing");
    const kind = `${response.headers.get("X-Card-Cache") ?? "?"}${drawing ? ` (${drawing})` : ""}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    return response.headers.get("X-Card-Cache") === "hit";
  };
  const until = Date.now() + seconds * 1000;
  let rounds = 0;
  const asking = (async () => {
    while (Date.now() < until) {
      const started = Date.now();
      rounds += 1;
      await Promise.all(complaintIds.map((id, at) => ask(id, at)));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))),
      );
    }
  })();
  const loaded = await drive(url, healthz, seconds, 1);
  await asking;
  const drawn = (await Promise.all(complaintIds.map((id, at) => ask(id, at)))).filter(Boolean);
  return {
    cards: complaintIds.length,
    idle,
    loaded,
    cardAnswers: {
      rounds,
      p50: quantile(times, 0.5),
      max: Math.max(...times),
      kinds,
      drawnByTheEnd: drawn.length,
    },
  };
}

export function printFindings(reset: ResetTiming | null, cards: CardsBeside | null) {
  if (reset) {
    console.log(
      `\n## Forgot-password, ${reset.known.count} + ${reset.unknown.count} requests interleaved at random (time to the last byte)`,
    );
    console.log(
      `known address    median ${reset.known.median.toFixed(1)} ms  p90 ${reset.known.p90.toFixed(1)} ms`,
    );
    console.log(
      `unknown address  median ${reset.unknown.median.toFixed(1)} ms  p90 ${reset.unknown.p90.toFixed(1)} ms`,
    );
    console.log(
      `difference of medians ${(reset.known.median - reset.unknown.median).toFixed(1)} ms; answers other than 200: ${reset.other}; reset mails sent: ${reset.mailsSent}`,
    );
  }
  if (cards) {
    console.log(`\n## /healthz beside ${cards.cards} picture cards never drawn`);
    console.log(`/healthz idle     p50 ${cards.idle.p50} ms  p99 ${cards.idle.p99} ms`);
    console.log(`/healthz beside   p50 ${cards.loaded.p50} ms  p99 ${cards.loaded.p99} ms`);
    const answers = Object.entries(cards.cardAnswers.kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `${n} ${kind}`)
      .join(", ");
    const answered = cards.cardAnswers;
    console.log(
      `cards (${answered.rounds} rounds)  p50 ${answered.p50.toFixed(1)} ms  max ${answered.max.toFixed(0)} ms: ${answers}; drawn by the end ${answered.drawnByTheEnd} of ${cards.cards}`,
    );
  }
}
