/**
 * The fonts the picture cards load per script (worker/services/cards/fonts.ts), copied from
 * their npm packages into public/card-fonts/ so they ship as static assets beside the Worker
 * instead of inside it: the Chinese, Japanese and Korean faces alone are about 20 MB.
 * vite.config.ts (dev server and build) and vitest.config.ts call `syncCardFonts` before they
 * start; the folder is generated, never committed (.gitignore), and rewritten only when this
 * list or a package version changes. docs/decisions/019-picture-cards-in-every-script.md says why.
 *
 * Each group is one script's family, named for the Worker's script detection
 * (worker/services/cards/scripts.ts); its manifest `{group}.json` lists each file with the
 * code points it covers (fontsource's unicode.json), so a card fetches only the slices its text
 * needs. WOFF, not WOFF2: the same glyphs, and no Brotli to undo on every isolate's first use.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

type FontSource = {
  group: string;
  pkg: string;
  /** fontsource's file prefix (`noto-sans-sc` → `noto-sans-sc-37-400-normal.woff`). */
  prefix: string;
  /** Named subsets, or every numbered slice (`[0]`…`[119]`) of a large family. */
  subsets: string[] | "numbered";
  weights: number[];
};

export const CARD_FONT_SOURCES: FontSource[] = [
  // Inter Latin and Latin Extended, which every card draws with (worker/services/cards/draw.ts
  // reads these four files by name; decision 064: as base64 inside the Worker they were 210 KiB of
  // its upload).
  {
    group: "inter-base",
    pkg: "@fontsource/inter",
    prefix: "inter",
    subsets: ["latin", "latin-ext"],
    weights: [400, 700],
  },
  // Inter's own Cyrillic, Greek and Vietnamese cuts: the same face as the card's Latin text.
  {
    group: "inter",
    pkg: "@fontsource/inter",
    prefix: "inter",
    subsets: ["cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"],
    weights: [400, 700],
  },
  ...(["arabic", "hebrew", "devanagari", "thai"] as const).map((script) => ({
    group: script,
    pkg: `@fontsource/noto-sans-${script}`,
    prefix: `noto-sans-${script}`,
    subsets: [script],
    weights: [400, 700],
  })),
  ...(["sc", "jp", "kr"] as const).map((region) => ({
    group: `cjk-${region}`,
    pkg: `@fontsource/noto-sans-${region}`,
    prefix: `noto-sans-${region}`,
    subsets: "numbered" as const,
    weights: [400, 700],
  })),
  // Noto Emoji is the outline (one-colour) design: satori draws it like any other glyph.
  {
    group: "emoji",
    pkg: "@fontsource/noto-emoji",
    prefix: "noto-emoji",
    subsets: "numbered",
    weights: [400],
  },
];

/** One group's slices: the code points each covers and its file per weight. */
export type CardFontManifest = {
  slices: { ranges: [number, number][]; files: Record<string, string> }[];
};

/** "U+0600-06FF,U+200C" → [[0x600, 0x6ff], [0x200c, 0x200c]]. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from ?? "", 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function packageDir(root: string, pkg: string) {
  return path.join(root, "node_modules", pkg);
}

/** Each group's manifest and the files it names (source path → file name). */
function plan(root: string) {
  const groups = new Map<string, CardFontManifest>();
  const files = new Map<string, string>();
  for (const source of CARD_FONT_SOURCES) {
    const dir = packageDir(root, source.pkg);
    const unicode: Record<string, string> = JSON.parse(
      readFileSync(path.join(dir, "unicode.json"), "utf8"),
    );
    const subsets =
      source.subsets === "numbered"
        ? Object.keys(unicode).filter((key) => /^\[\d+\]$/.test(key))
        : source.subsets;
    const manifest: CardFontManifest = { slices: [] };
    for (const subset of subsets) {
      const range = unicode[subset];
      if (!range) throw new Error(`${source.pkg} has no subset ${subset}`);
      const byWeight: Record<string, string> = {};
      for (const weight of source.weights) {
        const file = `${source.prefix}-${subset.replace(/[[\]]/g, "")}-${weight}-normal.woff`;
        files.set(path.join(dir, "files", file), file);
        byWeight[weight] = file;
      }
      manifest.slices.push({ ranges: parseUnicodeRange(range), files: byWeight });
    }
    groups.set(source.group, manifest);
  }
  return { groups, files };
}

/** The versions and list that made the folder: it is rewritten when they change. */
function stampOf(root: string) {
  const versions = CARD_FONT_SOURCES.map((source) => {
    const pkg = JSON.parse(
      readFileSync(path.join(packageDir(root, source.pkg), "package.json"), "utf8"),
    );
    return `${source.pkg}@${String(pkg.version)}`;
  });
  return JSON.stringify({ versions, sources: CARD_FONT_SOURCES });
}

/** Fills `{root}/public/card-fonts/` with the fonts and manifests (once per change). */
export function syncCardFonts(root: string) {
  const out = path.join(root, "public", "card-fonts");
  const stampFile = path.join(out, ".stamp");
  const stamp = stampOf(root);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;
  const { groups, files } = plan(root);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [from, name] of files) copyFileSync(from, path.join(out, name));
  for (const [group, manifest] of groups) {
    writeFileSync(path.join(out, `${group}.json`), JSON.stringify(manifest));
  }
  writeFileSync(stampFile, stamp);
}
