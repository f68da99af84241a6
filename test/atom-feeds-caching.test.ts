/** An Atom feed can be cached: its Cache-Control and ETag, and a 304 for a repeated poll. */
import { beforeAll, expect, it } from "vitest";
import { readFeed } from "./atom-feeds-kit";
import { createComplaint } from "./factories";
import { fetchResponse, get } from "./harness/app";

// The feed holds a complaint, as it did when this test shared its file with the lists' tests: an
// empty feed's <updated> is the moment it is written (worker/services/feeds/atom.ts), so its tag
// changes with every request and a repeated poll could never get a 304.
beforeAll(async () => {
  await createComplaint();
});

it("a feed can be cached: public for five minutes, and a repeated poll with its ETag gets 304", async () => {
  const { response } = await readFeed("/feed.atom");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
  const etag = response.headers.get("ETag") ?? "";
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const request = get("/feed.atom");
  request.headers.set("If-None-Match", etag);
  const again = await fetchResponse(request);
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  // A change to the list changes the tag.
  await createComplaint({ createdAt: new Date(Date.now() + 180_000) });
  const changed = await fetchResponse(request);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("ETag")).not.toBe(etag);
});
