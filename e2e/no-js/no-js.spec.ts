import type { Page } from "@playwright/test";
import { registerPerson, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, postComplaint } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { PNG } from "../images";

/**
 * People whose JavaScript never arrives (a slow phone, a flaky network, a blocker): what they
 * read and post works as plain HTML.
 */
test("without JavaScript a complaint's comments are in the page, and a comment can be posted", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Nell Noscript", uniqueEmail(page, "nojs-comment"), "/");
  // Its own complaint with a comment on it (never the first commented card of a shared feed).
  const { id } = await postComplaint(page, {
    companyName: "Delta Air Lines",
    text: `The lounge was closed and nobody said so (${Date.now()}).`,
  });
  const first = `Written with scripts first, ${Date.now()}.`;
  await page.goto(`/complaint/${id}`);
  await page.getByLabel("Write a comment").fill(first);
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(page.getByTestId("comment").filter({ hasText: first })).toBeVisible();

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  await expect(plain.getByTestId("comment").filter({ hasText: first })).toBeVisible();
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
    // A ranked list moves between the two requests (time decays it, and journeys beside this
    // one uck and comment): a card near the page's edge may show on both pages, but the next
    // page never starts the first one again.
    else expect(next).not.toEqual(first.slice(0, next.length));
  }
  await plain.context().close();
});

test("without JavaScript a complaint is filed with its photo in one request, and a refusal keeps the form", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerPerson(page, "Fiona Form", uniqueEmail(page, "nojs-file"));
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/create");
  const domain = `plainfile${Date.now().toString(36)}.example`;
  const text = `Filed without scripts: the blender died on day two, order ${Date.now()}.`;

  // The spec's checks, shown on the page; what was typed stays.
  await plain.getByRole("combobox", { name: "Company name" }).fill("Plain Blenders");
  await plain.getByLabel("Your complaint").fill(text);
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain.getByRole("alert")).toContainText("Company domain required");
  await expect(plain.getByRole("alert")).toContainText(
    "No company called “Plain Blenders” is known to UCK yet",
  );
  await expect(plain.getByRole("combobox", { name: "Company name" })).toHaveValue("Plain Blenders");
  await expect(plain.getByLabel("Your complaint")).toHaveValue(text);

  await plain.getByLabel("Company website domain").fill(domain);
  await plain
    .getByTestId("image-input")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  // The company is found or added by its domain, named as Enter Domain names it.
  await expect(plain).toHaveURL(
    new RegExp(`/company/${domain.split(".")[0]}\\?filed=[0-9a-f-]{36}$`),
  );
  const filed = cards(plain).filter({ hasText: text });
  await expect(filed).toBeVisible();
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();
  await plain.context().close();
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

/**
 * The visible buttons of a page that do nothing without scripts: every button shown must submit
 * a form, open a dialog or popover by invoker command, or be a <summary>. Listed by their words.
 */
async function deadButtons(page: Page) {
  return page.$$eval("button, [role=button], [role=tab]", (elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(element).visibility === "hidden") return false;
        if (element.closest("dialog:not([open]), [popover]:not(:popover-open)")) return false;
        if (element instanceof HTMLButtonElement) {
          if (element.type === "submit" && element.form) return false;
          if (element.hasAttribute("commandfor") || element.hasAttribute("popovertarget"))
            return false;
        }
        return element.tagName !== "SUMMARY";
      })
      .map((element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim()),
  );
}

test("without JavaScript no visible button on / or /create does nothing, at every width", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  await registerVerifyAndLogin(page, "Dora Deadbutton", uniqueEmail(page, "nojs-buttons"));
  const plain = await noScriptPage(page, browser, baseURL);
  const widths = isMobile ? [390] : [768, 1024, 1280];
  for (const width of widths) {
    await plain.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/create"]) {
      await plain.goto(path);
      expect(await deadButtons(plain), `${path} at ${width} px`).toEqual([]);
    }
  }
  // What the hidden buttons did is in the page anyway: long texts and responses read whole. The
  // most commented list holds seeded complaints (long ones, answered ones); the newest on / may
  // all be short ones other journeys filed (the flood journey files dozens).
  await plain.goto("/most-commented");
  const texts = await plain.getByTestId("complaint-text").evaluateAll((elements) =>
    elements.map(
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, hidden parts left out
      (element) => (element as HTMLElement).innerText,
    ),
  );
  expect(texts.some((text) => text.length > 160)).toBe(true);
  expect(texts.filter((text) => text.includes("…"))).toEqual([]);
  const response = plain.getByRole("region", { name: /^Response from / }).first();
  await expect(response.locator("p").nth(1)).toHaveCSS("display", "block");
  // And the same page with scripts still offers them.
  await page.goto("/most-commented");
  await expect(page.getByRole("button", { name: "Read more" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Show more" }).first()).toBeVisible();
  await page.goto("/create");
  await expect(page.getByRole("tab", { name: "Enter Domain" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Add my current position/ })).toBeVisible();
  await plain.context().close();
});

test("without JavaScript /create finds a company UCK knows by its name, lists several, asks for the domain of none", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerPerson(page, "Nora Name", uniqueEmail(page, "nojs-name"));
  const plain = await noScriptPage(page, browser, baseURL);
  const name = plain.getByRole("combobox", { name: "Company name" });

  // One company of that name: filed at once, under the name it has.
  await plain.goto("/create");
  const first = `Filed by name without scripts: the flight was cancelled twice, ${Date.now()}.`;
  await name.fill("delta air lines");
  await plain.getByLabel("Your complaint").fill(first);
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain).toHaveURL(/\/company\/delta-air-lines\?filed=[0-9a-f-]{36}$/);
  const filed = cards(plain).filter({ hasText: first });
  await expect(filed).toBeVisible();

  // Several: the page lists them, the text stays, and the chosen one is filed.
  await plain.goto("/create");
  const second = `Filed from the list without scripts: my bag went to another city, ${Date.now()}.`;
  await name.fill("Airlines");
  await plain.getByLabel("Your complaint").fill(second);
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain.getByRole("alert")).toContainText("More than one company matches “Airlines”");
  const choices = plain.getByRole("group", { name: "Which company do you mean?" });
  await expect(choices.getByRole("radio", { name: /United Airlines/ })).toBeVisible();
  await expect(choices.getByRole("radio", { name: /American Airlines/ })).toBeVisible();
  await expect(plain.getByLabel("Your complaint")).toHaveValue(second);
  await plain.screenshot({
    path: test.info().outputPath("create-choose-company.png"),
    fullPage: true,
  });
  await choices.getByRole("radio", { name: /United Airlines/ }).check();
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain).toHaveURL(/\/company\/united-airlines\?filed=[0-9a-f-]{36}$/);
  const chosen = cards(plain).filter({ hasText: second });
  await expect(chosen).toBeVisible();

  // None: it asks for the website's domain (the journey above then files it by the domain).
  await plain.goto("/create");
  await name.fill(`Nobody Knows Us ${Date.now()}`);
  await plain.getByLabel("Your complaint").fill("Nothing to file yet.");
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain.getByRole("alert")).toContainText("Company domain required");
  await expect(plain.getByRole("alert")).toContainText("Enter its website's domain");
  await expect(plain.getByTestId("company-matches")).toHaveCount(0);
  await plain.context().close();
});
