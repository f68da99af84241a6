import { z } from "zod";
import { type FontGroup, fontGroupsOf } from "./scripts";

/**
 * The picture cards' fonts beyond Inter Latin: read from the static assets (public/card-fonts/,
 * filled from npm by scripts/card-fonts.ts) through the ASSETS binding, only the slices a card's
 * text needs, and kept for the isolate's life (up to a memory cap), so a script costs a fetch
 * the first time an isolate draws it and nothing after.
 */

export type CardWeight = 400 | 700;
export type CardFont = { name: string; data: ArrayBuffer; weight: CardWeight };
/** What a card writes and in which weight: the fonts are chosen for exactly these strings. */
export type CardText = { text: string; weight: CardWeight };
/** The static assets' reader (the ASSETS binding's fetch). */
export type AssetReader = (path: string) => Promise<Response>;

const ManifestSchema = z.object({
  slices: z.array(
    z.object({
      ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
      files: z.record(z.string(), z.string().regex(/^[a-z0-9-]+\.woff$/)),
    }),
  ),
});
type Manifest = z.infer<typeof ManifestSchema>;
type Slice = Manifest["slices"][number];

/** Inter Latin and Latin Extended (bundled): fontsource's unicode ranges of those two cuts. */
const BUNDLED: [number, number][] = [
  [0x0000, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
  [0x2122, 0x2122],
  [0x2191, 0x2193],
  [0x2212, 0x2215],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Characters nothing needs to draw: spaces, joiners, variation selectors, controls. */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Mn}]/u;

const inRanges = (code: number, ranges: [number, number][]) =>
  ranges.some(([from, to]) => code >= from && code <= to);

// ---- per-isolate caches ----

const manifests = new Map<FontGroup, Promise<Manifest>>();
const files = new Map<string, Promise<ArrayBuffer>>();
const sizes = new Map<string, number>();
/** Font bytes an isolate keeps (of its 128 MB): about 300 CJK slices. */
const CACHE_BYTES = 24 * 1024 * 1024;

/** A cached read that is forgotten when it fails, so the next card tries again. */
function remember<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>) {
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

async function readOk(read: AssetReader, path: string) {
  const response = await read(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

function manifestOf(read: AssetReader, group: FontGroup) {
  return remember(manifests, group, async () =>
    ManifestSchema.parse(await (await readOk(read, `/card-fonts/${group}.json`)).json()),
  );
}

function fileOf(read: AssetReader, file: string) {
  const cached = files.get(file);
  if (cached) {
    // Most recently used last: the cap evicts from the front.
    files.delete(file);
    files.set(file, cached);
    return cached;
  }
  return remember(files, file, async () => {
    const data = await (await readOk(read, `/card-fonts/${file}`)).arrayBuffer();
    sizes.set(file, data.byteLength);
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const old of files.keys()) {
      if (total <= CACHE_BYTES || old === file) break;
      total -= sizes.get(old) ?? 0;
      files.delete(old);
      sizes.delete(old);
    }
    return data;
  });
}

export type CardFonts = {
  fonts: CardFont[];
  /** Whether every visible character of `text` has a glyph among the fonts (or the bundled). */
  covers: (text: string) => boolean;
  /** False when a font could not be read (a passing failure: the picture is not kept). */
  complete: boolean;
};

/** The fonts that draw these texts: per group, the slices that hold their characters. */
export async function cardFontsFor(
  read: AssetReader | null,
  texts: CardText[],
): Promise<CardFonts> {
  const covered: [number, number][][] = [BUNDLED];
  const fonts: CardFont[] = [];
  let complete = true;
  const groups = new Set(texts.flatMap(({ text }) => [...fontGroupsOf(text)]));
  await Promise.all(
    [...groups].map(async (group) => {
      try {
        if (!read) throw new Error("no static assets");
        const manifest = await manifestOf(read, group);
        const wanted = new Map<Slice, Set<CardWeight>>();
        for (const { text, weight } of texts) {
          for (const char of text) {
            const code = char.codePointAt(0) ?? 0;
            const slice = manifest.slices.find((s) => inRanges(code, s.ranges));
            if (slice) wanted.set(slice, (wanted.get(slice) ?? new Set()).add(weight));
          }
        }
        const loaded = await Promise.all(
          [...wanted].flatMap(([slice, weights]) =>
            [...weights].map(async (weight) => {
              // A group without this weight (emoji) draws in the one it has.
              const file = slice.files[weight] ?? Object.values(slice.files)[0];
              if (!file) return null;
              // One family per slice, its weights under that name: satori looks a missing glyph
              // up family by family, and of faces sharing a name and weight it asks only one.
              const name = `${group} ${manifest.slices.indexOf(slice)}`;
              return { name, data: await fileOf(read, file), weight, slice };
            }),
          ),
        );
        for (const font of loaded) {
          if (!font) continue;
          fonts.push({ name: font.name, data: font.data, weight: font.weight });
          covered.push(font.slice.ranges);
        }
      } catch {
        complete = false;
      }
    }),
  );
  const covers = (text: string) =>
    [...text].every((char) => {
      const code = char.codePointAt(0) ?? 0;
      return INVISIBLE.test(char) || covered.some((ranges) => inRanges(code, ranges));
    });
  return { fonts, covers, complete };
}
