import { ascii, byteAt, bytesBe, concat, latin1, Malformed, u16be, u32be, uintBe } from "./bytes";
import { cString } from "./exif";

/** One ISO BMFF box: its type, where it starts, the length of its header, where it ends. */
export type Box = { type: string; start: number; header: number; end: number };

export function readBox(b: Uint8Array, start: number, limit: number): Box {
  let size = u32be(b, start);
  const type = ascii(b, start + 4, 4);
  let header = 8;
  if (size === 1) {
    size = uintBe(b, start + 8, 8);
    header = 16;
  } else if (size === 0) {
    size = limit - start;
  }
  if (size < header || start + size > limit) throw new Malformed(`box ${type} at ${start}`);
  return { type, start, header, end: start + size };
}

/** The boxes that follow one another from `start` to exactly `end`. */
export function childBoxes(b: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let i = start; i < end; ) {
    const box = readBox(b, i, end);
    boxes.push(box);
    i = box.end;
  }
  return boxes;
}

/** A box with a 32-bit size around the given content parts. */
export function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const content = concat(parts);
  return concat([bytesBe(content.length + 8, 4), latin1(type), content]);
}

/** The version byte and the four version/flags bytes of a full box. */
export const fullBoxHead = (b: Uint8Array, x: Box) =>
  b.subarray(x.start + x.header, x.start + x.header + 4);
export const versionOf = (b: Uint8Array, x: Box) => byteAt(b, x.start + x.header);

const XMP_TYPES = new Set(["application/rdf+xml", "application/xmp+xml"]);
const isXmp = (contentType: string) =>
  XMP_TYPES.has(contentType.split(";")[0]?.trim().toLowerCase() ?? "");

/** An entry of iinf: the item, its box, and whether it is metadata we remove (Exif or XMP). */
export type ItemInfo = { id: number; type: string; bytes: Uint8Array; metadata: boolean };

export function readItemInfos(b: Uint8Array, iinf: Box): ItemInfo[] {
  const version = versionOf(b, iinf);
  const first = iinf.start + iinf.header + 4 + (version === 0 ? 2 : 4);
  return childBoxes(b, first, iinf.end).map((infe) => {
    if (infe.type !== "infe") throw new Malformed(`${infe.type} inside iinf`);
    const v = versionOf(b, infe);
    let p = infe.start + infe.header + 4;
    const id = v === 3 ? u32be(b, p) : u16be(b, p);
    p += (v === 3 ? 4 : 2) + 2; // item_ID, item_protection_index
    let type = "";
    if (v >= 2) {
      type = ascii(b, p, 4);
      p += 4;
    }
    let metadata = type === "Exif";
    if (v < 2 || type === "mime") {
      const [, afterName] = cString(b, p, infe.end);
      const [contentType] = cString(b, afterName, infe.end);
      metadata = isXmp(contentType);
    }
    return { id, type, bytes: b.subarray(infe.start, infe.end), metadata };
  });
}

export type Extent = { index: number; offset: number; length: number };
export type ItemLocation = {
  id: number;
  method: number;
  dataReference: number;
  base: number;
  extents: Extent[];
};
export type Iloc = {
  head: Uint8Array;
  version: number;
  sizes: { offset: number; length: number; base: number; index: number };
  items: ItemLocation[];
};

