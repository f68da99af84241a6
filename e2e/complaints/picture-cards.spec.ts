import { registerPerson, uniqueEmail } from "../accounts";
import { fileComplaint } from "../complaints";
import { expect, test } from "../fixtures";

/**
 * The picture a shared link shows is drawn by the production bundle under workerd: the app asks
 * the cards Worker of the same build (build/uck_cards) through its `CARDS` binding (decision
 * 064), whose WebAssembly (layout, HarfBuzz, raster) starts there. The drawing is in the
 * background: the first request may get the fallback card, a later one the picture (a "hit"
 * only once a drawing succeeded; a failed one leaves the fallback). The journey files its own
 * complaint, so no other journey's card is drawn or read.
 */
test("a complaint's shared-link picture is drawn in the background, then served", async ({
  page,
  request,
}) => {
  await registerPerson(page, "Pia Picture", uniqueEmail(page, "picture-card"));
  const { id } = await fileComplaint(
    page,
    `My picture card ${Date.now()}: the parcel was marked delivered and never arrived at my door.`,
  );
  await page.goto(`/complaint/${id}`);
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const url = new URL(image ?? "");
  const response = await request.get(`${url.pathname}${url.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  // Not drawn yet: the fallback card at once, its drawing under way; then the picture.
  expect(["fallback", "stale", "hit"]).toContain(response.headers()["x-card-cache"]);
  await expect
    .poll(
      async () => (await request.get(`${url.pathname}${url.search}`)).headers()["x-card-cache"],
      { timeout: 30_000 },
    )
    .toBe("hit");
});
