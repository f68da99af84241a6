import { ucks } from "@worker/db/schema";
import {
  listMostComplained,
  listTrending,
  listViral,
  RankCursorParam,
} from "@worker/services/discovery";
import { expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { complaintAt, HOUR, NOW } from "./setup";

/**
 * The ranked lists: viral, trending and most complained, each by its documented measure and
 * window (shared set-up: setup.ts).
 */

async function addUcks(complaintId: string, hoursAgo: number[]) {
  for (const ago of hoursAgo) {
    const voter = await createUser();
    await db
      .insert(ucks)
      // An established account's uck: ranked when it was given (docs/decisions/028).
      .values({
        complaintId,
        userId: voter.id,
        createdAt: new Date(NOW - ago * HOUR),
        rankedAt: new Date(NOW - ago * HOUR),
      });
  }
}

it("viral ranks by ucks gained per hour in the window, pages by (score, id)", async () => {
  const hot = await complaintAt(72);
  const warm = await complaintAt(72);
  const old = await complaintAt(400);
  await addUcks(hot, [1, 2, 3, 4, 5, 6]); // 6 in the last day
  await addUcks(warm, [1, 30, 40]); // 1 in the last day, 3 in the week
  await addUcks(old, [200, 300]); // none recent
  const day = await listViral(db, { viewerId: null, window: "24h", cursor: null, now: NOW });
  expect(day.items.map((c) => c.id).slice(0, 2)).toEqual([hot, warm]);
  expect(day.scores[hot]).toBeCloseTo(6 / 24, 6);
  expect(day.scores[warm]).toBeCloseTo(1 / 24, 6);
  expect(day.items.map((c) => c.id)).not.toContain(old);
  const week = await listViral(db, { viewerId: null, window: "7d", cursor: null, now: NOW });
  expect(week.scores[warm]).toBeCloseTo(3 / 168, 6);

  // Keyset paging: the page after `hot` starts with `warm`, never repeats.
  const cursor = RankCursorParam.parse(`${day.scores[hot]}_${hot}`);
  const next = await listViral(db, { viewerId: null, window: "24h", cursor, now: NOW });
  expect(next.items[0]?.id).toBe(warm);
  expect(next.items.map((c) => c.id)).not.toContain(hot);
});

it("trending follows the documented formula: engagement over (age + 2)^1.5", async () => {
  const fresh = await complaintAt(1, { uckCount: 3, commentsCount: 1, shareCount: 0 });
  const older = await complaintAt(48, { uckCount: 40, commentsCount: 10, shareCount: 5 });
  const outside = await complaintAt(15 * 24, { uckCount: 900 });
  const page = await listTrending(db, { viewerId: null, cursor: null, now: NOW });
  const score = (engagement: number, hours: number) => engagement / (hours + 2) ** 1.5;
  expect(page.scores[fresh]).toBeCloseTo(score(3 + 2, 1), 5);
  expect(page.scores[older]).toBeCloseTo(score(40 + 20 + 15, 48), 5);
  const ids = page.items.map((c) => c.id);
  // 5 / 3^1.5 = 0.96 beats 75 / 50^1.5 = 0.21: fresh activity outranks old totals.
  expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(older));
  expect(ids).not.toContain(outside);
});

it("most complained counts complaints per company in the window", async () => {
  const busy = await createCompany({ name: "Busy Complaints Ltd" });
  const quiet = await createCompany({ name: "Quiet Complaints Ltd" });
  for (const ago of [1, 2, 3, 24 * 10]) await complaintAt(ago, {}, busy.id);
  await complaintAt(5, { hasResponse: true }, quiet.id);
  await complaintAt(24 * 20, {}, quiet.id);
  await complaintAt(24 * 21, {}, quiet.id);
  await complaintAt(24 * 22, {}, quiet.id);
  await complaintAt(24 * 40, {}, quiet.id);

  const week = await listMostComplained(db, "7d", NOW);
  const inWeek = (id: string) => week.find((c) => c.id === id);
  expect(inWeek(busy.id)).toMatchObject({ complaints: 3, answered: 0 });
  expect(inWeek(quiet.id)).toMatchObject({ complaints: 1, answered: 1 });
  expect(week.findIndex((c) => c.id === busy.id)).toBeLessThan(
    week.findIndex((c) => c.id === quiet.id),
  );
  const month = await listMostComplained(db, "30d", NOW);
  expect(month.find((c) => c.id === quiet.id)?.complaints).toBe(4);
  expect(month.find((c) => c.id === busy.id)?.complaints).toBe(4);
  const all = await listMostComplained(db, "all", NOW);
  expect(all.find((c) => c.id === quiet.id)?.complaints).toBe(5);
});
