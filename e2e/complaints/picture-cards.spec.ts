import { cards } from "../complaints";
import { expect, test } from "../fixtures";

/**
 * The picture a shared link shows is drawn by the production bundle under workerd: the app asks
 * the cards Worker of the same build (build/uck_cards) through its `CARDS` binding (decision
 * 064), whose WebAssembly (layout, HarfBuzz, raster) starts there. The drawing is in the
 * background: the first request may get the fallback card, a later one the picture (a "hit"
 * only once a drawing succeeded; a failed one leaves the fallback).
 */
test("a complaint's shared-link picture is drawn in the background, then served", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await cards(page).first().getByRole("link", { name: "Open complaint details" }).click();
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const url = new URL(image ?? "");
  const response = await request.get(`${url.pathname}${url.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  // Not drawn yet: the fallback card at once, its drawing under way (issue 57); then the picture.
  expect(["fallback", "stale", "hit"]).toContain(response.headers()["x-card-cache"]);
  await expect
    .poll(
      async () => (await request.get(`${url.pathname}${url.search}`)).headers()["x-card-cache"],
      { timeout: 30_000 },
    )
    .toBe("hit");
});
