import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { registerPerson, uniqueEmail } from "../accounts";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany } from "../members";

/**
 * What each main page says and offers, in English, Turkish and Spanish, with and without
 * JavaScript, kept as text files beside this journey (page-snapshots/): the visible words and
 * every control (buttons, links, inputs by name), so a cut of the page's JavaScript, a lazy
 * chunk or a moved component cannot take a word or a control away unnoticed (issue 54). The
 * journey makes its own company, complaint and person; what differs between runs (ids, dates,
 * counts, the journey's own names) is replaced by placeholders, and the lists other journeys
 * fill (the feed's cards, the rankings) are reduced to their own structure.
 *
 * After a deliberate change: `UPDATE_PAGE_SNAPSHOTS=1 npx playwright test --project=desktop
 * e2e/no-js/page-snapshots.spec.ts`, then read the diff of page-snapshots/ before committing.
 */

const LANGUAGES = ["en", "tr", "es"] as const;
const FOLDER = path.join(import.meta.dirname, "page-snapshots");

/** The page's words and controls, read from the live document. */
async function summary(page: Page) {
  return page.evaluate(() => {
    const shared = '[data-testid="complaint-card"]:not([data-snapshot-own])';
    // Another journey's card in a shared list: one line for the card, none of its words.
    for (const card of document.querySelectorAll<HTMLElement>(shared)) {
      card.replaceChildren(document.createTextNode("[a card of the list]"));
    }
    // Times read differently from second to second.
    for (const time of document.querySelectorAll("time")) time.textContent = "[time]";
    // biome-ignore lint/performance/useDomNodeTextContent: the words a person sees, as rendered (closed dialogs and menus left out), which textContent cannot tell.
    const text = (document.querySelector("main") ?? document.body).innerText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
    ].map((control) => {
      const name = control.getAttribute("name");
      const type = control.getAttribute("type");
      const href = control.getAttribute("href");
      const label =
        control.getAttribute("aria-label") ??
        (control instanceof HTMLInputElement ? "" : (control.textContent ?? "").trim());
      return [
        control.tagName.toLowerCase(),
        name ? `name=${name}` : "",
        type ? `type=${type}` : "",
        href ? `href=${href}` : "",
        label ? `"${label.replace(/\s+/g, " ")}"` : "",
      ]
        .filter(Boolean)
        .join(" ");
    });
    return { text, controls };
  });
}

/** Placeholders for what differs between runs. */
function normalise(lines: string[], own: Record<string, string>) {
  return lines.map((line) => {
    let out = line;
    for (const [value, placeholder] of Object.entries(own))
      out = out.split(value).join(placeholder);
    return out
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "[id]")
      .replace(/https?:\/\/(localhost|127\.0\.0\.1):\d+/g, "[origin]")
      .replace(/snapshotco[a-z0-9]*/gi, "[company]")
      .replace(/\d[\d.,:]*/g, "#")
      .slice(0, 160);
  });
}

function compare(name: string, actual: string) {
  const file = path.join(FOLDER, `${name}.txt`);
  if (process.env.UPDATE_PAGE_SNAPSHOTS === "1" || !existsSync(file)) {
    if (!process.env.UPDATE_PAGE_SNAPSHOTS && process.env.CI) {
      throw new Error(`${file} is missing: run with UPDATE_PAGE_SNAPSHOTS=1 and commit it`);
    }
    mkdirSync(FOLDER, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(actual, `${name}: the page's words or controls changed (see the file's header)`).toBe(
    readFileSync(file, "utf8"),
  );
}

test("each main page keeps its words and controls in three languages, with and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const token = Date.now().toString(36);
  const text = `Snapshot ${token}: the order never arrived and support closed my ticket twice.`;
  const { companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Sena Snapshot", label: "snapshotco" },
    [text],
  );
  const complaintId = ids[0] ?? "";
  const slug = companyPath.split("/").pop() ?? "";
  const own = {
    [text]: "[the journey's complaint]",
    [slug]: "[slug]",
    [companyPath]: "/company/[slug]",
    "Sena Snapshot": "[complainant]",
    sena_snapshot: "[username]",
    "Pia Person": "[person]",
  };
  // /create and a card's actions are read by a signed-in person; the others by a visitor.
  const visitor = await noScriptPage(page, browser, baseURL);
  await visitor.context().clearCookies();
  const visitorWithScripts = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const scripted = await visitorWithScripts.newPage();
  await registerPerson(page, "Pia Person", uniqueEmail(page, "snapshot-person"));
  const person = await noScriptPage(page, browser, baseURL);

  const pages = [
    { name: "home", url: "/", signedIn: false },
    { name: "complaint", url: `/complaint/${complaintId}`, signedIn: false },
    { name: "company", url: companyPath, signedIn: false },
    { name: "create", url: "/create", signedIn: true },
    // Where a card's menu button leads without scripts (decision 071), as a signed-in reader.
    { name: "card-actions", url: `/complaint/${complaintId}/actions`, signedIn: true },
  ];
  for (const language of LANGUAGES) {
    const cookie = { name: "lang", value: language, url: baseURL ?? "" };
    for (const target of [visitor, scripted, person, page]) {
      await target.context().addCookies([cookie]);
    }
    for (const { name, url, signedIn } of pages) {
      for (const js of [false, true]) {
        const reader = signedIn ? (js ? page : person) : js ? scripted : visitor;
        await reader.goto(url);
        if (js) {
          await reader.waitForSelector("html[data-hydrated]", { state: "attached" });
        }
        await expect(reader.locator("html")).toHaveAttribute("lang", language);
        // The journey's own complaint keeps its words where it is alone (its complaint and company
        // pages); in the feed, which other journeys fill as it runs, every card is one line.
        if (name !== "home") {
          const own = reader.locator(`[data-complaint-id="${complaintId}"]`);
          await own.evaluateAll((cards) => {
            for (const card of cards) card.setAttribute("data-snapshot-own", "");
          });
          // With scripts the card's menu is drawn when first asked for (decision 071): open it,
          // so its items are read too, then close it (an open menu's words are not the page's).
          const menu = own.locator('button[aria-haspopup="menu"]');
          if (js && (await menu.count()) > 0) {
            await menu.first().click();
            await expect(reader.getByRole("menuitem").first()).toBeFocused();
            await reader.keyboard.press("Escape");
          }
        }
        const { text: words, controls } = await summary(reader);
        compare(
          `${name}.${language}.${js ? "js" : "no-js"}`,
          [
            `# ${url.replace(complaintId, "[id]").replace(slug, "[slug]")} in ${language}, JavaScript ${js ? "on" : "off"}`,
            "## words",
            ...normalise(words, own),
            "## controls",
            ...normalise(controls, own),
            "",
          ].join("\n"),
        );
      }
    }
  }
  // Every context this journey opened is closed: a page left open would outlive the journey.
  for (const reader of [visitor, scripted, person]) await reader.context().close();
});
