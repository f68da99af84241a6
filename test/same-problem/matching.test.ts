import { env } from "cloudflare:test";
import {
  DUPLICATE_THRESHOLD,
  jaccard,
  SIMILAR_THRESHOLD,
  shinglesOf,
  trigramQuery,
} from "@shared/same-problem";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint as complaintRow, createCompany, db } from "../factories";
import { ALIKE, loadRoutes, SAME } from "./setup";

/**
 * What reads alike: D1's FTS5 trigram index kept in step with complaints, and word shingles that
 * tell alike from different (shared set-up: setup.ts).
 */

beforeAll(loadRoutes, 240_000);

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
