/**
 * What the public API's convention tests (test/public-api-conventions-*.test.ts) share. The
 * public API by the conventions integrators expect: every documented operation answers each
 * documented status as its schema says (body and headers), one error shape everywhere
 * (RFC 9457 problem+json, also for a wrong method, an unknown path and a failure), 405 with
 * Allow, RFC 8288 Link beside next_cursor, `country` by code or name in any case, and the
 * per-address limit in the Rate Limiting binding: no D1 write, and a 304 spends nothing.
 */
import { env } from "cloudflare:test";
import { companySlugAliases, complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, ORIGIN } from "../harness/app";

export const get = (path: string, headers: Record<string, string> = {}, options = {}) =>
  fetchResponse(new Request(`${ORIGIN}${path}`, { headers }), options);

/** The test env with the API's limiter answering `success` and counting its calls. */
export function limiterEnv(success: boolean) {
  const calls: string[] = [];
  const API_LIMITER = {
    limit: async ({ key }: { key: string }) => {
      calls.push(key);
      return { success };
    },
  };
  return { env: { ...env, API_LIMITER }, calls };
}

/** A D1 that fails every query: the handler throws, as on an outage (its log line is expected). */
export const brokenEnv = () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const fail = () => {
    throw new Error("D1_ERROR: the database is unavailable");
  };
  const session = { prepare: fail, batch: fail, getBookmark: () => null };
  return { env: { ...env, DB: { ...env.DB, withSession: () => session, prepare: fail } } };
};

export async function seeded() {
  const company = await createClaimedCompany();
  const author = await createUser({ name: "Pat Public" });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { id } = await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
    });
    ids.push(id);
  }
  await db
    .update(complaints)
    .set({ country: "United States" })
    .where(eq(complaints.id, ids[0] ?? ""));
  await db
    .update(complaints)
    .set({ country: "Australia" })
    .where(eq(complaints.id, ids[1] ?? ""));
  // A slug the company had before: its address answers 301.
  await db
    .insert(companySlugAliases)
    .values({ slug: `${company.slug}-old`, companyId: company.id });
  return { company, ids };
}
