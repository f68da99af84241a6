import { env } from "cloudflare:test";
/**
 * Drawing a picture card never slows pages (issues 38, 57): drawn in the background, one at a
 * time per isolate with a rest after each, each content hash once at a time, a short queue, and
 * a per-address limit of new drawings from the Rate Limiting binding (three a minute in the
 * tests, vitest.config.ts); a request never waits for a drawing. And an address that
 * decodes to an invalid escape is a 404, not an error.
 */
import { drawingsPending, fallbackCardOf } from "@worker/http/picture-cards";
import { createDrawingQueue } from "@worker/services/cards/drawing-queue";
import { expect, it } from "vitest";
import { createComplaint } from "../factories";
import { dispatch, fetchResponse, get } from "../harness/app";

it("/cards/company/%25.png is a 404: the path is decoded once, by the router", async () => {
  for (const path of [
    "/cards/company/%25.png",
    "/cards/complaint/%25.png",
    "/cards/company/%E0%A4%A.png",
  ]) {
    const response = await fetchResponse(get(path));
    expect(response.status, path).toBe(404);
  }
});

it("the queue draws each key once, one after another with a rest between, and refuses past its limit", async () => {
  const queue = createDrawingQueue<string>({ queueLimit: 2, restMs: 100 });
  const order: string[] = [];
  const times: Record<string, number> = {};
  const draw = async (key: string) => {
    order.push(`start ${key}`);
    times[`start ${key}`] = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push(`end ${key}`);
    times[`end ${key}`] = Date.now();
  };
  expect(queue.offer("a", "a")).toBe("started");
  expect(queue.offer("a", "a")).toBe("under_way");
  expect(queue.offer("b", "b")).toBe("started");
  // Two waiting: a third is refused at once.
  expect(queue.offer("c", "c")).toBe("busy");
  const drainer = queue.drain(draw);
  expect(drainer).not.toBeNull();
  // One drainer at a time; an offer while it works joins its queue.
  expect(queue.drain(draw)).toBeNull();
  expect(queue.offer("c", "c")).toBe("started");
  expect(queue.isDrawing("a")).toBe(true);
  await drainer;
  expect(order).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  expect((times["start b"] ?? 0) - (times["end a"] ?? 0)).toBeGreaterThanOrEqual(100);
  expect(queue.pending).toBe(0);
  expect(queue.isDrawing("a")).toBe(false);
  // A failed drawing does not stop the ones after it; the next drainer may start.
  queue.offer("x", "x");
  queue.offer("y", "y");
  const drawn: string[] = [];
  await queue.drain(async (key) => {
    if (key === "x") throw new Error("no fonts");
    drawn.push(key);
  });
  expect(drawn).toEqual(["y"]);
});

it("a drainer stops after its time, and one not heard of for twice that is replaced", async () => {
  let clock = 0;
  const queue = createDrawingQueue<string>({ queueLimit: 4, maxRunMs: 1_000, now: () => clock });
  for (const key of ["a", "b", "c"]) queue.offer(key, key);
  const drawn: string[] = [];
  await queue.drain(async (key) => {
    drawn.push(key);
    clock += 600;
  });
  // Past its 1,000 ms after the second drawing: the third waits for the next drainer.
  expect(drawn).toEqual(["a", "b"]);
  expect(queue.pending).toBe(1);
  // A drainer whose request was cut short never says it is done: after 2,000 ms, another starts.
  let cut: () => void = () => {};
  const stuck = queue.drain(
    () =>
      new Promise<void>((resolve) => {
        cut = resolve;
      }),
  );
  expect(stuck).not.toBeNull();
  queue.offer("d", "d");
  expect(queue.drain(async () => {})).toBeNull();
  clock += 2_001;
  const next = queue.drain(async (key) => {
    drawn.push(key);
  });
  expect(next).not.toBeNull();
  await next;
  expect(drawn).toEqual(["a", "b", "d"]);
  cut();
});

const from = (address: string, path: string) => {
  const request = get(path);
  request.headers.set("CF-Connecting-IP", address);
  return fetchResponse(request);
};

