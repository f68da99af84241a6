import type { Page } from "@playwright/test";
import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards } from "../complaints";
import { expect, test } from "../fixtures";
import { structuredDataWithoutCounterpart } from "../structured-data";

async function jsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

async function expectSharedLinkPreview(page: Page, path: RegExp) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", path);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", path);
  for (const name of ["og:title", "og:description", "og:image"]) {
    await expect(page.locator(`meta[property="${name}"]`)).toHaveAttribute("content", /\S/);
  }
  for (const name of ["twitter:card", "twitter:title", "twitter:description", "keywords"]) {
    await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute("content", /\S/);
  }
}

test("a complaint page is a Review with a link preview", async ({ page }) => {
  await page.goto("/");
  const card = cards(page).first();
  const company = (await card.getByTestId("company-name").textContent()) ?? "";
  await card.getByRole("link", { name: "Open complaint details" }).click();
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`complaint about ${company}`, "i"));
  await expectSharedLinkPreview(page, /\/complaint\/[^/]+$/);
  const [review] = await jsonLd(page);
  expect(review).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Review",
    itemReviewed: { "@type": "Organization", name: company },
  });
  // No rating nobody gave (decision 040): a verdict is said in words, never as a number of 5.
  expect(review).not.toHaveProperty("reviewRating");

  // The shared link shows the complaint's own picture card, large.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const image = new URL(
    (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "",
  );
  expect(image.pathname).toMatch(/^\/cards\/complaint\/[^/]+\.png$/);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image.href);
  // PUBLIC_HOST names the default port: ask this server for the same path.
  const picture = await page.request.get(`${image.pathname}${image.search}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("a company page is an Organization with its chief executive", async ({ page }) => {
  await page.goto("/company/apple");
  await expect(page).toHaveTitle("Apple complaints · UCK");
  await expectSharedLinkPreview(page, /\/company\/apple$/);
  const [organization] = await jsonLd(page);
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: "Apple",
    employee: { "@type": "Person", name: "Tim Cook", jobTitle: "Chief Executive Officer" },
  });
});

test("complaint text cannot break out of the JSON-LD script; Silicon Valley gets its variant", async ({
  page,
}) => {
  // A person of this journey's own: the shared admin account files in several journeys, and the
  // filing limits (5 in 10 minutes) count it as one person.
  await registerVerifyAndLogin(page, "Sol Seo", uniqueEmail(page, "seo-json-ld"), "/create");
  await page.getByRole("combobox", { name: "Company name" }).fill("Apple");
  await page
    .getByRole("option", { name: /^Apple/ })
    .first()
    .click();
  const payload = `</script><script>window.__pwned = 1</script><!-- ${Date.now()}`;
  await page.getByLabel("Your complaint").fill(`My phone died. ${payload}`);
  await page.getByLabel("Location (optional)").fill("Cupertino, CA");
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\/apple\?filed=[0-9a-f-]{36}$/);
  const card = cards(page).filter({ hasText: payload }).first();
  await card.getByRole("link", { name: "Open complaint details" }).click();
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  const [review] = await jsonLd(page);
  expect(review.reviewBody).toBe(`My phone died. ${payload}`);
  // The page shows the place, so the Review names it; the chief executive is in the keywords.
  expect(review.contentLocation).toEqual({ "@type": "Place", name: "Cupertino, CA" });
  expect((await structuredDataWithoutCounterpart(page)).missing).toEqual([]);
  await expect(page).toHaveTitle("Silicon Valley complaint about Apple · UCK");
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    "content",
    /Silicon Valley.*Tim Cook/,
  );
});

test("every JSON-LD value has its counterpart on the page", async ({ page }) => {
  type Item = { id: string; satisfied: boolean | null; author: { username: string | null } };
  const list = async (query: string) =>
    (
      (await (await page.request.get(`/api/v1/complaints?limit=100&${query}`)).json()) as {
        data: Item[];
      }
    ).data;
  const resolved = await list("status=resolved");
  const inProgress = await list("status=in_progress");
  const satisfied = resolved.find((c) => c.satisfied === true);
  const unsatisfied = inProgress.find((c) => c.satisfied === false);
  const noVerdict = inProgress.find((c) => c.satisfied === null && c.author.username);
  expect(satisfied && unsatisfied && noVerdict, "seed has each kind of verdict").toBeTruthy();
  await page.goto("/press-media");
  const pressArticles = new Set(
    await page
      .locator('a[href^="/press/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")),
  );
  expect(pressArticles.size).toBeGreaterThan(0);
  const paths = [
    "/",
    "/help",
    "/press-media",
    ...pressArticles,
    "/investor-center",
    "/data",
    "/company/apple",
    `/complaint/${satisfied?.id}`,
    `/complaint/${unsatisfied?.id}`,
    `/complaint/${noVerdict?.id}`,
    `/u/${noVerdict?.author.username}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    const { missing, count } = await structuredDataWithoutCounterpart(page);
    expect(count, path).toBeGreaterThan(0);
    expect(missing, path).toEqual([]);
  }
  // The complainant's verdict in words where they gave one, none without, and no number.
  await page.goto(`/complaint/${satisfied?.id}`);
  await expect(page.getByTestId("outcome-rating")).toContainText(
    /^The complainant confirmed that .+ resolved it\.$/,
  );
  await page.goto(`/complaint/${unsatisfied?.id}`);
  await expect(page.getByTestId("outcome-rating")).toContainText(
    /^The complainant said .+'s answer did not resolve it\.$/,
  );
  await page.goto(`/complaint/${noVerdict?.id}`);
  await expect(page.getByTestId("outcome-rating")).toHaveCount(0);
  const [review] = await jsonLd(page);
  expect(review).not.toHaveProperty("reviewRating");
  // The company's own site is the Organization's url; UCK's page is its @id.
  await page.goto("/company/apple");
  const [organization] = await jsonLd(page);
  expect(organization).toMatchObject({ "@id": expect.stringMatching(/\/company\/apple$/) });
  expect(organization.url).toMatch(/^https:\/\/(www\.)?apple\.com$/);
});

test("the feed, a company and a category name their Atom feed, which lists the newest complaints with links to their pages", async ({
  page,
}) => {
  let newest = "";
  for (const path of ["/", "/company/delta-air-lines", "/category/travel"]) {
    await page.goto(path);
    const href =
      (await page
        .locator('link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute("href")) ?? "";
    expect(href, path).toMatch(/^http:\/\/localhost:\d+\/(.+\/)?feed\.atom$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    // The browser's own XML parser reads it.
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        if (doc.getElementsByTagName("parsererror").length > 0) return null;
        const atom = "http://www.w3.org/2005/Atom";
        const entries = [...doc.getElementsByTagNameNS(atom, "entry")];
        return {
          namespace: doc.documentElement.namespaceURI,
          root: doc.documentElement.localName,
          entries: entries.length,
          first: entries[0]?.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href") ?? "",
        };
      },
      await response.text(),
    );
    expect(feed, path).toMatchObject({ namespace: "http://www.w3.org/2005/Atom", root: "feed" });
    expect(feed?.entries).toBeGreaterThan(0);
    expect(feed?.entries).toBeLessThanOrEqual(50);
    expect(feed?.first).toMatch(/\/complaint\/[^/]+$/);
    if (path === "/") newest = feed?.first ?? "";
  }
  // The site's newest entry is the feed page's first card, and its link opens the complaint.
  await page.goto("/");
  const firstId = await cards(page).first().getAttribute("data-complaint-id");
  expect(newest).toMatch(new RegExp(`/complaint/${firstId}$`));
  await page.goto(newest);
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
});