export function readIloc(b: Uint8Array, iloc: Box): Iloc {
  const version = versionOf(b, iloc);
  if (version > 2) throw new Malformed(`iloc version ${version}`);
  let p = iloc.start + iloc.header + 4;
  const sizes = {
    offset: byteAt(b, p) >> 4,
    length: byteAt(b, p) & 15,
    base: byteAt(b, p + 1) >> 4,
    index: version >= 1 ? byteAt(b, p + 1) & 15 : 0,
  };
  p += 2;
  const count = version < 2 ? u16be(b, p) : u32be(b, p);
  p += version < 2 ? 2 : 4;
  const items: ItemLocation[] = [];
  for (let n = 0; n < count; n++) {
    const id = version < 2 ? u16be(b, p) : u32be(b, p);
    p += version < 2 ? 2 : 4;
    const method = version >= 1 ? u16be(b, p) & 15 : 0;
    p += version >= 1 ? 2 : 0;
    const dataReference = u16be(b, p);
    const base = uintBe(b, p + 2, sizes.base);
    const extentCount = u16be(b, p + 2 + sizes.base);
    p += 4 + sizes.base;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      const index = uintBe(b, p, sizes.index);
      const offset = uintBe(b, p + sizes.index, sizes.offset);
      const length = uintBe(b, p + sizes.index + sizes.offset, sizes.length);
      p += sizes.index + sizes.offset + sizes.length;
      extents.push({ index, offset, length });
    }
    items.push({ id, method, dataReference, base, extents });
  }
  if (p > iloc.end) throw new Malformed("iloc past its box");
  return { head: fullBoxHead(b, iloc), version, sizes, items };
}

export function writeIloc(iloc: Iloc, items: ItemLocation[]): Uint8Array {
  const { version, sizes } = iloc;
  const idSize = version < 2 ? 2 : 4;
  const parts: Uint8Array[] = [
    iloc.head,
    Uint8Array.from([(sizes.offset << 4) | sizes.length, (sizes.base << 4) | sizes.index]),
    bytesBe(items.length, idSize),
  ];
  for (const item of items) {
    parts.push(bytesBe(item.id, idSize));
    if (version >= 1) parts.push(bytesBe(item.method, 2));
    parts.push(bytesBe(item.dataReference, 2), bytesBe(item.base, sizes.base));
    parts.push(bytesBe(item.extents.length, 2));
    for (const e of item.extents) {
      parts.push(bytesBe(e.index, sizes.index), bytesBe(e.offset, sizes.offset));
      parts.push(bytesBe(e.length, sizes.length));
    }
  }
  return box("iloc", ...parts);
}

/** iref without the references from or to removed items (a reference left empty goes too). */
export function writeIref(b: Uint8Array, iref: Box, removed: ReadonlySet<number>): Uint8Array {
  const idSize = versionOf(b, iref) === 0 ? 2 : 4;
  const kept: Uint8Array[] = [];
  for (const ref of childBoxes(b, iref.start + iref.header + 4, iref.end)) {
    let p = ref.start + ref.header;
    const from = uintBe(b, p, idSize);
    const count = u16be(b, p + idSize);
    p += idSize + 2;
    const to: number[] = [];
    for (let n = 0; n < count; n++, p += idSize) to.push(uintBe(b, p, idSize));
    const left = to.filter((id) => !removed.has(id));
    if (removed.has(from) || left.length === 0) continue;
    const ids = left.map((id) => bytesBe(id, idSize));
    kept.push(box(ref.type, bytesBe(from, idSize), bytesBe(left.length, 2), ...ids));
  }
  return box("iref", fullBoxHead(b, iref), ...kept);
}

/** ipma without the property associations of removed items. */
export function writeIpma(b: Uint8Array, ipma: Box, removed: ReadonlySet<number>): Uint8Array {
  const version = versionOf(b, ipma);
  const idSize = version < 1 ? 2 : 4;
  const associationSize = byteAt(b, ipma.start + ipma.header + 3) & 1 ? 2 : 1;
  let p = ipma.start + ipma.header + 4;
  const count = u32be(b, p);
  p += 4;
  const kept: Uint8Array[] = [];
  for (let n = 0; n < count; n++) {
    const id = uintBe(b, p, idSize);
    const entryEnd = p + idSize + 1 + byteAt(b, p + idSize) * associationSize;
    if (entryEnd > ipma.end) throw new Malformed("ipma past its box");
    if (!removed.has(id)) kept.push(b.subarray(p, entryEnd));
    p = entryEnd;
  }
  return box("ipma", fullBoxHead(b, ipma), bytesBe(kept.length, 4), ...kept);
}