it("an address may start three new drawings a minute; past that it gets the fallback card, undrawn", async () => {
  // The binding counts in fixed 60-second windows: start early in one, so a slow machine's four
  // drawings never straddle two windows (which would rightly let the fourth through).
  const into = Date.now() % 60_000;
  if (into > 20_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 200));
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push((await createComplaint({ text: `Limit test ${i}` })).id);
  for (const id of ids.slice(0, 3)) {
    const response = await from(address, `/cards/complaint/${id}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Card-Cache")).toBe("fallback");
    expect(response.headers.get("X-Card-Drawing")).toBe("started");
  }
  // The fourth: the fallback card at once, and no drawing (asked again, still none).
  for (let i = 0; i < 2; i++) {
    const limited = await from(address, `/cards/complaint/${ids[3]}.png`);
    expect(limited.status).toBe(200);
    expect(limited.headers.get("X-Card-Cache")).toBe("fallback");
    expect(limited.headers.get("X-Card-Drawing")).toBe("limited");
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
  }
  // A picture already drawn is served from the cache, limit or not.
  const again = await from(address, `/cards/complaint/${ids[0]}.png`);
  expect(again.status).toBe(200);
  expect(again.headers.get("X-Card-Cache")).toBe("hit");
  // Another address is not held back by this one.
  const other = await from("198.51.100.7", `/cards/complaint/${ids[3]}.png`);
  expect(other.headers.get("X-Card-Drawing")).toBe("started");
}, 120_000);

it("new pictures asked for at once are all answered before any is drawn; drawings queue in the background", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push((await createComplaint({ text: `Burst ${i}` })).id);
  // No CF-Connecting-IP (as locally): the address limit waits, the isolate's gate does not.
  const asked = await Promise.all(ids.map((id) => dispatch(get(`/cards/complaint/${id}.png`))));
  const answers = await Promise.all(
    asked.map(async ({ response }) => ({
      status: response.status,
      cache: response.headers.get("X-Card-Cache"),
      drawing: response.headers.get("X-Card-Drawing"),
      body: Buffer.from(await response.arrayBuffer()),
    })),
  );
  // Every answer is in while the drawings are still under way: none waited for one.
  expect(drawingsPending()).toBeGreaterThan(1);
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  const fallback = Buffer.from(await fallbackCardOf(env));
  expect(answers.every((answer) => answer.body.equals(fallback))).toBe(true);
  // One drawing at a time, eight waiting: the tenth is left for a later request.
  const drawings = answers.map((answer) => answer.drawing);
  expect(drawings.filter((drawing) => drawing === "started")).toHaveLength(9);
  expect(drawings.filter((drawing) => drawing === "busy")).toHaveLength(1);
  await Promise.all(asked.map(({ settled }) => settled()));
  expect(drawingsPending()).toBe(0);
  const drawn = await Promise.all(
    ids.map((id) => fetchResponse(get(`/cards/complaint/${id}.png`))),
  );
  const caches = drawn.map((response) => response.headers.get("X-Card-Cache"));
  expect(caches.filter((cache) => cache === "hit")).toHaveLength(9);

  // The same new picture asked for eight times at once is drawn once.
  const { id } = await createComplaint({ text: "Asked for by everyone at once" });
  const same = await Promise.all(
    Array.from({ length: 8 }, () => dispatch(get(`/cards/complaint/${id}.png`))),
  );
  const joined = same.map(({ response }) => response.headers.get("X-Card-Drawing"));
  expect(joined.filter((drawing) => drawing === "started")).toHaveLength(1);
  expect(joined.filter((drawing) => drawing === "under_way")).toHaveLength(7);
  await Promise.all(
    same.map(async ({ response, settled }) => {
      await response.arrayBuffer();
      await settled();
    }),
  );
  expect((await fetchResponse(get(`/cards/complaint/${id}.png`))).headers.get("X-Card-Cache")).toBe(
    "hit",
  );
}, 120_000);
