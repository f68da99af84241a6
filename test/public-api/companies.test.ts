/**
 * GET /api/v1/companies?q=: any query the schema accepts is answered (D1 refuses LIKE patterns
 * over 50 bytes, which made long queries a 500 with the query in the error log), a longer one
 * is a 400 that says why, and the list holds only companies in use, as every list of the site.
 */

import { companies } from "@worker/db/schema";
import { errorText } from "@worker/log";
import { eq, sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createCompany, createComplaint, db } from "../factories";
import { fetchResponse, ORIGIN } from "../harness/app";

afterEach(() => {
  vi.restoreAllMocks();
});

const companiesFound = async (q: string) => {
  const response = await fetchResponse(
    new Request(`${ORIGIN}/api/v1/companies?q=${encodeURIComponent(q)}&limit=100`),
  );
  const body = (await response.json()) as {
    data?: { slug: string; name: string }[];
    code?: string;
    detail?: string;
  };
  return { status: response.status, body };
};

async function companyInUse(name: string) {
  const company = await createCompany({ name });
  await createComplaint({ companyId: company.id, companyName: company.name });
  return company;
}

it("a long company query (past D1's 50-byte LIKE limit) is answered, and never logged", async () => {
  const errors = vi.spyOn(console, "error");
  const name = "Ÿverlong Intercontinental Holdings & Trading Company of Everything Ltd";
  const company = await companyInUse(name);
  // 70 characters (73 bytes): the whole name finds it; any case, and a part of it.
  for (const q of [name, name.toUpperCase(), "Holdings & Trading Company of Everything"]) {
    const { status, body } = await companiesFound(q);
    expect(status, q).toBe(200);
    expect(
      body.data?.map((c) => c.name),
      q,
    ).toEqual([company.name]);
  }
  // `%` and `_` are letters, not patterns; the longest accepted query matches nothing here.
  for (const q of [
    "%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
    "é".repeat(100),
    "_".repeat(100),
  ]) {
    const { status, body } = await companiesFound(q);
    expect(status, q).toBe(200);
    expect(body.data, q).toEqual([]);
  }
  expect(errors).not.toHaveBeenCalled();
});

it("a query longer than 100 characters is refused with a 400 that says so", async () => {
  const errors = vi.spyOn(console, "error");
  const { status, body } = await companiesFound(`secret-${"x".repeat(100)}`);
  expect(status).toBe(400);
  expect(body.code).toBe("invalid_request");
  expect(body.detail).toMatch(/^q: .*100/);
  expect(errors).not.toHaveBeenCalled();
});

it("lists companies in use only: an unclaimed company without a complaint is in no list", async () => {
  const stamp = crypto.randomUUID().slice(0, 8);
  const used = await companyInUse(`Listed Usedco ${stamp}`);
  const unused = await createCompany({ name: `Listed Ghostco ${stamp}` });
  const claimed = await createCompany({ name: `Listed Claimco ${stamp}` });
  await db.update(companies).set({ claimed: true }).where(eq(companies.id, claimed.id));

  const names = async (q?: string) => {
    const response = await fetchResponse(
      new Request(`${ORIGIN}/api/v1/companies?limit=100${q ? `&q=${encodeURIComponent(q)}` : ""}`),
    );
    const body = (await response.json()) as { data: { name: string }[] };
    return body.data.map((c) => c.name);
  };
  expect((await names(stamp)).sort()).toEqual([claimed.name, used.name].sort());
  // Without a query too.
  const all = await names();
  expect(all).not.toContain(unused.name);
  expect(all).toContain(used.name);
});

it("a failed query's log line names its SQL and the database's answer, never its bound values", async () => {
  const typed = `${"%".repeat(60)} maya.patel+secret@example.com`;
  const failure: unknown = await db
    .select()
    .from(companies)
    .where(sql`${companies.name} like ${typed}`)
    .then(() => null)
    .catch((error: unknown) => error);
  const line = errorText(failure);
  expect(line).toMatch(
    /^DrizzleQueryError: Failed query: select .* like \?; cause: .*pattern too complex/,
  );
  expect(line).not.toContain("maya.patel");
});
