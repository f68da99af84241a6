import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards } from "../complaints";
import { expect, test } from "../fixtures";

/** A 16×8 baseline JPEG (libjpeg-turbo's cjpeg), red on the left, blue on the right. */
const WIDE_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABgRAAIDAAAAAAAAAAAAAAAAAAAHRYPD/9oADAMBAAIRAxEAPwCJJCBURklVqNbkj7cz/9k=",
  "base64",
);

/** 52°31'12.34" N as Exif stores it: three little-endian rationals. */
const LATITUDE = Buffer.alloc(24);
for (const [i, value] of [52, 1, 31, 1, 1234, 100].entries()) LATITUDE.writeUInt32LE(value, i * 4);

/**
 * An Exif APP1 segment as a phone writes it, little-endian: IFD0 with Orientation 6 ("rotate 90°
 * clockwise to show") and a pointer to the GPS IFD, which holds the latitude.
 */
function exifSegment() {
  const tiff = Buffer.alloc(92);
  tiff.write("II*\0", 0, "latin1");
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(2, 8); // IFD0: two entries, then no next IFD
  entry(10, 0x0112, 3, 1, 6); // Orientation, SHORT
  entry(22, 0x8825, 4, 1, 38); // GPS IFD at 38
  tiff.writeUInt16LE(2, 38); // GPS IFD: two entries
  entry(40, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(52, 0x0002, 5, 3, 68); // GPSLatitude, three rationals at 68
  LATITUDE.copy(tiff, 68);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The wide JPEG with the Exif segment right after its JFIF header (SOI + APP0: 20 bytes). */
const TURNED_PHOTO = Buffer.concat([
  WIDE_JPEG.subarray(0, 20),
  exifSegment(),
  WIDE_JPEG.subarray(20),
]);

test("a sideways phone photo is published upright and without its GPS position", async ({
  page,
}) => {
  // Registration, mail, sign-in, filing and the complaint page: several first page loads, each
  // compiled on demand by the dev server when this is the first journey of the run.
  await registerVerifyAndLogin(page, "Petra Photo", uniqueEmail(page, "photo"), "/create");
  await page.getByRole("combobox", { name: "Company name" }).fill("Delt");
  await page.getByRole("option", { name: /Delta Air Lines/ }).click();
  await expect(page.getByTestId("selected-company")).toContainText("Delta Air Lines");
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: TURNED_PHOTO });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  const text = `The crushed suitcase, photographed at the belt ${Date.now() % 100000}.`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\/delta-air-lines\?filed=[0-9a-f-]{36}$/);
  // The company page renders its list after the redirect; slow on a busy machine.
  await expect(cards(page).filter({ hasText: text })).toBeVisible({ timeout: 20_000 });

  const details = cards(page).filter({ hasText: text }).getByLabel("Open complaint details");
  await page.goto((await details.getAttribute("href")) ?? "");
  await expect(page).toHaveURL(/\/complaint\/[^/]+$/);
  const photo = page.locator('img[src^="/images/complaint-images/"]').first();
  await expect(photo).toBeVisible();
  // The stored file, not the display-size variant the card asks for (decision 015).
  const stored = ((await photo.getAttribute("src")) ?? "").replace(/\?w=\d+$/, "");
  // Chromium applies the Exif Orientation: the 16×8 pixels display 8 wide and 16 tall.
  await expect
    .poll(() =>
      photo.evaluate(async (_img: HTMLImageElement, url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, stored),
    )
    .toEqual([8, 16]);
  // The variant is made from the stripped file: no position in it either.
  const variant = await page.request.get(`${stored}?w=320`);
  expect(variant.headers()["content-type"]).toBe("image/webp");
  expect((await variant.body()).includes(LATITUDE)).toBe(false);

  const served = await page.request.get(stored);
  const body = await served.body();
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(body.includes(LATITUDE)).toBe(false);
  expect(body.includes(Buffer.from("II*\0", "latin1"))).toBe(false);
  expect(body.includes(WIDE_JPEG.subarray(20))).toBe(true);
});
