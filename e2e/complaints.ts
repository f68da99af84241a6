import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const DEMO_PASSWORD = "UckDemo2026";
export const ADMIN_EMAIL = "admin@example.com";

/** Seeded users sign in as {username with a dot}@example.com; the superadmin as admin@. */
export const emailOf = (username: string) =>
  username === "uck_admin" ? ADMIN_EMAIL : `${username.replace("_", ".")}@example.com`;

/**
 * Signs in a seeded or registered person the way a test fixture does: the local server's
 * development-only /dev/sign-in gives the session a password sign-in gives (same standing rules),
 * without the form and its deliberately slow password hash. It carries the journey's own headers
 * (`postFixture`: its `CF-Connecting-IP`, which the sign-in records as the person's address).
 * e2e/accounts/auth.spec.ts drives the form.
 */
export async function loginAs(page: Page, email: string, to = "/") {
  const status = await postFixture(page, "/dev/sign-in", { email });
  expect(status, `sign-in as ${email}`).toBe(204);
  // Straight to the page the journey needs (home unless it says), signed in.
  await page.goto(to);
  await expect(page.getByTestId("header-user")).toBeVisible();
}

/**
 * Posts to one of the local server's development-only fixtures from the page itself, so every
 * header the journey gave the page goes with it (its `CF-Connecting-IP`, also one set by
 * `page.setExtraHTTPHeaders` for a second person) with its cookies (its language), and the
 * session cookie it answers lands in the page's cookies. A fresh page (about:blank) first opens
 * the site's robots.txt, a plain text without a render or scripts, to post from.
 */
export async function postFixture(page: Page, path: string, form: Record<string, string>) {
  if (!page.url().startsWith("http")) await page.mainFrame().goto("/robots.txt");
  return page.evaluate(
    async ({ path, form }) =>
      (await fetch(path, { method: "POST", body: new URLSearchParams(form) })).status,
    { path, form },
  );
}

export const cards = (page: Page) => page.getByTestId("complaint-card");

export async function authorOf(card: Locator) {
  const username = await card.getAttribute("data-author-username");
  if (!username) throw new Error("card without author username");
  return username;
}

export async function openMenu(card: Locator) {
  await card.getByRole("button", { name: "Complaint actions" }).click();
}

/**
 * Answers the card's confirmation dialog (a native modal dialog holding a form) with its
 * button; its text is returned for checks.
 */
export async function confirmIn(page: Page, title: string | RegExp, button: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  const text = await dialog.locator("p").first().textContent();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  return text;
}

/** Menu items, by name anywhere in the page (only the open menu's are visible). */
export const menuItem = (page: Page, name: string | RegExp) => page.getByRole("menuitem", { name });

/**
 * Files a complaint as the signed-in person, sent as the form without scripts sends it: one POST
 * to /create (plain=1: the company's name, its website's domain when given, the text) from the
 * page itself, through the same checks and the same filing. For journeys about what follows a
 * complaint; e2e/complaints/create.spec.ts and e2e/no-js/no-js.spec.ts drive the form. The page is not moved:
 * the company's page the filing leads to is read, not shown, for the new card's id and author.
 */
export async function postComplaint(
  page: Page,
  // The name, the text, and any more of the form's fields (its domain, what would resolve it,
  // the amount in dispute, …).
  fields: Record<string, string> & { companyName: string; text: string },
) {
  if (!page.url().startsWith("http")) await page.mainFrame().goto("/robots.txt");
  const filed = await page.evaluate(async (fields) => {
    const response = await fetch("/create", {
      method: "POST",
      body: new URLSearchParams({ plain: "1", companyDomain: "", ...fields }),
    });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    // A long text is shown cut ("Read more"): its start finds the card.
    const start = fields.text.trim().slice(0, 100);
    const card = [...page.querySelectorAll('[data-testid="complaint-card"]')].find((card) =>
      card.textContent?.includes(start),
    );
    return {
      status: response.status,
      url: response.url,
      id: card?.getAttribute("data-complaint-id"),
      username: card?.getAttribute("data-author-username"),
    };
  }, fields);
  if (!filed.id || !filed.username) {
    throw new Error(`"${fields.text}" was not filed: ${filed.status} at ${filed.url}`);
  }
  return { companyPath: new URL(filed.url).pathname, id: filed.id, username: filed.username };
}

/** Files a complaint about Delta Air Lines as the signed-in person; its id and author. */
export async function fileComplaint(page: Page, text: string) {
  const filed = await postComplaint(page, { companyName: "Delta Air Lines", text });
  expect(filed.companyPath).toBe("/company/delta-air-lines");
  return { id: filed.id, username: filed.username };
}

/**
 * Records the largest uck animation the page shows from now on (until the next navigation): the
 * burst lasts 1.5 s, which a busy machine can miss between two checks, and a check that finds no
 * burst could not tell "none" from "already over".
 */
export async function watchUckBursts(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { uckBurstMax: number };
    scope.uckBurstMax = 0;
    new MutationObserver(() => {
      for (const burst of document.querySelectorAll('[data-testid="uck-burst"]')) {
        scope.uckBurstMax = Math.max(scope.uckBurstMax, burst.querySelectorAll("img").length);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { uckBurstMax: number }).uckBurstMax);
}

/** The first card the signed-in person has not ucked, pinned by its id, and its uck count. */
export async function unuckedCard(page: Page) {
  const id = await cards(page)
    .filter({ has: page.getByRole("button", { name: /Uck this complaint$/ }) })
    .first()
    .getAttribute("data-complaint-id");
  const card = page.locator(`[data-complaint-id="${id}"]`);
  return { id, card, ucks: Number(await card.getByTestId("uck-count").innerText()) };
}

/** On /create: types `query` in the company box and picks the suggestion named `name`. */
export async function pickCompany(page: Page, query: string, name: RegExp) {
  const company = page.getByRole("combobox", { name: "Company name" });
  await company.fill(query);
  await expect(page.getByRole("option", { name })).toBeVisible();
  await company.press("ArrowDown");
  await company.press("Enter");
}
