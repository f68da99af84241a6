import {
  type Box,
  box,
  childBoxes,
  fullBoxHead,
  type Iloc,
  type ItemLocation,
  readIloc,
  readItemInfos,
  versionOf,
  writeIloc,
  writeIpma,
  writeIref,
} from "./avif-boxes";
import { bytesBe, concat, latin1, Malformed, u16be, u32be, within } from "./bytes";
import { readOrientation, type Stripped } from "./exif";

/** Top-level boxes of an AVIF that we keep as they are; any other one is blanked to `free`. */
const TOP_LEVEL = new Set(["ftyp", "meta", "moov", "mdat", "free", "skip"]);
/** Boxes of an image sequence's movie and tracks that carry metadata (user data, XMP). */
const TRACK_METADATA = new Set(["udta", "meta"]);

/** Turns a box into a `free` box of the same size with zeroed content: nothing moves. */
function blank(out: Uint8Array, x: Box) {
  out.set(latin1("free"), x.start + 4);
  out.fill(0, x.start + x.header, x.end);
}

/** The file ranges [start, end) an item's data occupies, or null when we cannot place them. */
function dataRanges(item: ItemLocation, idatStart: number | null): [number, number][] | null {
  if (item.dataReference !== 0) return [];
  if (item.method === 2 || (item.method === 1 && idatStart === null)) return null;
  const origin = item.method === 1 ? (idatStart ?? 0) : 0;
  const ranges: [number, number][] = [];
  for (const extent of item.extents) {
    if (extent.length === 0) return null;
    const start = origin + item.base + extent.offset;
    ranges.push([start, start + extent.length]);
  }
  return ranges;
}

/** The item's iloc entry with every file offset after the meta box moved back by `delta`. */
function moved(item: ItemLocation, metaEnd: number, delta: number, sizes: Iloc["sizes"]) {
  if (item.method !== 0 || item.dataReference !== 0 || delta === 0) return item;
  if (sizes.base > 0 && item.base >= metaEnd) return { ...item, base: item.base - delta };
  const extents = item.extents.map((e) => {
    if (item.base + e.offset < metaEnd) return e;
    if (sizes.offset === 0) throw new Malformed("an offset that moved has no field");
    return { ...e, offset: e.offset - delta };
  });
  return { ...item, extents };
}

/**
 * AVIF (ISO BMFF): removes the Exif items and XMP (`mime` application/rdf+xml) items from the
 * meta box (iinf, iloc, iref, ipma), zeroes their data, and rewrites every box size and every
 * iloc file offset that moved when meta shrank. Orientation lives in the irot/imir properties,
 * which stay; the Exif Orientation is only read, to be reported. In an image sequence, the
 * movie's user data and metadata boxes are blanked in place, and meta keeps its size (padded
 * with a `free` box) so the track offsets stay right.
 */
export function stripAvif(b: Uint8Array): Stripped | null {
  const top = childBoxes(b, 0, b.length);
  if (top[0]?.type !== "ftyp") return null;
  const metas = top.filter((x) => x.type === "meta");
  const moov = top.find((x) => x.type === "moov");
  if (metas.length > 1 || (metas.length === 0 && !moov)) return null;
  const out = b.slice();
  for (const x of top) if (!TOP_LEVEL.has(x.type)) blank(out, x);
  if (moov) {
    for (const x of childBoxes(b, moov.start + moov.header, moov.end)) {
      if (TRACK_METADATA.has(x.type)) blank(out, x);
      if (x.type !== "trak") continue;
      for (const y of childBoxes(b, x.start + x.header, x.end)) {
        if (TRACK_METADATA.has(y.type)) blank(out, y);
      }
    }
  }
  const [meta] = metas;
  if (!meta) return { bytes: out, orientation: 1 };

  const children = childBoxes(b, meta.start + meta.header + 4, meta.end);
  const find = (type: string) => children.find((x) => x.type === type);
  const iinf = find("iinf");
  const iloc = find("iloc");
  const idat = find("idat");
  const infos = iinf ? readItemInfos(b, iinf) : [];
  const removed = new Set(infos.filter((info) => info.metadata).map((info) => info.id));
  if (removed.size === 0) return { bytes: out, orientation: 1 };
  if (!iinf || !iloc) return null;
  const pitm = find("pitm");
  if (pitm) {
    const at = pitm.start + pitm.header + 4;
    if (removed.has(versionOf(b, pitm) === 0 ? u16be(b, at) : u32be(b, at))) return null;
  }

  const location = readIloc(b, iloc);
  const idatStart = idat ? idat.start + idat.header : null;
  let orientation = 1;
  for (const item of location.items) {
    const ranges = dataRanges(item, idatStart);
    // File offsets into meta itself would point at the wrong bytes once meta is rebuilt.
    if (item.method === 0 && ranges?.some(([s, e]) => e > meta.start && s < meta.end)) return null;
    if (!removed.has(item.id)) continue;
    if (ranges === null) return null;
    const isExif = infos.find((info) => info.id === item.id)?.type === "Exif";
    for (const [start, end] of ranges) {
      within(b, start, end);
      // An Exif item starts with the offset of its TIFF header.
      if (isExif && orientation === 1) {
        orientation = readOrientation(b.subarray(start + 4 + u32be(b, start), end));
      }
      out.fill(0, start, end);
    }
  }

  const iinfVersion = versionOf(b, iinf);
  const keptInfos = infos.filter((info) => !removed.has(info.id)).map((info) => info.bytes);
  const keptLocations = location.items.filter((item) => !removed.has(item.id));
  const rebuild = (delta: number) => {
    const parts = children.map((x) => {
      if (x === iinf) {
        const count = bytesBe(keptInfos.length, iinfVersion === 0 ? 2 : 4);
        return box("iinf", fullBoxHead(b, iinf), count, ...keptInfos);
      }
      if (x === iloc) {
        const shifted = keptLocations.map((item) => moved(item, meta.end, delta, location.sizes));
        return writeIloc(location, shifted);
      }
      if (x.type === "iref") return writeIref(b, x, removed);
      if (x.type === "iprp") {
        const inner = childBoxes(b, x.start + x.header, x.end).map((y) =>
          y.type === "ipma" ? writeIpma(b, y, removed) : out.subarray(y.start, y.end),
        );
        return box("iprp", ...inner);
      }
      return out.subarray(x.start, x.end);
    });
    return box("meta", fullBoxHead(b, meta), ...parts);
  };
  const shrink = meta.end - meta.start - rebuild(0).length;
  if (shrink < 8 && moov) return null;
  const newMeta = moov
    ? concat([rebuild(0), box("free", new Uint8Array(shrink - 8))])
    : rebuild(shrink);
  return {
    bytes: concat([out.subarray(0, meta.start), newMeta, out.subarray(meta.end)]),
    orientation,
  };
}
