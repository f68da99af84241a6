import { API_ROUTES } from "@worker/api/v1/routes";
import { companies, complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { z } from "zod";
import { createCompany, createComplaint, db } from "../factories";
import { brokenEnv, get, limiterEnv, seeded } from "./setup";

/**
 * Every documented operation answers each documented status as its schema says, body and headers
 * (shared set-up: setup.ts).
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

it("every documented operation answers each documented status as its schema says", async () => {
  const { company, ids } = await seeded();
  // A complaint about a US bank: the CFPB takes it (decision 045).
  const bank = await createCompany();
  await db.update(companies).set({ country: "United States" }).where(eq(companies.id, bank.id));
  const banking = await createComplaint({ companyId: bank.id, companyName: bank.name });
  await db.update(complaints).set({ category: "banking" }).where(eq(complaints.id, banking.id));
  const valid: Record<string, string> = {
    listComplaints: `/api/v1/complaints?company=${company.slug}&limit=2`,
    getComplaint: `/api/v1/complaints/${ids[0]}`,
    getComplaintFile: `/api/v1/complaints/${ids[0]}/file`,
    getComplaintCfpbRecord: `/api/v1/complaints/${banking.id}/file/cfpb`,
    listCompanies: `/api/v1/companies?q=${encodeURIComponent(company.name)}`,
    getCompany: `/api/v1/companies/${company.slug}`,
    getStats: "/api/v1/stats",
  };
  // How to make each documented status happen, per operation.
  const cases: Record<string, (operationId: string) => Promise<Response>> = {
    200: (op) => get(valid[op] ?? ""),
    304: async (op) => {
      const tag = (await get(valid[op] ?? "")).headers.get("ETag") ?? "";
      return get(valid[op] ?? "", { "If-None-Match": tag });
    },
    301: () => get(`/api/v1/companies/${company.slug}-old`),
    400: (op) =>
      get(
        {
          listComplaints: "/api/v1/complaints?limit=500",
          getComplaint: `/api/v1/complaints/${"x".repeat(65)}`,
          getComplaintFile: `/api/v1/complaints/${"x".repeat(65)}/file`,
          getComplaintCfpbRecord: `/api/v1/complaints/${"x".repeat(65)}/file/cfpb`,
          listCompanies: `/api/v1/companies?q=${"q".repeat(101)}`,
          getCompany: `/api/v1/companies/${"s".repeat(201)}`,
        }[op] ?? "",
      ),
    404: (op) =>
      get(
        op === "getComplaint"
          ? "/api/v1/complaints/no-such-id"
          : op === "getComplaintFile"
            ? "/api/v1/complaints/no-such-id/file"
            : op === "getComplaintCfpbRecord"
              ? // Not about a US financial company: no CFPB record.
                `/api/v1/complaints/${ids[0]}/file/cfpb`
              : "/api/v1/companies/nobody",
      ),
    429: (op) => get(valid[op] ?? "", { "CF-Connecting-IP": "203.0.113.9" }, limiterEnv(false)),
    500: (op) => get(valid[op] ?? "", {}, brokenEnv()),
  };

  const document = (await (await get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, { get: { operationId: string; responses: Record<string, unknown> } }>;
  };
  const documented = Object.values(document.paths).map((item) => item.get.operationId);
  expect(documented.sort()).toEqual(API_ROUTES.map((route) => route.operationId).sort());

  let checked = 0;
  for (const route of API_ROUTES) {
    const op = route.operationId;
    expect(Object.keys(document.paths[route.path]?.get.responses ?? {}).sort(), op).toEqual(
      Object.keys(route.responses).sort(),
    );
    for (const [status, declared] of Object.entries(route.responses)) {
      const make = cases[status];
      expect(make, `${op} ${status}: no way to make it happen`).toBeDefined();
      if (!make || !("description" in declared)) continue;
      const response = await make(op);
      const where = `${op} ${status}`;
      expect(response.status, where).toBe(Number(status));
      for (const name of Object.keys(declared.headers ?? {})) {
        // Link is there exactly when there is a next page (checked below).
        if (name !== "Link") expect(response.headers.get(name), `${where} ${name}`).toBeTruthy();
      }
      const content: Record<string, { schema?: unknown }> =
        "content" in declared ? declared.content : {};
      const [media, body] = Object.entries(content)[0] ?? [];
      if (!media || !body) {
        expect(await response.text(), where).toBe("");
      } else {
        expect(response.headers.get("Content-Type")?.split(";")[0], where).toBe(media);
        const schema = body.schema;
        expect(isZod(schema), where).toBe(true);
        if (isZod(schema)) {
          const parsed = schema.safeParse(await response.json());
          expect(parsed.error?.issues ?? [], where).toEqual([]);
        }
      }
      checked += 1;
    }
  }
  expect(checked).toBe(
    API_ROUTES.reduce((sum, route) => sum + Object.keys(route.responses).length, 0),
  );
});
