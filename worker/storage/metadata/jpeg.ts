import { ascii, byteAt, concat, Malformed, u16be, within } from "./bytes";
import { orientationOnlyExif, readOrientation, type Stripped, tiffOf } from "./exif";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const startsWith = (payload: Uint8Array, text: string) =>
  payload.length >= text.length && ascii(payload, 0, text.length) === text;

const segment = (marker: number, payload: Uint8Array) =>
  concat([
    Uint8Array.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);

/**
 * The JFIF header without its optional thumbnail: an embedded thumbnail can show what the
 * published picture was cropped to hide.
 */
function jfifWithoutThumbnail(payload: Uint8Array): Uint8Array {
  const header = payload.slice(0, 14);
  header[12] = 0;
  header[13] = 0;
  return header;
}

/**
 * What a kept marker segment becomes: the JFIF header, the ICC colour profile and Adobe's colour
 * transform stay (they change how the pixels decode); Exif, XMP, IPTC/Photoshop, MPF, FlashPix,
 * comments and any other application segment go. Null drops the segment.
 */
function keptSegment(marker: number, payload: Uint8Array): Uint8Array | null {
  if (marker === COM) return null;
  if (marker < APP0 || marker > APP15) return segment(marker, payload);
  if (marker === APP0 && startsWith(payload, "JFIF\0") && payload.length >= 14) {
    return segment(marker, jfifWithoutThumbnail(payload));
  }
  if (marker === APP2 && startsWith(payload, "ICC_PROFILE\0")) return segment(marker, payload);
  if (marker === APP14 && startsWith(payload, "Adobe")) return segment(marker, payload);
  return null;
}

/** The end of the entropy-coded data that starts at `start`: the offset of the next marker. */
function scanEnd(b: Uint8Array, start: number): number {
  let i = start;
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i < 0 || i + 1 >= b.length) throw new Malformed("scan without an end");
    const next = byteAt(b, i + 1);
    // 0xFF00 is a stuffed data byte, 0xFFD0–D7 a restart marker, 0xFFFF fill: all scan data.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

/**
 * JPEG: walks the marker segments from SOI to EOI, keeping the frame, tables and every scan
 * byte for byte, and dropping metadata segments (also between progressive scans). Whatever
 * follows EOI goes too: phones append further images there (MPF), each with its own Exif.
 * An Orientation other than 1 comes back as an Exif segment holding only that tag.
 */
export function stripJpeg(b: Uint8Array): Stripped | null {
  if (byteAt(b, 0) !== 0xff || byteAt(b, 1) !== SOI) return null;
  const kept: Uint8Array[] = [];
  let orientation = 1;
  let exifSeen = false;
  let scanned = false;
  let i = 2;
  for (;;) {
    if (byteAt(b, i) !== 0xff) return null;
    while (byteAt(b, i) === 0xff) i++;
    const marker = byteAt(b, i);
    i++;
    if (marker === EOI) {
      if (!scanned) return null;
      break;
    }
    // Standalone markers (TEM, RSTn) and SOI cannot appear between segments.
    if (marker === 0x01 || marker === 0x00 || (marker >= 0xd0 && marker <= SOI)) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    const payload = b.subarray(i + 2, within(b, i, i + length));
    i += length;
    if (marker === APP1 && !exifSeen && startsWith(payload, "Exif\0\0")) {
      exifSeen = true;
      orientation = readOrientation(tiffOf(payload));
    }
    const keep = keptSegment(marker, payload);
    if (keep) kept.push(keep);
    if (marker === SOS) {
      const end = scanEnd(b, i);
      kept.push(b.subarray(i, end));
      i = end;
      scanned = true;
    }
  }
  const head = [Uint8Array.from([0xff, SOI])];
  const [first, ...rest] = kept;
  // Exif belongs right after SOI, or after the JFIF header when there is one.
  const jfif = first && first[1] === APP0 ? [first] : [];
  const body = jfif.length > 0 ? rest : kept;
  const exif = orientation === 1 ? [] : [segment(APP1, orientationOnlyExif(orientation))];
  return {
    bytes: concat([...head, ...jfif, ...exif, ...body, Uint8Array.from([0xff, EOI])]),
    orientation,
  };
}
