import { archiveReach } from "../../scripts/archive-reach";
import { seedId } from "../../worker/seed/random";
import { expect, test, visitorAddress } from "../fixtures";
import { E2E_ARCHIVE_PAGE_SIZE } from "../servers";
import { d1 } from "../xss/xss-probe";

/**
 * The archive's rule (decision 049): every public complaint within four plain links of `/`.
 * A crawler (scripts/archive-reach.ts) reads the server's HTML without scripts, breadth-first
 * from `/` to depth 4, on the journeys' seeded database with archive pages of
 * E2E_ARCHIVE_PAGE_SIZE complaints (so the seeded days fill several numbered pages), and must
 * reach every seeded complaint. The seed's complaints are the ones checked: journeys beside this
 * one add and delete their own complaints, all filed after the seed's, so they never move a
 * seeded complaint to another page while the crawler reads.
 */

/** DEMO_SCALE.complaints (worker/seed/generate.ts): the journeys' servers are seeded with it. */
const SEEDED_COMPLAINTS = 300;

test("every seeded complaint is within four plain links of home", async ({ baseURL }) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? "";
  const seeded = new Set(
    Array.from({ length: SEEDED_COMPLAINTS }, (_, i) => seedId("complaint", i)),
  );
  const rows = await d1("select id from complaints");
  const expected = rows.map((row) => String(row.id)).filter((id) => seeded.has(id));
  expect(expected.length, "the seeded complaints are in the database").toBe(seeded.size);
  const headers = { "CF-Connecting-IP": visitorAddress("archive-reach") };
  const reach = await archiveReach({
    origin,
    maxDepth: 4,
    fetch: (url) => fetch(url, { headers }),
  });
  expect(reach.failures).toEqual([]);
  // Several pages per day were walked, not one long list.
  const dayPages = [...reach.depthOf.keys()].filter((path) =>
    /^\/archive\/\d{4}\/\d{2}\/\d{2}\?page=\d+$/.test(path),
  );
  expect(
    dayPages.length,
    `day pages past the first (pages of ${E2E_ARCHIVE_PAGE_SIZE})`,
  ).toBeGreaterThan(10);
  const missing = expected.filter((id) => !reach.complaints.has(id));
  expect(missing, `${missing.length} of ${expected.length} not reached in 4 links`).toEqual([]);
  for (const id of expected) expect(reach.complaints.get(id) ?? 99).toBeLessThanOrEqual(4);
});
