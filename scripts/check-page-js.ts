/**
 * The pages' first-load JavaScript, from the build alone (docs/performance.md#the-budget):
 * `npm run build` writes the browser build's module graph to build/client-graph.json
 * (vite.config.ts, `clientGraph`); a page loads React Router's entry, the root route, its own
 * route and every chunk those import statically (the modulepreloads), and the root catalogue's
 * script (`CATALOGUE`); React Router's route manifest module only under `routeDiscovery`
 * "initial" (`pageFiles`). Each is gzipped at level 9, as
 * scripts/page-js.ts measures a served page, so the two agree.
 *
 * Fails when
 * - a page is over its budget (BUDGETS_KB), naming the page and its largest modules;
 * - a browser chunk holds server-only code: zod, drizzle, the Worker's code or a `.server`
 *   module (the server validates and reads the database; the browser never needs them).
 *
 * `tsx scripts/check-page-js.ts [--report]`; --report prints every page's modules by size.
 */
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { catalogueScript } from "../app/i18n/catalogue.server";
import { buildIcons } from "./icon-sprite";

type Chunk = {
  file: string;
  entry: boolean;
  facade: string | null;
  imports: string[];
  modules: { id: string; bytes: number }[];
};

/**
 * First-load JavaScript a page may carry, KB gzip. The targets are `/` 120, a complaint
 * and a company page 130, /create 150; until the cuts reach them each budget holds the page at
 * what it weighs now plus a little, so nothing grows unnoticed (docs/performance.md).
 */
export const BUDGETS_KB: Record<string, { route: string; kb: number; target: number }> = {
  // Raised once, 2026-11-29, when decisions 040 and 041 landed together: the answer categories and
  // the three-part verdict (decision 041), the offline message and the links that work without
  // scripts added about 1.5 KB to each page (each was at 145.5, 153.1, 158.9 and 164.2 KB).
  // Lowered 2026-11-29 after the card's dialogs and the home-screen sheet left the first load
  // (a visitor never opens them): 143.5, 152.0, 157.2 and 164.4 KB.
  // `/` raised by 0.5 KB when every maxLength took the named limit the server checks (the shared
  // modules that hold them joined the common chunk); the other three pages got lighter.
  // Lowered 2026-11-29 when the icons left every page for one sprite (decision 065): 140.6, 147.1,
  // 153.4 and 160.3 KB.
  // Lowered 2026-11-29 when /data's JSON-LD builder left the module the complaint and company
  // pages share, and the open-data columns with it: 140.3, 145.9 and 152.0 KB.
  // Lowered again when the escalation panel and the flood guard's charts became chunks that
  // only the pages showing them load: 145.3 and 151.3 KB. Then the home-screen sheet's hook
  // joined the root's chunk (its dialog imported a value from it, which made it a file of its
  // own): 140.0, 145.0, 150.9 and 150.2 KB.
  // Lowered when the complainant's questions on their own cards (complainant-panels.tsx) left
  // every page's first load: 139.3, 144.3, 150.2 and 149.5 KB.
  // Then the card's flags left the company page's note (card-flags.tsx), whose English lines
  // rode in the common chunk: 138.9, 143.9 and /create 149.1 (the company page 150.3, as was).
  // Raised 0.6 KB each when the cards came packed through the loaders (decision 066): the
  // browser's half of the wire (app/lib/card-wire.ts, the fields' names and usual values) is in
  // the common chunk, and `/`'s inline data is 1.05 KB lighter at 10,000 complaints, every view.
  // Raised 2026-11-29 by the root catalogue's script (4.0 KB gzip in English), which every first
  // load fetches and the check had not counted: with it and the wire, 143.6, 148.6, 154.9 and
  // 153.7 KB; /create is over its target again by what was never counted.
  // Lowered 2026-11-30 when the categories' keywords (and the hundred regular expressions built
  // from them at every page's start) left the browser for the server's half of the categories
  // (shared/category-labels.ts is what a page needs): 143.0, 148.0, 154.4 and 153.4 KB.
  // Lowered 2026-11-30 when the card's menu became a chunk loaded on its button's first hover,
  // focus or tap (decision 071): 142.5, 147.5, 153.9 and 152.4 KB.
  // Lowered 2026-11-30 by 3.4 KB each, none of it code: the check had counted React Router's
  // route manifest module, which under lazy route discovery no page fetches (`pageFiles`); it
  // now agrees with scripts/page-js.ts's reading of a served page: 139.3, 144.3, 150.7, 149.1.
  "/": { route: "app/routes/home.tsx", kb: 139.6, target: 120 },
  "/complaint/:id": { route: "app/routes/complaint/route.tsx", kb: 144.6, target: 130 },
  "/company/:slug": { route: "app/routes/company/route.tsx", kb: 151.0, target: 130 },
  // /create raised by 1 KB with the statutory clocks (decision 044): its three optional
  // questions (what went wrong, how it was paid, when) are part of the filing form, 0.6 KB.
  // Lowered 2026-11-29 when the company picker's downshift (78 KB before compression) became our
  // own combobox: 150.3 KB.
  // Raised 0.3 KB when the draft began keeping what a person types before the page's scripts
  // arrive (app/routes/create/device-draft.ts: React's first render had put the empty fields
  // back): 154.06 KB. Lowered with the others by the categories' keywords: 153.44 KB. Then the
  // statutory clocks' rules left it (the form's questions are shared/clock-questions.ts): 152.82.
  // Then the card menu's items left the common chunk every page loads (decision 071): 152.37.
  // Then the route manifest module, never fetched, left the count (above): 149.13.
  "/create": { route: "app/routes/create/route.tsx", kb: 149.4, target: 150 },
};

