import { complaints } from "@worker/db/schema";
import { groupSummaries } from "@worker/services/complaints/problem-groups";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { ALIKE, account, companyWithSlug, DAY, file, loadRoutes, rowsOf, SAME } from "./setup";

/**
 * Groups that count people with the same problem (decision 039): only a text that reads like the
 * group's joins it; accounts younger than the ranking rule's age are shown in a group but counted
 * once they age; a company page quotes a group's most-ucked complaint by a counted account, never
 * the newest joiner's words (shared set-up: setup.ts).
 */

beforeAll(loadRoutes, 240_000);

type GroupLine = { people: number; waiting: number; thisWeek: number; complaints: number };
type CompanyGroups = {
  groups: Array<GroupLine & { groupId: string; sample: { id: string; text: string } }>;
};

const UNLIKE = "Amazon staff are thieves who stole from me, call 555-0100 to hear the whole story.";

async function founded(name: string) {
  const company = await companyWithSlug(`${name} ${crypto.randomUUID().slice(0, 6)}`);
  const founder = await account();
  expect((await file(founder.cookie, company, SAME)).status).toBe(302);
  const [row] = await rowsOf(founder.id);
  if (!row) throw new Error("not filed");
  return { company, founder, founderId: row.id };
}

it("a text unlike the group's cannot join it: refused in words, nothing filed, the group unchanged", async () => {
  const { company, founderId } = await founded("Unlikeco");
  const joiner = await account();
  const refused = await file(joiner.cookie, company, UNLIKE, { groupWith: founderId });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain("reads differently from the group you chose");
  expect(await rowsOf(joiner.id)).toEqual([]);
  // A text that reads alike joins; then the unlike text cannot join through the new member
  // either: it must read like the group's founding complaint too.
  const alike = await account();
  expect((await file(alike.cookie, company, ALIKE, { groupWith: founderId })).status).toBe(302);
  const [member] = await rowsOf(alike.id);
  expect(member?.groupId).toBe(founderId);
  const through = await file(joiner.cookie, company, UNLIKE, { groupWith: member?.id ?? "" });
  expect(through.status).toBe(400);
  expect(await rowsOf(joiner.id)).toEqual([]);
  const [founder] = await db
    .select({ groupId: complaints.groupId })
    .from(complaints)
    .where(eq(complaints.id, founderId));
  expect(founder?.groupId).toBe(founderId);
});

it("12 fresh accounts joining a group leave its count unchanged until they age", async () => {
  const { company, founderId } = await founded("Freshco");
  for (let i = 0; i < 12; i++) {
    const fresh = await account({ fresh: true });
    const joined = await file(fresh.cookie, company, ALIKE, { groupWith: founderId });
    expect(joined.status, JSON.stringify(joined.body)).toBe(302);
  }
  // The complaint page: one person has this problem; the twelve are shown, not counted.
  const page = (await fetchApp(get(`/complaint/${founderId}`))).body as { group: GroupLine };
  expect(page.group).toMatchObject({ people: 1, waiting: 12, thisWeek: 1, complaints: 13 });
  // The company page counts the same.
  const companyPage = (await fetchApp(get(`/company/${company.slug}`))).body as CompanyGroups;
  expect(companyPage.groups).toEqual([
    expect.objectContaining({ groupId: founderId, people: 1, waiting: 12 }),
  ]);
  // A day later they are old enough: thirteen people.
  const later = await groupSummaries(db, [founderId], Date.now() + DAY + 60_000);
  expect(later.get(founderId)).toMatchObject({ people: 13, waiting: 0, complaints: 13 });
});

it("a company page's group box quotes the group's most-ucked complaint by a counted account, never the newest joiner's", async () => {
  const { company, founderId } = await founded("Sampleco");
  const established = await account();
  expect((await file(established.cookie, company, ALIKE, { groupWith: founderId })).status).toBe(
    302,
  );
  const [liked] = await rowsOf(established.id);
  // The newest joiner, a fresh account, with the most ucks of all (however they came).
  const newest = await account({ fresh: true });
  const newestText = `${SAME} Amazon staff are thieves, call 555-0100.`;
  expect((await file(newest.cookie, company, newestText, { groupWith: founderId })).status).toBe(
    302,
  );
  const [loud] = await rowsOf(newest.id);
  await db
    .update(complaints)
    .set({ rankedUckCount: 5 })
    .where(eq(complaints.id, liked?.id ?? ""));
  await db
    .update(complaints)
    .set({ rankedUckCount: 50 })
    .where(eq(complaints.id, loud?.id ?? ""));
  const page = (await fetchApp(get(`/company/${company.slug}`))).body as CompanyGroups;
  expect(page.groups).toHaveLength(1);
  expect(page.groups[0]?.sample).toEqual({ id: liked?.id, text: ALIKE });
  expect(JSON.stringify(page.groups)).not.toContain("555-0100");

  // A group only fresh accounts made is not in the box until they age.
  const other = await companyWithSlug(`Youngco ${crypto.randomUUID().slice(0, 6)}`);
  const first = await account({ fresh: true });
  expect((await file(first.cookie, other, SAME)).status).toBe(302);
  const [firstRow] = await rowsOf(first.id);
  for (let i = 0; i < 3; i++) {
    const fresh = await account({ fresh: true });
    expect((await file(fresh.cookie, other, ALIKE, { groupWith: firstRow?.id ?? "" })).status).toBe(
      302,
    );
  }
  const young = (await fetchApp(get(`/company/${other.slug}`))).body as CompanyGroups;
  expect(young.groups).toEqual([]);
});
