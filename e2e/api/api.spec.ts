import { expect, test } from "../fixtures";
import { customerFilesAboutNewCompany } from "../members";

/**
 * The public API from the outside: its OpenAPI document is served as OpenAPI 3.1 and names what
 * answers; a company's complaints paged by next_cursor are the count its page shows; the
 * /developers page reads the same document.
 */
test("the OpenAPI document is served as 3.1, and /developers shows every endpoint", async ({
  page,
  request,
}) => {
  const answer = await request.get("/api/v1/openapi.json");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["access-control-allow-origin"]).toBe("*");
  // The same document `npm run lint:openapi` checks against OpenAPI 3.1 (decision 056).
  const document = await answer.json();
  expect(document.openapi).toMatch(/^3\.1\.\d+$/);

  await page.goto("/developers");
  await expect(page.getByRole("heading", { name: "Public API", level: 1 })).toBeVisible();
  const endpoints = page.getByTestId("endpoint");
  await expect(endpoints).toHaveCount(Object.keys(document.paths).length);
  for (const path of Object.keys(document.paths)) {
    await expect(
      endpoints.getByRole("heading", { name: `GET ${path}`, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute(
    "href",
    "/api/v1/openapi.json",
  );
  // The descriptions' Markdown code spans read as code, never as backticks.
  await expect(page.locator("main code", { hasText: /^next_cursor$/ }).first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("`");
});

test("paging a company's complaints by next_cursor finds the count its page shows", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const texts = [1, 2, 3].map((n) => `Public API journey ${n}: no refund since ${stamp}.`);
  const { companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Ada Api", label: "apijourney" },
    texts,
  );
  const slug = companyPath.split("/").pop() ?? "";
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const answer = await request.get(
      `/api/v1/complaints?company=${slug}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { data: { id: string }[]; next_cursor: string | null };
    seen.push(...body.data.map((complaint) => complaint.id));
    cursor = body.next_cursor;
  } while (cursor);
  expect(seen.sort()).toEqual([...ids].sort());

  await page.goto(companyPath);
  const total = page
    .getByTestId("metric")
    .filter({ hasText: "Total complaints" })
    .locator("p")
    .nth(1);
  await expect(total).toHaveText(String(seen.length));
  const company = await (await request.get(`/api/v1/companies/${slug}`)).json();
  expect(company.data.metrics.total_complaints).toBe(seen.length);
});
