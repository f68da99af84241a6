/** An Atom feed can be cached: its Cache-Control and ETag, and a 304 for a repeated poll. */
import { companies } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createCompany, createComplaint, db } from "../factories";
import { fetchResponse, get } from "../harness/app";
import { readFeed } from "./setup";

// The site's feed holds a complaint, as it did when this test shared its file with the lists'.
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

it("an empty feed reads the same on every poll: <updated> is when its page began, and its ETag gets 304", async () => {
  const company = await createCompany();
  const [row] = await db
    .select({ slug: companies.slug, createdAt: companies.createdAt })
    .from(companies)
    .where(eq(companies.id, company.id));
  const path = `/company/${row?.slug}/feed.atom`;
  const first = await readFeed(path);
  expect(first.entries).toEqual([]);
  expect(first.updated).toBe(row?.createdAt.toISOString());
  const etag = first.response.headers.get("ETag") ?? "";
  const request = get(path);
  request.headers.set("If-None-Match", etag);
  expect((await fetchResponse(request)).status).toBe(304);
});
