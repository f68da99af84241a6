/**
 * First-load JavaScript of a few pages (decision 030's figures): `tsx scripts/page-js.ts
 * http://localhost:7574 [Accept-Language]` against a running build of this folder. Module
 * scripts and modulepreloads gzipped at level 9 (scripts/bench/measure.ts), inline scripts
 * (the hydration data, with the page's catalogue and section) counted apart; a complaint page
 * (the first one the home page links to) is measured after the fixed list.
 */
import { firstLoadJs } from "./bench/measure";

const [url = "http://localhost:5173", language] = process.argv.slice(2);
const PAGES = ["/", "/most-complained", "/search", "/help", "/create", "/nope"];
if (language) {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(input, { ...init, headers: { "Accept-Language": language } });
}
// A complaint page too (decision 052): the first complaint the home page links to.
const home = await (await fetch(url)).text();
const complaint = /href="(\/complaint\/[\w-]+)"/.exec(home)?.[1];
if (complaint) PAGES.push(complaint);
for (const path of PAGES) {
  const { files, gzipKb, inlineGzipKb } = await firstLoadJs(url, path);
  console.log(
    `${path.padEnd(18)} ${String(files).padStart(3)} files  ${gzipKb.toFixed(2).padStart(7)} KB gzip  inline ${inlineGzipKb.toFixed(2)} KB gzip`,
  );
}
