/**
 * First-load JavaScript of a few pages (decision 030's figures): `tsx scripts/page-js.ts
 * http://localhost:7574 [Accept-Language]` against a running build of this folder. Module
 * scripts and modulepreloads gzipped at level 9 (scripts/bench/measure.ts), inline scripts
 * (the hydration data, with the page's catalogue) counted apart.
 */
import { firstLoadJs } from "./bench/measure";

const [url = "http://localhost:5173", language] = process.argv.slice(2);
const PAGES = ["/", "/most-complained", "/search", "/help", "/create", "/nope"];
if (language) {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(input, { ...init, headers: { "Accept-Language": language } });
}
for (const path of PAGES) {
  const { files, gzipKb, inlineGzipKb } = await firstLoadJs(url, path);
  console.log(
    `${path.padEnd(18)} ${String(files).padStart(3)} files  ${gzipKb.toFixed(2).padStart(7)} KB gzip  inline ${inlineGzipKb.toFixed(2)} KB gzip`,
  );
}
