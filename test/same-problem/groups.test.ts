import { complaints } from "@worker/db/schema";
import { selectCards } from "@worker/services/public/card-select";
import { toCard } from "@worker/services/public/complaint";
import { openDataValuesOf } from "@worker/services/public/shapes";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint as complaintRow, db } from "../factories";
import { fetchApp, fetchWorker, get } from "../harness/app";
import { ALIKE, account, companyWithSlug, DAY, file, loadRoutes, rowsOf, SAME } from "./setup";

/**
 * Groups: near-identical complaints about one company form one group, shown on both pages and in
 * the API; only open, recent complaints of that company are suggested or joined (shared set-up:
 * setup.ts).
 */

beforeAll(loadRoutes, 240_000);

type Check = {
  similar: {
    state: string;
    similar?: Array<{ id: string; group: { people: number } | null }>;
  };
  draft?: { text: string; companyName: string; location: string };
};

/** "Check for similar complaints": the GET the button makes, with the form's fields. */
async function check(fields: Record<string, string>): Promise<Check> {
  const answer = await fetchApp(get(`/create?${new URLSearchParams({ check: "1", ...fields })}`));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Check;
}

it("three accounts' near-identical complaints about one company form one group of three, shown on both pages and in the API; the same text about another company is never suggested", async () => {
  const x = await companyWithSlug(`Blendco ${crypto.randomUUID().slice(0, 6)}`);
  const y = await companyWithSlug(`Other Blend ${crypto.randomUUID().slice(0, 6)}`);
  // The same words about company Y, by someone else: never a suggestion for X.
  const elsewhere = await account();
  expect((await file(elsewhere.cookie, y, SAME)).status).toBe(302);

  const first = await account();
  const filed = await file(first.cookie, x, SAME);
  expect(filed.status, JSON.stringify(filed.body)).toBe(302);
  const [firstRow] = await rowsOf(first.id);
  if (!firstRow) throw new Error("not filed");
  expect(firstRow.groupId).toBeNull();

  // The second person checks (by the company's name, as the form without JavaScript sends it).
  const second = await account();
  const seen = await check({ companyName: x.name, text: ALIKE, location: "Lyon" });
  expect(seen.similar.state).toBe("checked");
  expect(seen.similar.similar?.map((s) => s.id)).toEqual([firstRow.id]);
  // The draft comes back as typed.
  expect(seen.draft).toMatchObject({ text: ALIKE, companyName: x.name, location: "Lyon" });
  const joined = await file(second.cookie, x, ALIKE, { groupWith: firstRow.id });
  expect(joined.status, JSON.stringify(joined.body)).toBe(302);

  // The third finds the group once (one suggestion per group), by the chosen company's slug.
  const third = await account();
  const again = await check({ companySlug: x.slug, text: SAME });
  expect(again.similar.similar).toHaveLength(1);
  const suggestion = again.similar.similar?.[0];
  expect(suggestion?.group?.people).toBe(2);
  if (!suggestion) throw new Error("no suggestion");
  expect((await file(third.cookie, x, SAME, { groupWith: suggestion.id })).status).toBe(302);

  const rows = [
    ...(await rowsOf(first.id)),
    ...(await rowsOf(second.id)),
    ...(await rowsOf(third.id)),
  ];
  expect(rows).toHaveLength(3);
  expect(new Set(rows.map((r) => r.groupId))).toEqual(new Set([firstRow.id]));
  const [elsewhereRow] = await rowsOf(elsewhere.id);
  expect(elsewhereRow?.groupId).toBeNull();

  // Each keeps its own clock: three complaints, three deadlines, none changed by the grouping.
  const deadlines = await db
    .select({ deadline: complaints.escalationDeadline, createdAt: complaints.createdAt })
    .from(complaints)
    .where(eq(complaints.groupId, firstRow.id));
  for (const row of deadlines) {
    expect(row.deadline.getTime() - row.createdAt.getTime()).toBe(48 * 3_600_000);
  }

  // The complaint page and the company page show the group of three.
  const page = (await fetchApp(get(`/complaint/${rows[1]?.id}`))).body as {
    group: { people: number; thisWeek: number; resolved: number; medianResponseMs: null };
  };
  expect(page.group).toMatchObject({ people: 3, thisWeek: 3, resolved: 0, medianResponseMs: null });
  const companyPage = (await fetchApp(get(`/company/${x.slug}`))).body as {
    groups: Array<{ groupId: string; people: number; sample: { id: string } }>;
  };
  expect(companyPage.groups).toEqual([
    expect.objectContaining({
      groupId: firstRow.id,
      people: 3,
      sample: expect.objectContaining({ id: firstRow.id }),
    }),
  ]);
  const otherPage = (await fetchApp(get(`/company/${y.slug}`))).body as { groups: unknown[] };
  expect(otherPage.groups).toEqual([]);

  // The API and the open data carry group_id.
  for (const row of rows) {
    const api = await fetchWorker(get(`/api/v1/complaints/${row.id}`));
    expect(api.status).toBe(200);
    expect((api.body as { data: { group_id: string } }).data.group_id).toBe(firstRow.id);
  }
  const listed = await fetchWorker(get(`/api/v1/complaints?company=${y.slug}`));
  expect(
    (listed.body as { data: Array<{ group_id: string | null }> }).data[0]?.group_id,
  ).toBeNull();
  const [card] = await selectCards(db, null).where(eq(complaints.id, firstRow.id));
  if (!card) throw new Error("no card");
  expect(openDataValuesOf(toCard(card), "http://localhost", Date.now()).group_id).toBe(firstRow.id);

  // Y's check never shows X's complaints, and X's never Y's.
  const forY = await check({ companySlug: y.slug, text: SAME });
  expect(forY.similar.similar?.map((s) => s.id)).toEqual([elsewhereRow?.id]);
});

