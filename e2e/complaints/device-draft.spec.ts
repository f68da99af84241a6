import type { Page } from "@playwright/test";
import { registerVerifyAndLogin, signOut, uniqueEmail } from "../accounts";
import { expect, test } from "../fixtures";

/**
 * The complaint draft kept on the device belongs to its author (app/lib/complaint-draft.ts): two
 * people in one browser, one after the other, and the second never sees the first one's text,
 * however the first session ended; a second tab stops writing the draft once its person signed
 * out in another tab (the `storage` event).
 */

const stored = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("uck-complaint-draft"));

/** Lets the page run what its last event queued (React's effects), without a timed sleep. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

test("the next person on the device never sees another's draft, however the session ended", async ({
  page,
  context,
}) => {
  await registerVerifyAndLogin(page, "Ada Firstuser", uniqueEmail(page, "draft-a"), "/create");
  const first = `Ada's own words about the broken fridge (${Date.now()}).`;
  await page.getByLabel("Your complaint").fill(first);
  await expect.poll(() => stored(page)).toContain("broken fridge");

  // Ada's session ends without the sign-out button (cookies cleared, as an expiry would): Bea
  // signs in on the same browser and opens the form.
  await context.clearCookies();
  await registerVerifyAndLogin(page, "Bea Nextuser", uniqueEmail(page, "draft-b"), "/create");
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
  await expect.poll(() => stored(page)).not.toContain("broken fridge");

  // Bea's draft, then her session ends too: a signed-out visitor finds an empty form.
  const second = `Bea's words about the late train (${Date.now()}).`;
  await page.getByLabel("Your complaint").fill(second);
  await expect.poll(() => stored(page)).toContain("late train");
  await context.clearCookies();
  await page.goto("/create");
  await expect(
    page.getByRole("alert").filter({ hasText: "Authentication required" }),
  ).toBeVisible();
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
  await expect.poll(() => stored(page)).not.toContain("late train");
});

test("a second tab stops writing the draft once its person signed out in another tab", async ({
  page,
  context,
}) => {
  await registerVerifyAndLogin(page, "Cem Twotabs", uniqueEmail(page, "draft-tabs"), "/create");
  const other = await context.newPage();
  await other.goto("/create");
  const text = `Typed in the second tab (${Date.now()}).`;
  await other.getByLabel("Your complaint").fill(text);
  await expect.poll(() => stored(page)).toContain("second tab");

  await signOut(page);
  // The other tab heard it: its form is emptied, and what it types is never kept.
  await expect(other.getByLabel("Your complaint")).toHaveValue("");
  await other.getByLabel("Your complaint").fill(`${text} Still typing after the sign-out.`);
  await settle(other);
  expect(await stored(other)).toBeNull();

  // The next person who signs in here finds nothing either.
  await registerVerifyAndLogin(page, "Dee Afterwards", uniqueEmail(page, "draft-next"), "/create");
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
  await other.close();
});

test("what is typed before the page's scripts arrive is kept, on the form and on the device", async ({
  page,
  context,
}) => {
  await registerVerifyAndLogin(page, "Eda Quicktyper", uniqueEmail(page, "draft-early"), "/create");
  // A second tab whose scripts are held until the person has typed (a slow connection).
  const slow = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await slow.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await slow.goto("/create", { waitUntil: "commit" });
  const text = `Typed before the scripts arrived (${Date.now()}).`;
  await slow.getByLabel("Your complaint").fill(text);
  await slow.getByLabel("Location (optional)").fill("Izmir, Turkey");
  expect(await slow.locator("html[data-hydrated]").count()).toBe(0);
  release();
  await slow.waitForSelector("html[data-hydrated]", { state: "attached" });
  await settle(slow);
  // React's renders after hydration put the server's empty values back, before this was read.
  await expect(slow.getByLabel("Your complaint")).toHaveValue(text);
  await expect(slow.getByLabel("Location (optional)")).toHaveValue("Izmir, Turkey");
  await expect.poll(() => stored(slow)).toContain("before the scripts arrived");
  await slow.close();
});
