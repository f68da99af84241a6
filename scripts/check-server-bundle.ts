/**
 * The server bundle carries nothing only the browser runs (docs/architecture.md): reads the source maps of
 * the Worker's build (build/server) and fails when a browser-only package is in it. Those
 * packages are imported from `.client` modules only (the analytics charts, the toaster), which
 * React Router leaves out of the server build; an import from a shared module would bring them
 * back. Nor the picture cards' drawing packages, which the cards Worker alone bundles (decision
 * 064). Prints the packages by size, largest first. Run after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Packages only the browser runs: charts and toasts are drawn there, never on the server. */
export const BROWSER_ONLY = ["recharts", "sonner", "victory-vendor", "d3-shape", "d3-scale"];
/**
 * Packages only the picture cards' drawing Worker runs (build/uck_cards, decision 064): imported
 * into the app's Worker they would take its upload back over its budget.
 */
export const CARDS_ONLY = ["satori", "@resvg/resvg-wasm", "harfbuzzjs", "yoga-layout"];

type SourceMap = { sources: string[]; sourcesContent?: (string | null)[] };

/** Source characters per package (the app's own modules as "(app)") in a build's source maps. */
export function bundlePackages(dir: string) {
  const sizes = new Map<string, number>();
  const maps = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js.map"),
  );
  for (const file of maps) {
    const map = JSON.parse(readFileSync(join(dir, file), "utf8")) as SourceMap;
    map.sources.forEach((source, i) => {
      const found = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
      const name = found?.[1] ?? "(app)";
      sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

if (import.meta.main ?? process.argv[1]?.endsWith("check-server-bundle.ts")) {
  const dir = process.argv[2] ?? "build/server";
  const packages = bundlePackages(dir);
  if (packages.length === 0) {
    console.error(`No source maps under ${dir}: run npm run build first.`);
    process.exit(1);
  }
  for (const [name, chars] of packages.slice(0, 15))
    console.log(`${(chars / 1024).toFixed(0).padStart(6)} KiB  ${name}`);
  const found = packages.filter(([name]) => BROWSER_ONLY.includes(name)).map(([name]) => name);
  if (found.length) {
    console.error(`✖ browser-only packages in the server bundle: ${found.join(", ")}`);
    process.exit(1);
  }
  console.log(`✔ none of ${BROWSER_ONLY.join(", ")} in ${dir}`);
  const drawing = packages.filter(([name]) => CARDS_ONLY.includes(name)).map(([name]) => name);
  if (drawing.length) {
    console.error(`✖ the picture cards' drawing packages in ${dir}: ${drawing.join(", ")}`);
    process.exit(1);
  }
  console.log(`✔ none of ${CARDS_ONLY.join(", ")} in ${dir} (the cards Worker's, decision 064)`);
}
