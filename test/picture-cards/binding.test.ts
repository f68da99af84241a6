import { env } from "cloudflare:test";
/**
 * The picture cards are drawn by a Worker of their own, `uck-cards` (cards/worker.ts), reached
 * through the `CARDS` service binding (decision 064). Through the real binding a card is the
 * drawn picture; without the binding, or when that Worker fails, a shared link still gets the
 * fallback card, as when any drawing fails, and no failed drawing is kept as the card's picture.
 */
import { cardsOf, fallbackCardOf } from "@worker/http/picture-cards";
import { drawCardPng } from "@worker/services/cards/draw";
import type { AssetReader } from "@worker/services/cards/fonts";
import { expect, it } from "vitest";
import { createComplaint } from "../factories";
import { envWith, fetchResponse, get } from "../harness/app";

const assets: AssetReader = (path) => env.ASSETS.fetch(`https://assets.uck.internal${path}`);

/** Two requests for a new complaint's card (the first starts its drawing), from one address. */
async function twice(address: string, options: { env?: object } = {}) {
  const { id } = await createComplaint({ text: `The card of ${address} is asked for twice.` });
  const ask = async () => {
    const request = get(`/cards/complaint/${id}.png`);
    request.headers.set("CF-Connecting-IP", address);
    const response = await fetchResponse(request, options);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const first = await ask();
  const second = await ask();
  return { first, second };
}

it("the cards Worker draws a PNG through the binding: not the fallback card", async () => {
  const png = await drawCardPng(cardsOf(env), assets, {
    type: "div",
    props: { style: { display: "flex", fontSize: 64 }, children: "UCK" },
  });
  expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const { first, second } = await twice("203.0.113.61");
  expect(first.response.headers.get("X-Card-Drawing")).toBe("started");
  expect(second.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(second.bytes.equals(Buffer.from(await fallbackCardOf(env)))).toBe(false);
});

it("without the CARDS binding a card is the fallback picture, and nothing is kept", async () => {
  const unbound = envWith({ CARDS: undefined });
  await expect(drawCardPng(cardsOf(unbound), assets, { type: "div", props: {} })).rejects.toThrow(
    /no CARDS binding/,
  );
  const { first, second } = await twice("203.0.113.62", { env: unbound });
  const fallback = Buffer.from(await fallbackCardOf(env));
  for (const { response, bytes } of [first, second]) {
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Card-Cache")).toBe("fallback");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(bytes.equals(fallback)).toBe(true);
  }
  // The second request finds no picture and starts the drawing again: the failure was not kept.
  expect(second.response.headers.get("X-Card-Drawing")).toBe("started");
});

it("when the cards Worker fails, a card is the fallback picture", async () => {
  const failing = {
    ...env,
    CARDS: {
      draw: async () => {
        throw new Error("the cards Worker's isolate went away");
      },
    },
  };
  const { first, second } = await twice("203.0.113.63", { env: failing });
  const fallback = Buffer.from(await fallbackCardOf(env));
  for (const { response, bytes } of [first, second]) {
    expect(response.headers.get("X-Card-Cache")).toBe("fallback");
    expect(bytes.equals(fallback)).toBe(true);
  }
});
