import { readFile } from "node:fs/promises";
import { registerPerson, uniqueEmail } from "../accounts";
import { expect, noScriptPage, test } from "../fixtures";

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The statutory clocks (issue 63, decision 044), without JavaScript (and at 390 px on the phone
 * project): the three questions answered on /create, the author's deadlines on the complaint
 * next first, the answers changed with the plain form, the calendar downloaded; a visitor sees
 * none of it.
 */
test("without JavaScript the three questions are answered, the deadlines shown and the calendar downloaded", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await registerPerson(page, `Saat Sahibi ${stamp}`, uniqueEmail(page, "clocks"));
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/create");
  const bought = day(-5);
  await plain.getByRole("combobox", { name: "Company name" }).fill("Clockwork Kettles");
  await plain.getByLabel("Company website domain").fill(`clocks${stamp}.example`);
  await plain
    .getByLabel("Your complaint")
    .fill(`The kettle leaked on the first day and the shop will not answer, order ${stamp}.`);
  await plain.getByLabel("Location (optional)").fill("London, United Kingdom");
  await plain.getByLabel("What went wrong?").selectOption({ label: "Faulty or not as described" });
  await plain.getByLabel("How did you pay?").selectOption({ label: "Credit card" });
  await plain.getByLabel("Purchase or delivery date").fill(bought);
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain).toHaveURL(/\?filed=[0-9a-f-]{36}$/);
  const id = new URL(plain.url()).searchParams.get("filed");

  // The author's deadlines: the 14-day cancellation first, then the 30 days to reject.
  await plain.goto(`/complaint/${id}`);
  const clocks = plain.getByTestId("clock");
  await expect(clocks.first()).toHaveAttribute("data-rule", "uk-cancel");
  await expect(clocks.first()).toContainText("Next deadline");
  await expect(clocks.first()).toContainText(
    "Tell the trader clearly, in writing, that you are cancelling.",
  );
  await expect(clocks.nth(1)).toHaveAttribute("data-rule", "uk-reject");
  await expect(plain.getByTestId("clocks-panel")).toContainText(
    "Not verified against the law's own text.",
  );

  // The calendar file: an all-day event per deadline, the complaint's link in it.
  const [download] = await Promise.all([
    plain.waitForEvent("download"),
    plain.getByTestId("clocks-calendar").click(),
  ]);
  const path = await download.path();
  const ics = await readFile(path, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  // Bought 5 days ago: the 14 days end 9 days from today.
  expect(ics).toContain(`DTSTART;VALUE=DATE:${day(9).replaceAll("-", "")}\r\n`);
  expect(ics).toContain("SUMMARY:Last day to cancel an online or distance purchase (14 days)");
  expect(ics.replaceAll("\r\n ", "")).toContain(`/complaint/${id}`);

  // Changed with the plain form: not delivered after all.
  await plain.getByTestId("clocks-form").locator("summary").click();
  await plain
    .getByTestId("clocks-form")
    .getByLabel("What went wrong?")
    .selectOption({ label: "Not delivered" });
  await plain.getByTestId("clocks-form").getByRole("button", { name: "Save" }).click();
  await expect(plain.getByTestId("clock").first()).toHaveAttribute("data-rule", "uk-delivery");
  await expect(plain.locator('[data-rule="uk-reject"]')).toHaveCount(0);

  // A visitor sees no deadlines, no answers and no calendar.
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/complaint/${id}`);
  await expect(anonymous.getByTestId("clocks-panel")).toHaveCount(0);
  expect(await anonymous.content()).not.toContain(bought);
  const refused = await anonymous.request.get(`/complaint/${id}/deadlines.ics`);
  expect(refused.status()).toBe(404);
  await visitor.close();
  await plain.context().close();
});
