import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { HtmlValidate } from "html-validate";
import { registerPerson, uniqueEmail } from "../accounts";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * The letter before action and the card-dispute kit (issue 64, decision 047), without JavaScript
 * at 1280 px (desktop project) and 390 px (phone project): a complaint filed with what went
 * wrong, how it was paid, when and the amount; its author opens the printable letter (no script
 * in it), which cites the UK law with its source, the amount with its currency and the deadline
 * 14 days ahead; printed as a PDF (test-results/letters/letter-{width}.pdf, and a PNG of the
 * print-emulated page beside it, to look at); the card kit gives Visa's code and the days left.
 * Every golden letter and the live one pass html-validate's standard rules. The pages run in a
 * context with JavaScript off (noScriptPage: the fixture's own page waits for hydration, which a
 * page without scripts never does).
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

async function problemsOf(html: string, name: string) {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
  );
}

test("the golden letters are valid HTML", async ({ isMobile }) => {
  test.skip(isMobile, "the same files on every viewport");
  const dir = new URL("../../test/letters/golden/", import.meta.url);
  const names = (await readdir(dir)).filter((name) => name.endsWith(".html"));
  expect(names.length).toBeGreaterThanOrEqual(15);
  for (const name of names) {
    expect(await problemsOf(await readFile(new URL(name, dir), "utf8"), name), name).toEqual([]);
  }
});

test("without JavaScript the author opens the letter, prints it, and reads the card kit", async ({
  page: signedIn,
  browser,
  baseURL,
}) => {
  const width = signedIn.viewportSize()?.width ?? 0;
  const stamp = Date.now().toString(36);
  await registerPerson(signedIn, `Ada Letters ${stamp}`, uniqueEmail(signedIn, "letters"));
  const page = await noScriptPage(signedIn, browser, baseURL);
  await page.goto("/create");
  await page.getByRole("combobox", { name: "Company name" }).fill("Letterbox Sofas");
  await page.getByLabel("Company website domain").fill(`letters${stamp}.example`);
  await page
    .getByLabel("Your complaint")
    .fill(`The sofa I paid for never came and the shop stopped answering, order ${stamp}.`);
  await page.getByLabel("Location (optional)").fill("London, United Kingdom");
  await page.getByLabel("Amount in dispute").fill("249.99");
  await page.getByLabel("Currency").selectOption("GBP");
  await page.getByLabel("What went wrong?").selectOption({ label: "Not delivered" });
  await page.getByLabel("How did you pay?").selectOption({ label: "Credit card" });
  await page.getByLabel("Purchase or delivery date").fill(day(-40));
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\?filed=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("filed");

  await page.goto(`/complaint/${id}`);
  const panel = page.getByTestId("letters-panel");
  await expect(panel).toContainText("Letter before action");
  await panel.getByTestId("letter-link").click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${id}/letter$`));

  // The letter: its law with the source, the amount with its currency, the dated deadline.
  const deadline = day(14);
  await expect(page.locator("h1")).toContainText("Letter before action: ");
  await expect(page.locator(".sheet")).toContainText("Consumer Rights Act 2015, section 28");
  await expect(page.locator(".sheet")).toContainText("The amount in dispute is £249.99.");
  await expect(page.locator(`.deadline time[datetime="${deadline}"]`)).toBeVisible();
  await expect(page.locator(".sheet")).toContainText("It is not legal advice");
  await expect(page.locator("script")).toHaveCount(0);
  const response = await page.request.get(`/complaint/${id}/letter`);
  expect(await problemsOf(await response.text(), "live letter")).toEqual([]);

  // Printed: the screen notes go, the letter stays; a PDF and a picture of it to look at.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".screen")).toBeHidden();
  await expect(page.locator(".sheet")).toBeVisible();
  const out = new URL(`../../test-results/letters/`, import.meta.url);
  await mkdir(out, { recursive: true });
  await page.screenshot({ path: new URL(`letter-${width}.png`, out).pathname, fullPage: true });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(5_000);
  await writeFile(new URL(`letter-${width}.pdf`, out), pdf);
  await page.emulateMedia({ media: "screen" });

  // The card kit: the plain GET form gives Visa's code and the days left of 120.
  await page.goto(`/complaint/${id}`);
  await page.getByTestId("card-kit-link").click();
  await page.getByLabel("Card network").selectOption("visa");
  await page.getByLabel("What happened since").selectOption("no_date");
  await page.getByRole("button", { name: "Show my code and days left" }).click();
  await expect(page.locator("[data-code]")).toHaveAttribute("data-code", "13.1");
  // Bought 40 days ago: 80 days left of 120.
  await expect(page.locator("[data-last-day]")).toContainText("80 days left of 120");
  await expect(page.locator("[data-s75]")).toHaveAttribute("data-s75", "eligible");
  await expect(page.locator("body")).toContainText("third-party summaries");

  // Another member gets 404 for both pages.
  const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const stranger = await other.newPage();
  await registerPerson(stranger, `Other ${stamp}`, uniqueEmail(stranger, "letters-other"));
  for (const path of [`/complaint/${id}/letter`, `/complaint/${id}/card-kit`]) {
    expect((await stranger.request.get(path)).status(), path).toBe(404);
  }
  await other.close();
});
