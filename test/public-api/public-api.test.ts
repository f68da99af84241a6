/**
 * The public read API, version 1: every documented path answers as its schema says, a company's
 * complaints paged by next_cursor are exactly the company page's count, filters, ETags, CORS,
 * clear errors, and no address of anyone (the conventions, limits and problem answers:
 * public-api-conventions-*.test.ts).
 */

import { companies, complaints, users } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { addComment } from "@worker/services/complaints/comments";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import {
  Company,
  CompanySummary,
  Complaint,
  ComplaintDetail,
  SiteTotals,
} from "@worker/services/public/schemas";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { z } from "zod";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "../factories";
import { fetchResponse, ORIGIN } from "../harness/app";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetchResponse(new Request(`${ORIGIN}${path}`, { headers }));

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function companyWithComplaints(n: number) {
  const company = await createClaimedCompany();
  const author = await createUser({ name: "Pat Public" });
  const base = Date.UTC(2026, 9, 1, 12);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
      // Two share each timestamp: the cursor's tie-break on id is exercised.
      createdAt: new Date(base + Math.floor(i / 2) * 86_400_000),
      status: i % 3 === 0 ? "resolved" : "open",
      text: `API complaint ${i}: the parcel never came and nobody answered.`,
    });
    ids.push(id);
  }
  return { company, author, ids, base };
}

it("pages through a company's complaints by next_cursor and finds the company page's count", async () => {
  const { company, ids } = await companyWithComplaints(7);
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await get(
      `/api/v1/complaints?company=${company.slug}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.status).toBe(200);
    const body = z
      .object({ data: z.array(Complaint), next_cursor: z.string().nullable() })
      .parse(await response.json());
    seen.push(...body.data.map((complaint) => complaint.id));
    cursor = body.next_cursor;
    pages += 1;
  } while (cursor && pages < 10);
  const metrics = await companyMetrics(db, company.id, Date.now());
  expect(seen).toHaveLength(metrics.totalComplaints);
  expect(new Set(seen)).toEqual(new Set(ids));
  expect(pages).toBe(4);

  // Filters narrow the same list.
  const resolved = await json(
    await get(`/api/v1/complaints?company=${company.slug}&status=resolved&limit=100`),
  );
  expect((resolved.data as unknown[]).length).toBe(3);
  const days = await json(
    await get(`/api/v1/complaints?company=${company.slug}&from=2026-10-02&to=2026-10-03&limit=100`),
  );
  expect(
    (days.data as { created_at: string }[]).map((c) => c.created_at.slice(0, 10)).sort(),
  ).toEqual(["2026-10-02", "2026-10-02", "2026-10-03", "2026-10-03"]);
});

it("every documented path answers as its schema says, without anyone's address", async () => {
  const { company, author, ids } = await companyWithComplaints(2);
  const commenter = await createUser({ name: "Cam Comment" });
  await addComment(postbox, ids[0] ?? "", commenter.id, "Me too.", Date.now());
  const doc = await json(await get("/api/v1/openapi.json"));
  expect(doc.openapi).toBe("3.1.0");
  // The "same problem" group (issue 37) is documented on every complaint.
  const complaintSchema = (
    doc.components as { schemas: Record<string, { properties: object; required: string[] }> }
  ).schemas.Complaint;
  expect(complaintSchema?.properties).toHaveProperty("group_id");
  expect(complaintSchema?.required).toContain("group_id");
  const paths = Object.keys(doc.paths as object).sort();
  expect(paths).toEqual([
    "/companies",
    "/companies/{slug}",
    "/complaints",
    "/complaints/{id}",
    "/complaints/{id}/file",
    "/complaints/{id}/file/cfpb",
    "/stats",
  ]);
  const schemas: Record<string, z.ZodType> = {
    "/companies": z.object({ data: z.array(CompanySummary), next_cursor: z.string().nullable() }),
    "/companies/{slug}": z.object({ data: Company }),
    "/complaints": z.object({ data: z.array(Complaint), next_cursor: z.string().nullable() }),
    "/complaints/{id}": z.object({ data: ComplaintDetail }),
    "/complaints/{id}/file": z.object({ data: EscalationFile }),
    "/complaints/{id}/file/cfpb": z.object({ data: z.record(z.string(), z.string().nullable()) }),
    "/stats": z.object({ data: SiteTotals }),
  };
  // The first complaint is about a US bank, so the CFPB takes it and has a record (decision 045).
  await db.update(companies).set({ country: "United States" }).where(eq(companies.id, company.id));
  await db
    .update(complaints)
    .set({ category: "banking" })
    .where(eq(complaints.id, ids[0] ?? ""));
  const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
  for (const path of paths) {
    const url = `/api/v1${path.replace("{slug}", company.slug).replace("{id}", ids[0] ?? "")}`;
    const response = await get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("Content-Type"), url).toMatch(/^application\/json/);
    const text = await response.text();
    const parsed = schemas[path]?.parse(JSON.parse(text));
    expect(parsed, url).toBeDefined();
    for (const email of emails) if (email) expect(text, url).not.toContain(email);
  }
  const detail = await json(await get(`/api/v1/complaints/${ids[0]}`));
  expect(detail.data).toMatchObject({
    author: { name: "Pat Public" },
    comments: [{ text: "Me too.", author: { name: "Cam Comment" } }],
  });
  expect(JSON.stringify(detail)).not.toContain(author.id);
  const found = await json(await get(`/api/v1/companies?q=${encodeURIComponent(company.name)}`));
  expect((found.data as { slug: string }[]).map((c) => c.slug)).toContain(company.slug);
  const one = await json(await get(`/api/v1/companies/${company.slug}`));
  const metrics = await companyMetrics(db, company.id, Date.now());
  expect(one.data).toMatchObject({
    metrics: {
      total_complaints: metrics.totalComplaints,
      response_rate: metrics.responseRate,
      resolution_rate: metrics.resolutionRate,
    },
  });
  const stats = await json(await get("/api/v1/stats"));
  expect((stats.data as { complaints: number }).complaints).toBe(await db.$count(complaints));
});

it("answers with ETags, CORS for reading and clear errors", async () => {
  const { company } = await companyWithComplaints(1);
  const path = `/api/v1/companies/${company.slug}`;
  const first = await get(path);
  const tag = first.headers.get("ETag") ?? "";
  expect(tag).toMatch(/^"[0-9a-f]{24}"$/);
  expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
  expect(first.headers.get("Access-Control-Allow-Origin")).toBe("*");
  const again = await get(path, { "If-None-Match": tag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");

  const preflight = await fetchResponse(
    new Request(`${ORIGIN}/api/v1/complaints`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "GET" },
    }),
  );
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
  expect(preflight.headers.get("Access-Control-Allow-Methods")).toContain("GET");

  const bad = await get("/api/v1/complaints?status=lost&limit=500");
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ code: "invalid_request", status: 400 });
  const badCursor = await get("/api/v1/complaints?cursor=nonsense");
  expect(badCursor.status).toBe(400);
  expect((await get("/api/v1/complaints/no-such-id")).status).toBe(404);
  expect(await (await get("/api/v1/nothing-here")).json()).toMatchObject({ code: "not_found" });
  // Writing is not part of the API.
  const post = await fetchResponse(
    new Request(`${ORIGIN}/api/v1/complaints`, { method: "POST", headers: { Origin: ORIGIN } }),
  );
  expect(post.status).toBe(405);
});
