/**
 * "Same problem" groups, never merges, and one person, one complaint per problem (issue 37):
 * /create's "Check for similar complaints" (a GET, so it works without JavaScript) suggests open
 * complaints about that company only that read alike (FTS5 trigram bm25, then word shingles);
 * "I have this problem too" files the person's own complaint in the group; the complaint page,
 * the company page, the API and the open data carry the group; the same account's same complaint
 * again is refused with 409 and a link to the first.
 */
import { env } from "cloudflare:test";
import {
  DUPLICATE_THRESHOLD,
  jaccard,
  SIMILAR_THRESHOLD,
  shinglesOf,
  trigramQuery,
} from "@shared/same-problem";
import { companies, complaints } from "@worker/db/schema";
import { selectCards, toCard } from "@worker/services/public/complaint";
import { openDataValuesOf } from "@worker/services/public/shapes";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint as complaintRow, createCompany, createUser, db } from "./factories";
import { type Answer, fetchApp, fetchWorker, get, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/create");
  await import("../app/routes/complaint.$id");
  await import("../app/routes/company.$slug");
}, 240_000);

const DAY = 86_400_000;
const SAME =
  "I returned the blender on 3 March and the refund of 89 euros never reached my card, support keeps closing my tickets.";
const ALIKE =
  "I returned the blender on 3 March and the refund of 89 euros never reached my card, support keeps closing the chat.";

async function companyWithSlug(name: string) {
  const company = await createCompany({ name });
  const [row] = await db
    .select({ slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, company.id));
  if (!row?.domain) throw new Error("no company");
  return { ...company, slug: row.slug, domain: row.domain };
}

type Company = Awaited<ReturnType<typeof companyWithSlug>>;

/** The JavaScript form's POST /create, as a signed-in account; extra fields laid over. */
function file(cookie: string, company: Company, text: string, extra: Record<string, string> = {}) {
  return fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: company.domain,
          text,
          location: "",
          ...extra,
        },
      },
      cookie,
    ),
  );
}

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

async function account() {
  const user = await createUser();
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

const rowsOf = (userId: string) =>
  db
    .select({ id: complaints.id, groupId: complaints.groupId, companyId: complaints.companyId })
    .from(complaints)
    .where(eq(complaints.userId, userId));

it("D1 in workerd has FTS5's trigram tokenizer, kept in step with complaints by triggers", async () => {
  const company = await createCompany();
  const row = await complaintRow({
    companyId: company.id,
    text: "快递三周都没有送到，客服电话一直打不通",
  });
  const query =
    "select c.id from complaints_trigram_fts join complaints c on c.rowid = complaints_trigram_fts.rowid where complaints_trigram_fts match ? order by bm25(complaints_trigram_fts)";
  const found = await env.DB.prepare(query).bind('"没有送到"').all<{ id: string }>();
  expect(found.results.map((r) => r.id)).toContain(row.id);
  // The update and delete triggers keep it in step.
  await db.update(complaints).set({ text: "包裹破损，要求退款" }).where(eq(complaints.id, row.id));
  const after = await env.DB.prepare(query).bind('"没有送到"').all<{ id: string }>();
  expect(after.results.map((r) => r.id)).not.toContain(row.id);
  await db.delete(complaints).where(eq(complaints.id, row.id));
  const gone = await env.DB.prepare(query).bind('"要求退款"').all<{ id: string }>();
  expect(gone.results.map((r) => r.id)).not.toContain(row.id);
});

it("word shingles tell alike from different, in scripts with and without spaces", () => {
  expect(jaccard(shinglesOf(SAME), shinglesOf(SAME.toUpperCase()))).toBe(1);
  const alike = jaccard(shinglesOf(SAME), shinglesOf(ALIKE));
  expect(alike).toBeGreaterThanOrEqual(SIMILAR_THRESHOLD);
  expect(alike).toBeLessThan(1);
  const other = "The delivery driver left the parcel in the rain and the box was soaked.";
  expect(jaccard(shinglesOf(SAME), shinglesOf(other))).toBeLessThan(SIMILAR_THRESHOLD);
  const zh = "快递三周都没有送到，客服电话一直打不通";
  expect(jaccard(shinglesOf(zh), shinglesOf(`${zh}。`))).toBeGreaterThanOrEqual(
    DUPLICATE_THRESHOLD,
  );
  expect(trigramQuery("快递没有")).toBe('"快递没" OR "递没有"');
  expect(trigramQuery("a b")).toBeNull();
  // A quote typed into the draft stays inside its phrase.
  expect(trigramQuery('say "hello"')).toBe('"say" OR "hello"');
});

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

it("the same account's near-identical second complaint about a company is refused with 409 and a link to the first; a different problem is filed", async () => {
  const x = await companyWithSlug(`Dupco ${crypto.randomUUID().slice(0, 6)}`);
  const person = await account();
  expect((await file(person.cookie, x, SAME)).status).toBe(302);
  const [first] = await rowsOf(person.id);
  if (!first) throw new Error("not filed");

  // The JavaScript form: 409, the link in the answer.
  const again: Answer = await file(person.cookie, x, `${SAME}!`);
  expect(again.status).toBe(409);
  const body = again.body as { ok: boolean; duplicateOf: string; toast: { description: string } };
  expect(body.duplicateOf).toBe(first.id);
  expect(body.toast.description).toContain(`/complaint/${first.id}`);
  // The plain form: 409, everything typed kept, the link.
  const plain = await fetchApp(
    post(
      "/create",
      {
        form: {
          plain: "1",
          companyName: x.name,
          companyDomain: x.domain,
          text: SAME,
          location: "Nantes",
          resolutionSought: "My 89 euros back",
        },
      },
      person.cookie,
    ),
  );
  expect(plain.status).toBe(409);
  expect(plain.body).toMatchObject({
    duplicateOf: first.id,
    draft: { text: SAME, location: "Nantes", resolutionSought: "My 89 euros back" },
  });
  // Refused duplicates never exist.
  expect(await rowsOf(person.id)).toHaveLength(1);

  // A different problem about the same company is filed; so is the same text about another.
  const different = await file(
    person.cookie,
    x,
    "The blender I bought in May arrived with a cracked jug and no manual in the box.",
  );
  expect(different.status, JSON.stringify(different.body)).toBe(302);
  const y = await companyWithSlug(`Dupco Other ${crypto.randomUUID().slice(0, 6)}`);
  expect((await file(person.cookie, y, SAME)).status).toBe(302);
  expect(await rowsOf(person.id)).toHaveLength(3);
});

it("after 30 days the same account may file the same words again", async () => {
  const x = await companyWithSlug(`Lateco ${crypto.randomUUID().slice(0, 6)}`);
  const person = await account();
  await complaintRow({
    userId: person.id,
    companyId: x.id,
    companyName: x.name,
    text: SAME,
    createdAt: new Date(Date.now() - 31 * DAY),
  });
  expect((await file(person.cookie, x, SAME)).status).toBe(302);
});
