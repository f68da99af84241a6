import type { Page } from "@playwright/test";
import { cards } from "../complaints";
import { expect, test } from "../fixtures";

/**
 * The layout between phone and desktop (decision 022): card columns by the width the list has,
 * nothing on a card cut, the company page's short sections before its complaints where the page
 * is one column, and metric cards that share their rows.
 */

/** The names and places on the page's cards whose text does not show whole. */
function cutTexts(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const fields =
      '[data-testid="company-name"],[data-testid="author-name"],[data-testid="complaint-location"]';
    for (const card of document.querySelectorAll('[data-testid="complaint-card"]')) {
      for (const field of card.querySelectorAll<HTMLElement>(fields)) {
        const range = document.createRange();
        range.selectNodeContents(field);
        const text = range.getBoundingClientRect();
        let whole = text.width > 0;
        // The field and every box up to the card: no ellipsis or clamp, and where a box clips,
        // the text lies inside it.
        for (let box: HTMLElement | null = field; box && whole; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.textOverflow === "ellipsis" && box.scrollWidth > box.clientWidth + 1)
            whole = false;
          if (style.webkitLineClamp !== "none" && box.scrollHeight > box.clientHeight + 1)
            whole = false;
          if (style.overflowX !== "visible" || box === card) {
            const edges = box.getBoundingClientRect();
            if (text.left < edges.left - 1 || text.right > edges.right + 1) whole = false;
          }
          if (box === card) break;
        }
        if (!whole) cut.push(field.textContent ?? "");
      }
    }
    return cut;
  });
}

/** Cards whose content ends well above their bottom edge (blank space inside the card). */
function cardsWithBlankSpace(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="complaint-card"]')].flatMap(
      (card) => {
        const last = card.lastElementChild?.getBoundingClientRect();
        const edge = card.getBoundingClientRect();
        const padding = Number.parseFloat(getComputedStyle(card).paddingBottom) + 1;
        return last && edge.bottom - last.bottom > padding + 2
          ? [card.dataset.complaintId ?? ""]
          : [];
      },
    ),
  );
}

test("between phone and desktop, with the sidebar open, no name or place on a card is cut", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the widths of tablets and desktops");
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/company/uber", "/company/delta-air-lines"]) {
      await page.goto(path);
      await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
      await expect(cards(page).first()).toBeVisible();
      expect(await cutTexts(page), `${path} at ${width} px`).toEqual([]);
      expect(await cardsWithBlankSpace(page), `${path} at ${width} px`).toEqual([]);
    }
    // The columns the list's width holds at 20rem a card: one, two, three.
    await page.goto("/");
    const columns = await page.evaluate(
      () =>
        new Set(
          [...document.querySelectorAll('[data-testid="complaint-card"]')].map((card) =>
            Math.round(card.getBoundingClientRect().left),
          ),
        ).size,
    );
    expect(columns, `columns at ${width} px`).toBe({ 768: 1, 1024: 2, 1280: 3 }[width]);
  }
});

test("a company page's cards lead with the author, never the company's own logo and name", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines");
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().getByTestId("author-name")).toBeVisible();
  await expect(cards(page).getByTestId("company-name")).toHaveCount(0);
  await expect(cards(page).locator('a[href^="/company/"]')).toHaveCount(0);
});

test("on a phone a company page shows About, its trending issues and its badge before the complaints", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone's one column");
  await page.goto("/company/delta-air-lines");
  const top = async (name: string) =>
    (await page.getByRole("heading", { level: 2, name, exact: true }).boundingBox())?.y ?? 0;
  const firstCard = (await cards(page).first().boundingBox())?.y ?? 0;
  for (const heading of ["About", "Trending issues", "UCK badge"]) {
    expect(await top(heading), heading).toBeGreaterThan(0);
    expect(await top(heading), heading).toBeLessThan(firstCard);
  }
  // Within three screens of the top, not after ten cards.
  expect(firstCard).toBeLessThan(3 * 844);
  // The badge's preview shows whole in its card.
  const preview = page.getByTestId("badge-preview");
  await preview.scrollIntoViewIfNeeded();
  const [image, card] = [
    await preview.boundingBox(),
    await page.getByTestId("badge-embed").boundingBox(),
  ];
  expect(image && card && image.x >= card.x && image.x + image.width <= card.x + card.width).toBe(
    true,
  );
});

test("the metric cards of a row share their height and the line of their values; 48 h stays together", async ({
  page,
  isMobile,
}) => {
  const widths = isMobile ? [390] : [768, 1024, 1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/company/delta-air-lines");
    const rows = await page.getByTestId("metric").evaluateAll((metrics) => {
      const byRow = new Map<number, { height: number; value: number }[]>();
      for (const metric of metrics) {
        const box = metric.getBoundingClientRect();
        const value = metric.children[1]?.getBoundingClientRect().top ?? 0;
        const row = byRow.get(Math.round(box.top)) ?? [];
        row.push({ height: Math.round(box.height), value: Math.round(value) });
        byRow.set(Math.round(box.top), row);
      }
      return [...byRow.values()];
    });
    for (const row of rows) {
      expect(new Set(row.map((m) => m.height)).size, `heights at ${width} px`).toBe(1);
      expect(new Set(row.map((m) => m.value)).size, `values at ${width} px`).toBe(1);
    }
    // "Answered within 48 h": the "h" is never alone on a line.
    const label = page
      .getByTestId("metric")
      .filter({ hasText: "Answered within" })
      .locator("p")
      .first();
    const lastLine = await label.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      const last = lines.at(-1);
      return last ? Math.round(last.width) : 0;
    });
    expect(lastLine, `the last line of the label at ${width} px`).toBeGreaterThan(20);
    // The durations of "median 1d 12h · 90% within 2d 11h" each stay on one line (Uber's are
    // the longest of the seeded ones).
    await page.goto("/company/uber");
    const note = page
      .getByTestId("metric")
      .filter({ hasText: "Average response time" })
      .locator("p")
      .nth(2);
    const split = await note.evaluate((node) => {
      const text = node.firstChild;
      if (!text?.textContent) return ["no note"];
      return [...text.textContent.matchAll(/\d+[dhm](?:\s\d+[dhm])*/g)].flatMap((match) => {
        const range = document.createRange();
        range.setStart(text, match.index ?? 0);
        range.setEnd(text, (match.index ?? 0) + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1 ? [match[0]] : [];
      });
    });
    expect(split, `durations split across lines at ${width} px`).toEqual([]);
  }
});
