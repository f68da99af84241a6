/**
 * D1 writes per 1,000 reads of the public API (docs/performance.md#the-budget: reads never write to the primary,
 * so D1 read replicas can serve them). Sends 1,000 GETs spread over every read operation, from
 * 20 addresses (CF-Connecting-IP, so the per-address limit runs as behind Cloudflare, 50 each:
 * well under the limit), and adds up the writing statements the Worker reports (`X-D1-Writes`,
 * bench mode). Sequential, so it measures what each read does, not contention.
 */
import type { Fixture } from "./state";

export type ApiReads = { requests: number; writes: number; statuses: Record<string, number> };

export async function apiReadWrites(url: string, fixture: Fixture, requests = 1000) {
  const paths = [
    "/api/v1/complaints?limit=10",
    "/api/v1/complaints?country=us&limit=10",
    `/api/v1/complaints/${encodeURIComponent(fixture.detailId)}`,
    `/api/v1/companies/${encodeURIComponent(fixture.companySlug)}`,
    "/api/v1/companies?q=air",
    "/api/v1/stats",
  ];
  const result: ApiReads = { requests: 0, writes: 0, statuses: {} };
  for (let i = 0; i < requests; i++) {
    const path = paths[i % paths.length] as string;
    const response = await fetch(`${url}${path}`, {
      headers: { "CF-Connecting-IP": `198.51.100.${(i % 20) + 1}` },
    });
    await response.arrayBuffer();
    result.requests += 1;
    result.writes += Number(response.headers.get("X-D1-Writes") ?? Number.NaN);
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
  }
  return result;
}
