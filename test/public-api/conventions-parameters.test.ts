import { countryCode, countryNamed, KNOWN_COUNTRIES } from "@shared/places";
import { afterEach, expect, it, vi } from "vitest";
import { ORIGIN } from "../harness/app";
import { get, seeded } from "./setup";

/**
 * Paging and filters as integrators expect them: an RFC 8288 Link beside next_cursor, and
 * `country` by code or name in any case (shared set-up: setup.ts).
 */

afterEach(() => {
  vi.restoreAllMocks();
});

it("pages carry an RFC 8288 Link to the next page beside next_cursor, and none on the last", async () => {
  const { company, ids } = await seeded();
  const seen: string[] = [];
  let path: string | null = `/api/v1/complaints?company=${company.slug}&limit=2`;
  while (path) {
    const response = await get(path);
    const body = (await response.json()) as { data: { id: string }[]; next_cursor: string | null };
    seen.push(...body.data.map((complaint) => complaint.id));
    const link = response.headers.get("Link");
    if (body.next_cursor === null) {
      expect(link).toBeNull();
      path = null;
    } else {
      const [, target] = /^<([^>]+)>; rel="next"$/.exec(link ?? "") ?? [];
      const next = new URL(target ?? "");
      expect(next.origin).toBe(ORIGIN);
      expect(next.searchParams.get("cursor")).toBe(body.next_cursor);
      expect(next.searchParams.get("company")).toBe(company.slug);
      path = `${next.pathname}${next.search}`;
    }
  }
  expect(seen.sort()).toEqual([...ids].sort());
  // The companies list pages the same way.
  const first = await get("/api/v1/companies?limit=1");
  const page = (await first.json()) as { next_cursor: string | null };
  if (page.next_cursor) expect(first.headers.get("Link")).toContain(`cursor=${page.next_cursor}`);
});

it("country takes an ISO 3166 code or a name in any case", async () => {
  const { company, ids } = await seeded();
  const found = async (country: string) => {
    const response = await get(
      `/api/v1/complaints?company=${company.slug}&country=${encodeURIComponent(country)}`,
    );
    expect(response.status, country).toBe(200);
    return ((await response.json()) as { data: { id: string }[] }).data.map((c) => c.id);
  };
  for (const us of ["us", "US", "United States", "united states", "UNITED STATES", "usa"])
    expect(await found(us), us).toEqual([ids[0]]);
  for (const au of ["AU", "au", "australia", "Australia"])
    expect(await found(au), au).toEqual([ids[1]]);
  expect(await found("Narnia")).toEqual([]);
  // Every country the site derives has its code, and the code finds it.
  for (const country of KNOWN_COUNTRIES) {
    const code = countryCode(country) ?? "";
    expect(code, country).toMatch(/^[A-Z]{2}$/);
    expect(countryNamed(code.toLowerCase()), country).toBe(country);
  }
});
