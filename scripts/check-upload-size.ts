/**
 * `npm test`'s step "upload size": `wrangler deploy --dry-run` of both Workers of the build (the
 * app and the picture cards' drawing Worker, decision 064), offline, so wrangler accepts each with
 * every binding; fails when the app's gzipped upload reaches 2.5 MiB or the cards Worker's the
 * free plan's 3 MiB (scripts/bench/upload-size.ts). Run after `npm run build`.
 */
import { existsSync } from "node:fs";
import { describeUploads, uploadSizes } from "./bench/upload-size";

if (!existsSync("build/server/wrangler.json") || !existsSync("build/uck_cards/wrangler.json")) {
  console.error("No build of both Workers: run npm run build first.");
  process.exit(1);
}
const sizes = uploadSizes();
for (const line of describeUploads(sizes)) console.log(line);
const over = sizes.filter((size) => size.over);
if (over.length > 0) {
  console.error(
    `✖ over budget: ${over.map((size) => size.name).join(", ")} (docs/performance.md, "The Worker's upload")`,
  );
  process.exit(1);
}
