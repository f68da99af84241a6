import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { createComplaint as complaintRow, createCompany } from "./factories";

it("D1 in workerd has FTS5's trigram tokenizer, kept in step with complaints by triggers", async () => {
  const company = await createCompany();
  const row = await complaintRow({
    companyId: company.id,
    text: "快递三周都没有送到，客服电话一直打不通",
  });
  const { results } = await env.DB.prepare(
    "select c.id, bm25(complaints_trigram_fts) as rank from complaints_trigram_fts join complaints c on c.rowid = complaints_trigram_fts.rowid where complaints_trigram_fts match ? order by rank",
  )
    .bind('"没有送到"')
    .all<{ id: string; rank: number }>();
  expect(results.map((r) => r.id)).toContain(row.id);
});
