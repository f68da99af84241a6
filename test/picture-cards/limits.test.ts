/**
 * Drawing a picture card never slows pages (issue 38): one drawing at a time per isolate, each
 * content hash drawn once at a time, a short queue, and a per-address limit of new drawings from
 * the Rate Limiting binding (three a minute in the tests, vitest.config.ts). And an address that
 * decodes to an invalid escape is a 404, not an error.
 */
import { createDrawingGate } from "@worker/services/cards/drawing-gate";
import { expect, it } from "vitest";
import { createComplaint } from "../factories";
import { fetchResponse, get } from "../harness/app";

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

it("the gate draws a hash once at a time, one drawing after another, and refuses past its queue", async () => {
  const gate = createDrawingGate<string>({ concurrency: 1, queueLimit: 2 });
  const order: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let drawnA = 0;
  const work = (key: string) => async () => {
    order.push(`start ${key}`);
    if (key === "a") {
      drawnA++;
      await held;
    }
    order.push(`end ${key}`);
    return key;
  };
  const a1 = gate.draw("a", work("a"));
  const a2 = gate.draw("a", work("a"));
  expect(a2).toBe(a1);
  expect(gate.isDrawing("a")).toBe(true);
  const b = gate.draw("b", work("b"));
  const c = gate.draw("c", work("c"));
  // One running, two waiting: a fourth is refused at once.
  expect(gate.draw("d", work("d"))).toBeNull();
  release();
  expect(await Promise.all([a1, b, c])).toEqual(["a", "b", "c"]);
  expect(drawnA).toBe(1);
  expect(order).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  expect(gate.pending).toBe(0);
  expect(gate.isDrawing("a")).toBe(false);
});

const from = (address: string, path: string) => {
  const request = get(path);
  request.headers.set("CF-Connecting-IP", address);
  return fetchResponse(request);
};

it("an address may start three new drawings a minute; pictures already drawn do not count", async () => {
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
    expect(response.headers.get("X-Card-Cache")).toBe("miss");
  }
  const refused = await from(address, `/cards/complaint/${ids[3]}.png`);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("60");
  expect(refused.headers.get("Cache-Control")).toBe("no-store");
  // A picture already drawn is served from the cache, limit or not.
  const again = await from(address, `/cards/complaint/${ids[0]}.png`);
  expect(again.status).toBe(200);
  expect(again.headers.get("X-Card-Cache")).toBe("hit");
  // Another address is not held back by this one.
  const other = await from("198.51.100.7", `/cards/complaint/${ids[3]}.png`);
  expect(other.status).toBe(200);
}, 120_000);

it("many new pictures at once queue behind one drawing and the rest are told to come back", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) ids.push((await createComplaint({ text: `Burst ${i}` })).id);
  // No CF-Connecting-IP (as locally): the address limit waits, the isolate's gate does not.
  const responses = await Promise.all(
    ids.map((id) => fetchResponse(get(`/cards/complaint/${id}.png`))),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 200).length).toBe(5);
  expect(statuses.filter((status) => status === 503).length).toBe(3);
  const busy = responses.find((response) => response.status === 503);
  expect(busy?.headers.get("Retry-After")).toBe("5");
  // The same new picture asked for eight times at once is drawn once, and all eight get it.
  const { id } = await createComplaint({ text: "Asked for by everyone at once" });
  const same = await Promise.all(
    Array.from({ length: 8 }, () => fetchResponse(get(`/cards/complaint/${id}.png`))),
  );
  expect(same.map((response) => response.status)).toEqual(Array(8).fill(200));
  const bodies = await Promise.all(
    same.map(async (response) => Buffer.from(await response.arrayBuffer())),
  );
  expect(bodies.every((body) => body.equals(bodies[0] ?? Buffer.alloc(0)))).toBe(true);
});
