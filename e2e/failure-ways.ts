import { expect, type Page } from "@playwright/test";

/** The toast of an action whose answer never came (or was not the action's answer). */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";

/**
 * Failures keep the page: an action whose request is lost on the way (the network dropped) or
 * answered by something that is not the action's answer (a proxy's 500 page) shows the spec's
 * toast, and the page, its cards and what was typed stay. Then the same action works.
 */
export const ways = {
  "the network drops": (page: Page, url: string) =>
    page.route(url, (route) => route.abort("internetdisconnected")),
  "the server fails": (page: Page, url: string) =>
    page.route(url, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    ),
};

const chunkFile = (name: string) => new RegExp(`/assets/${name}-[^/]*\\.js$`);

/**
 * A chunk of the browser's build (`name`, its file's name before the hash) that cannot be fetched,
 * as when the network drops: the lazy pieces say so in their place (decision 067).
 */
export const dropChunk = (page: Page, name: string) =>
  page.route(chunkFile(name), (route) => route.abort("internetdisconnected"));

/** The chunk loads again (after `dropChunk`). */
export const restoreChunk = (page: Page, name: string) => page.unroute(chunkFile(name));

/**
 * The journey's page errors (the `pageErrors` fixture) hold the dropped chunk's failed fetch and
 * nothing else but React's note that it drew the part again after that error: #520 ("React was
 * able to recover") when the failure lands during a render, #422 ("switched to client rendering")
 * when it lands while that part of the server's HTML is hydrating, which a busy machine makes
 * likelier. They are cleared, so the fixture's own check passes.
 */
export function expectOnlyDroppedChunk(errors: string[], name: string) {
  const failed = new RegExp(`Failed to fetch dynamically imported module: .*/${name}-`);
  const left = errors.splice(0);
  expect(left.some((error) => failed.test(error))).toBe(true);
  for (const error of left)
    expect(error).toMatch(new RegExp(`${failed.source}|React error #(520|422);`));
}
