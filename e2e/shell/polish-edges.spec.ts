import { crc32, deflateSync } from "node:zlib";
import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, pickCompany } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/** The edges a careful person still tripped over (issue 60), at 1280 and 390 px. */

/** A PNG of `width` × `height` in one colour, with a dark band along its top (a receipt's line). */
function receipt(width: number, height: number) {
  const row = (y: number) => {
    const pixels = Buffer.alloc(1 + width * 3, y < height / 10 ? 0x20 : 0xf0);
    pixels[0] = 0; // no filter
    return pixels;
  };
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("a member answering from the Open filter is told it was posted, and the card leaves the list", async ({
  page,
}, testInfo) => {
  const text = `Filtered answer ${Date.now()}: the parcel never came.`;
  const { domain, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Fran Filter", label: "openfilter" },
    [text],
  );
  await ownerOf(page, domain, "Otto Open", testInfo);
  await page.goto(`${companyPath}?status=open`);
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("We are sending a new parcel today.");
  // Every answer says what it does (decision 041).
  await dialog.getByRole("radio", { name: /^Non-monetary relief/ }).check();
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  // Answered, it is no longer open: the filtered list lets it go.
  await expect(card).toHaveCount(0);
  await page.goto(companyPath);
  await expect(cards(page).filter({ hasText: text })).toContainText(
    "We are sending a new parcel today.",
  );
});

test("a complaint's page shows its whole photo: a 4:3 receipt keeps its top line", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Rhea Receipt", uniqueEmail(page, "receipt"), "/create");
  await pickCompany(page, "Delta", /Delta Air Lines/);
  await expect(page.getByTestId("selected-company")).toContainText("Delta Air Lines");
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: receipt(800, 600) });
  await expect(page.getByRole("img", { name: "Selected" })).toBeVisible();
  const text = `Charged twice, receipt attached (${Date.now()}).`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\/delta-air-lines\?filed=[0-9a-f-]{36}$/);
  const filed = cards(page).filter({ hasText: text });
  const id = await filed.getAttribute("data-complaint-id");
  await page.goto(`/complaint/${id}`);
  const photo = page.getByTestId("complaint-card").locator('img[src^="/images/complaint-images/"]');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The box the photo is drawn in has the photo's own proportions, and nothing is cut off.
  const shown = await photo.evaluate((img: HTMLImageElement) => ({
    ratio: img.clientHeight / img.clientWidth,
    natural: img.naturalHeight / img.naturalWidth,
    fit: getComputedStyle(img).objectFit,
  }));
  expect(shown.fit).not.toBe("cover");
  expect(Math.abs(shown.natural - 0.75)).toBeLessThan(0.02);
  expect(Math.abs(shown.ratio - 0.75)).toBeLessThan(0.02);
});

test("without JavaScript the complaint page's Back arrow and the company page's tabs work", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const text = `Tabs without scripts ${Date.now()}: the order was lost.`;
  const { domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Tess Tabs", label: "notabs" },
    [text],
  );
  await ownerOf(page, domain, "Owen Tabs", testInfo);
  await page.context().clearCookies();

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${ids[0]}`);
  await plain.getByRole("link", { name: "Back", exact: true }).click();
  await expect(plain).toHaveURL(/\/$/);
  await expect(plain.getByTestId("complaint-card").first()).toBeVisible();

  await plain.goto(companyPath);
  await plain.getByRole("tab", { name: "Analytics" }).click();
  await expect(plain).toHaveURL(/\?tab=analytics$/);
  await expect(plain.getByRole("tab", { name: "Analytics" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const table = plain.getByTestId("analytics-table");
  await expect(table).toContainText("Weekly figures, last 12 weeks");
  await expect(table.getByRole("columnheader", { name: "Complaints" })).toBeVisible();
  await plain.getByRole("tab", { name: /^Complaints/ }).click();
  await expect(plain.getByRole("tab", { name: /^Complaints/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(cards(plain).filter({ hasText: text })).toHaveCount(1);
  await plain.context().close();
});
