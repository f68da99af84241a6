import { ascii, bytesLe, concat, latin1, u32le, within } from "./bytes";
import { orientationOnlyTiff, readOrientation, type Stripped, tiffOf } from "./exif";

/** Image data, animation, alpha and the ICC colour profile; EXIF, XMP and unknown chunks go. */
const KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

function chunk(fourcc: string, data: Uint8Array): Uint8Array {
  const pad = data.length % 2 === 1 ? [new Uint8Array(1)] : [];
  return concat([latin1(fourcc), bytesLe(data.length, 4), data, ...pad]);
}

/**
 * WebP (RIFF): walks the chunks inside the RIFF size, keeps image and colour chunks byte for
 * byte and drops EXIF and XMP, clearing their flags in VP8X. An Orientation other than 1 comes
 * back as an EXIF chunk holding only that tag (an extended file only: a simple one has no
 * VP8X to announce it).
 */
export function stripWebp(b: Uint8Array): Stripped | null {
  if (ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const riffEnd = u32le(b, 4) + 8;
  // A writer may leave the pad byte of an odd final chunk outside the RIFF size.
  if (riffEnd !== b.length && riffEnd + 1 !== b.length) return null;
  const kept: Uint8Array[] = [];
  let vp8x: Uint8Array | null = null;
  let orientation = 1;
  let exifSeen = false;
  let i = 12;
  while (i < riffEnd) {
    const fourcc = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const data = b.subarray(i + 8, within(b, i + 8, i + 8 + size));
    if (i === 12 && fourcc !== "VP8X" && fourcc !== "VP8 " && fourcc !== "VP8L") return null;
    if (fourcc === "VP8X") {
      if (i !== 12 || size < 10) return null;
      vp8x = data.slice();
    } else if (fourcc === "EXIF" && !exifSeen) {
      exifSeen = true;
      orientation = readOrientation(tiffOf(data));
    } else if (KEPT.has(fourcc)) {
      kept.push(chunk(fourcc, data));
    }
    i += 8 + size + (size % 2);
  }
  if (i > b.length || kept.length === 0) return null;
  const chunks = [...kept];
  if (vp8x) {
    const flags = (vp8x[0] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
    vp8x[0] = orientation === 1 ? flags : flags | EXIF_FLAG;
    chunks.unshift(chunk("VP8X", vp8x));
    if (orientation !== 1) chunks.push(chunk("EXIF", orientationOnlyTiff(orientation)));
  } else {
    orientation = 1;
  }
  const body = concat(chunks);
  return {
    bytes: concat([latin1("RIFF"), bytesLe(body.length + 4, 4), latin1("WEBP"), body]),
    orientation,
  };
}
