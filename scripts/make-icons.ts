/**
 * Draws the app icons (web app manifest, Apple touch icon) from the brand mark with the local
 * Chromium, so they stay in step with public/favicon.svg. Run after changing the mark:
 *   npx tsx scripts/make-icons.ts
 */
import { chromium } from "@playwright/test";

const BRAND = "#dc2f2a";
const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon.png", size: 180, maskable: true },
];

function iconHtml(size: number, maskable: boolean) {
  // Maskable icons fill the square (the platform cuts the shape) and keep the mark in the
  // central safe zone; the others are a rounded tile on transparency.
  const radius = maskable ? 0 : size * 0.22;
  const fontSize = size * (maskable ? 0.27 : 0.34);
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${BRAND};
display:flex;align-items:center;justify-content:center;color:#fff;
font:900 ${fontSize}px/1 Arial, Helvetica, sans-serif;letter-spacing:${size * 0.01}px">UCK</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(iconHtml(icon.size, icon.maskable));
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
  await page.close();
  console.log(`public/icons/${icon.file}`);
}
await browser.close();