it("only open complaints from the last 90 days are suggested", async () => {
  const x = await companyWithSlug(`Windowco ${crypto.randomUUID().slice(0, 6)}`);
  const old = await complaintRow({
    companyId: x.id,
    companyName: x.name,
    text: SAME,
    createdAt: new Date(Date.now() - 91 * DAY),
  });
  const resolved = await complaintRow({
    companyId: x.id,
    companyName: x.name,
    text: SAME,
    status: "resolved",
  });
  const open = await complaintRow({
    companyId: x.id,
    companyName: x.name,
    text: SAME,
    createdAt: new Date(Date.now() - 89 * DAY),
  });
  const seen = await check({ companySlug: x.slug, text: SAME });
  expect(seen.similar.similar?.map((s) => s.id)).toEqual([open.id]);
  // Nor can one be joined by naming it in the form.
  const person = await account();
  for (const target of [old.id, resolved.id]) {
    const refused = await file(person.cookie, x, SAME, { groupWith: target });
    expect(refused.status).toBe(400);
  }
  expect(await rowsOf(person.id)).toEqual([]);
  // A different problem reads unlike: nothing is suggested.
  const other = await check({
    companySlug: x.slug,
    text: "The delivery driver left the parcel in the rain.",
  });
  expect(other.similar).toMatchObject({ state: "checked", similar: [] });
  expect((await check({ companySlug: "no-such-company-anywhere", text: SAME })).similar.state).toBe(
    "no_company",
  );
});

it("a complaint of another company cannot be joined", async () => {
  const x = await companyWithSlug(`Joinco ${crypto.randomUUID().slice(0, 6)}`);
  const y = await companyWithSlug(`Joinco Other ${crypto.randomUUID().slice(0, 6)}`);
  const theirs = await complaintRow({ companyId: y.id, companyName: y.name, text: SAME });
  const person = await account();
  expect((await file(person.cookie, x, SAME, { groupWith: theirs.id })).status).toBe(400);
  expect(await rowsOf(person.id)).toEqual([]);
  const [row] = await db
    .select({ g: complaints.groupId })
    .from(complaints)
    .where(eq(complaints.id, theirs.id));
  expect(row?.g).toBeNull();
});