/** Code only the server runs: a browser chunk holding any of it is a mistake of an import. */
export const SERVER_ONLY: { pattern: RegExp; why: string }[] = [
  { pattern: /node_modules\/zod\//, why: "zod (the server validates every input)" },
  { pattern: /node_modules\/drizzle-orm\//, why: "drizzle-orm (the database)" },
  { pattern: /^worker\//, why: "the Worker's code" },
  { pattern: /\.server\.tsx?$/, why: "a .server module" },
  // The icons are `<use>` into the sprite (decision 065): lucide's paths and builder in a chunk
  // mean an import slipped past scripts/icon-sprite.ts.
  { pattern: /node_modules\/lucide-react\//, why: "lucide-react (icons come from the sprite)" },
  // What a page needs of the categories is their slugs and names (shared/category-labels.ts).
  {
    pattern: /^shared\/categories\.ts$/,
    why: "the categories' keywords (the server sorts complaints)",
  },
  // The filing form's questions are shared/clock-questions.ts; the rules, their sources and the
  // venues they name are the server's.
  {
    pattern: /^shared\/clocks\.ts$/,
    why: "the statutory clocks' rules (the server gives the deadlines)",
  },
];

/** Whether react-router.config.ts tells every route up front (its `routeDiscovery`). */
const routeDiscovery = {
  mode: /routeDiscovery\s*:\s*\{[^}]*mode\s*:\s*["']initial["']/.test(
    readFileSync("react-router.config.ts", "utf8"),
  )
    ? "initial"
    : "lazy",
};

export function readGraph(path = "build/client-graph.json"): Chunk[] {
  return (JSON.parse(readFileSync(path, "utf8")) as { chunks: Chunk[] }).chunks;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(`build/client/${file}`), { level: 9 }).length / 1024;

/** The files a page loads first: the entry, the root, its route, their static imports. */
export function pageFiles(chunks: Chunk[], route: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const of = (source: string) =>
    chunks.find(
      (chunk) => chunk.facade?.split("?")[0] === source || chunk.facade?.endsWith(source),
    );
  const starts = [
    chunks.find((chunk) => chunk.facade?.includes("entry.client")),
    of("app/root.tsx"),
    of(route),
  ];
  if (starts.some((chunk) => !chunk)) throw new Error(`No chunk for ${route} in the graph`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const chunk of starts) if (chunk) visit(chunk.file);
  // React Router's route manifest module is a page's script only when every route is told up
  // front (`routeDiscovery: { mode: "initial" }`). With lazy discovery, React Router's default
  // and ours, the page carries its own routes' part inline and asks `/__manifest` for the rest
  // as JSON when its links show: the module is never fetched (seen in Chromium 2026-11-30, `/`
  // and a client navigation from it), so it is not counted.
  if (routeDiscovery.mode === "initial") {
    const manifest = readdirSync("build/client/assets").find((name) =>
      /^manifest-.*\.js$/.test(name),
    );
    if (manifest) seen.add(`assets/${manifest}`);
  }
  return [...seen];
}

/**
 * The root catalogue's script, `/words/en.{fingerprint}.js` (decision 037): every page's first
 * load fetches it before its modules (cached after, as the chunks are), so it counts as the
 * page's JavaScript as the budget counts every script. Made by the Worker from the catalogue, so
 * measured from the same function; English (Turkish is about 0.6 KB more).
 */
export const CATALOGUE = {
  file: "words/en.js",
  kb: gzipSync(catalogueScript("en").body, { level: 9 }).length / 1024,
};

export function pageWeight(chunks: Chunk[], route: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const files = [...pageFiles(chunks, route), CATALOGUE.file];
  const kb = files.reduce(
    (sum, file) => sum + (file === CATALOGUE.file ? CATALOGUE.kb : gzipKb(file)),
    0,
  );
  const modules = files
    .flatMap((file) => byFile.get(file)?.modules ?? [])
    .sort((a, b) => b.bytes - a.bytes);
  return { files, kb, modules };
}

export function serverOnlyInBrowser(chunks: Chunk[]) {
  return chunks.flatMap((chunk) =>
    chunk.modules.flatMap((module) => {
      const rule = SERVER_ONLY.find(({ pattern }) => pattern.test(module.id));
      return rule ? [{ chunk: chunk.file, module: module.id, why: rule.why }] : [];
    }),
  );
}

if (process.argv[1]?.endsWith("check-page-js.ts")) {
  const report = process.argv.includes("--report");
  let chunks: Chunk[];
  try {
    chunks = readGraph();
  } catch {
    console.error("No build/client-graph.json: run npm run build first.");
    process.exit(1);
  }
  const failures: string[] = [];
  const leaks = serverOnlyInBrowser(chunks);
  const byPackage = new Map<string, { why: string; chunks: Set<string>; example: string }>();
  for (const leak of leaks) {
    const entry = byPackage.get(leak.why) ?? {
      why: leak.why,
      chunks: new Set(),
      example: leak.module,
    };
    entry.chunks.add(leak.chunk);
    byPackage.set(leak.why, entry);
  }
  for (const { why, chunks: files, example } of byPackage.values())
    failures.push(
      `server-only code in the browser: ${why}, e.g. ${example}, in ${[...files].join(", ")}`,
    );

  // Every icon app/ imports has its symbol in the sprite the build wrote (decision 065).
  const sprite = readdirSync("build/client/assets").find((name) => /^icons-.*\.svg$/.test(name));
  const symbols = sprite ? readFileSync(`build/client/assets/${sprite}`, "utf8") : "";
  const { files: iconFiles } = await buildIcons(".");
  const missing = iconFiles.filter((file) => !symbols.includes(`<symbol id="${file}"`));
  if (!sprite || missing.length > 0)
    failures.push(
      `the icon sprite ${sprite ?? "(none in build/client/assets)"} lacks ${missing.join(", ")}`,
    );

  for (const [page, { route, kb: budget, target }] of Object.entries(BUDGETS_KB)) {
    const { files, kb, modules } = pageWeight(chunks, route);
    console.log(
      `${page.padEnd(16)} ${kb.toFixed(2).padStart(7)} KB gzip in ${String(files.length).padStart(2)} files (budget ${budget}, target ${target})`,
    );
    const largest = modules
      .slice(0, report ? 40 : 8)
      .map((module) => `    ${(module.bytes / 1024).toFixed(1).padStart(6)} KB  ${module.id}`)
      .join("\n");
    if (report) console.log(largest);
    if (kb > budget)
      failures.push(
        `${page} loads ${kb.toFixed(2)} KB gzip of JavaScript, over its budget of ${budget} KB. Its largest modules (before compression):\n${largest}`,
      );
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`✖ ${failure}`);
    process.exit(1);
  }
  console.log(
    "Page JavaScript within its budgets; no server-only code in a browser chunk; every icon in the sprite.",
  );
}
