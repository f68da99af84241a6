import { ascii, bytesBe, concat, crc32, latin1, u32be, within } from "./bytes";
import { orientationOnlyTiff, readOrientation, type Stripped, tiffOf } from "./exif";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks a picture needs to render as its author saw it: the critical ones, transparency,
 * colour (including the HDR colour chunks cICP, mDCv, cLLi), pixel size, background and APNG
 * animation. Text (tEXt, iTXt, zTXt), Exif (eXIf), time (tIME) and every other chunk go.
 */
const KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "cICP",
  "mDCv",
  "cLLi",
  "pHYs",
  "bKGD",
  "acTL",
  "fcTL",
  "fdAT",
]);

const isCritical = (type: string) => type.charCodeAt(0) < 0x61;

function chunk(type: string, data: Uint8Array): Uint8Array {
  const name = latin1(type);
  return concat([bytesBe(data.length, 4), name, data, bytesBe(crc32(name, data), 4)]);
}

/**
 * PNG: walks the chunks from IHDR to IEND (nothing may follow it) and copies the kept ones
 * byte for byte. A critical chunk we do not know means a picture we cannot vouch for: refused.
 * An eXIf Orientation other than 1 comes back as an eXIf chunk holding only that tag.
 */
export function stripPng(b: Uint8Array): Stripped | null {
  if (!SIGNATURE.every((byte, i) => b[i] === byte)) return null;
  const kept: Uint8Array[] = [];
  let orientation = 1;
  let exifSeen = false;
  let i = SIGNATURE.length;
  for (;;) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) return null;
    if (kept.length === 0 && type !== "IHDR") return null;
    const end = within(b, i, i + 12 + length);
    if (type === "eXIf" && !exifSeen) {
      exifSeen = true;
      orientation = readOrientation(tiffOf(b.subarray(i + 8, i + 8 + length)));
    }
    if (KEPT.has(type)) kept.push(b.subarray(i, end));
    else if (isCritical(type)) return null;
    i = end;
    if (type === "IEND") break;
  }
  if (i !== b.length) return null;
  const [ihdr, ...rest] = kept;
  if (!ihdr) return null;
  const exif = orientation === 1 ? [] : [chunk("eXIf", orientationOnlyTiff(orientation))];
  return { bytes: concat([Uint8Array.from(SIGNATURE), ihdr, ...exif, ...rest]), orientation };
}
