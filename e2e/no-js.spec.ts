import { registerVerifyAndLogin, uniqueEmail } from "./accounts";
import { cards, deleteFiledComplaint } from "./complaints";
import { expect, noScriptPage, test } from "./fixtures";
import { PNG } from "./images";

/**
 * People whose JavaScript never arrives (a slow phone, a flaky network, a blocker): what they
 * read and post works as plain HTML.
 */
test("without JavaScript a complaint's comments are in the page, and a comment can be posted", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Nell Noscript", uniqueEmail(page, "nojs-comment"));
  await page.goto("/");
  const commented = cards(page)
    .filter({ has: page.getByRole("link", { name: /^[1-9]\d* comments?$/ }) })
    .first();
  const id = await commented.getAttribute("data-complaint-id");

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  await expect(plain.getByTestId("comment").first()).toBeVisible();
  await expect(plain.getByText("Loading comments...")).toHaveCount(0);

  const text = `Posted without scripts, ${Date.now()}.`;
  await plain.getByLabel("Write a comment").fill(text);
  await plain.getByRole("button", { name: "Send comment" }).click();
  await expect(plain.getByTestId("comment").filter({ hasText: text })).toBeVisible();
  await plain.context().close();
});

test("without JavaScript Show More is a link to the next page, on the feed and on a ranked list", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const plain = await noScriptPage(page, browser, baseURL);
  const ids = () =>
    cards(plain).evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-complaint-id")));
  for (const path of ["/", "/trending"]) {
    await plain.goto(path);
    const first = await ids();
    expect(first.length).toBeGreaterThan(0);
    await plain
      .getByRole("link", { name: isMobile ? "Load More" : "Show More Complaints" })
      .click();
    await expect(plain).toHaveURL(/[?&]cursor=/);
    const next = await ids();
    expect(next.length).toBeGreaterThan(0);
    if (path === "/") expect(next.filter((id) => first.includes(id))).toEqual([]);
    // A ranked list decays with time between the two requests: a card near the page's edge
    // may show on both pages, never the whole page again.
    else expect(next.filter((id) => first.includes(id)).length).toBeLessThan(next.length);
  }
  await plain.context().close();
});

test("without JavaScript a complaint is filed with its photo in one request, and a refusal keeps the form", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Fiona Form", uniqueEmail(page, "nojs-file"));
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/create");
  const domain = `plainfile${Date.now().toString(36)}.example`;
  const text = `Filed without scripts: the blender died on day two, order ${Date.now()}.`;

  // The spec's checks, shown on the page; what was typed stays.
  await plain.getByRole("combobox", { name: "Company name" }).fill("Plain Blenders");
  await plain.getByLabel("Your complaint").fill(text);
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain.getByRole("alert")).toContainText("Company domain required");
  await expect(plain.getByRole("combobox", { name: "Company name" })).toHaveValue("Plain Blenders");
  await expect(plain.getByLabel("Your complaint")).toHaveValue(text);

  await plain.getByLabel("Company website domain").fill(domain);
  await plain
    .getByTestId("image-input")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  // The company is found or added by its domain, named as Enter Domain names it.
  await expect(plain).toHaveURL(new RegExp(`/company/${domain.split(".")[0]}$`));
  const filed = cards(plain).filter({ hasText: text });
  await expect(filed).toBeVisible();
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();
  const id = (await filed.getAttribute("data-complaint-id")) ?? "";
  await plain.context().close();
  // Journeys after this one pick seeded authors from the top of the feed: the complaint goes.
  await deleteFiledComplaint(page, id, "author");
});

test("without JavaScript the phone menu opens and leads to every page", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, "desktop has the side navigation");
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/");
  await plain.getByRole("button", { name: "Open menu" }).click();
  const sheet = plain.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Investor Center" }).click();
  await expect(plain).toHaveURL(/\/investor-center$/);
  await plain.context().close();
});
