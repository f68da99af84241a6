import { ascii, byteAt, bytesBe, concat, latin1, u16be, u16le, u32be, u32le } from "./bytes";

/** What every stripper returns: the file without metadata, and the orientation it recorded. */
export type Stripped = { bytes: Uint8Array; orientation: number };

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
export const EXIF_HEADER = latin1("Exif\0\0");

/** The TIFF block of an Exif payload, with or without the "Exif\0\0" prefix some writers add. */
export function tiffOf(payload: Uint8Array): Uint8Array {
  return payload.length >= 6 && ascii(payload, 0, 6) === "Exif\0\0" ? payload.subarray(6) : payload;
}

/**
 * The Orientation tag (0x0112) of IFD0, 1 to 8; 1 when the block has none or cannot be read.
 * A broken Exif block is dropped with the rest of the metadata, so it never refuses the image.
 */
export function readOrientation(tiff: Uint8Array): number {
  try {
    const order = ascii(tiff, 0, 2);
    if (order !== "II" && order !== "MM") return 1;
    const u16 = order === "II" ? u16le : u16be;
    const u32 = order === "II" ? u32le : u32be;
    if (u16(tiff, 2) !== 42) return 1;
    const ifd = u32(tiff, 4);
    const count = u16(tiff, ifd);
    for (let entry = ifd + 2; entry < ifd + 2 + count * 12; entry += 12) {
      if (u16(tiff, entry) !== ORIENTATION_TAG) continue;
      if (u16(tiff, entry + 2) !== SHORT || u32(tiff, entry + 4) !== 1) return 1;
      const value = u16(tiff, entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
    return 1;
  } catch {
    return 1;
  }
}

/**
 * A TIFF block holding only IFD0 with only the Orientation tag (big-endian, 26 bytes): what a
 * browser needs to turn the picture upright, and nothing else about the camera or the place.
 */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  return concat([
    latin1("MM\0*"), // big-endian TIFF
    bytesBe(8, 4), // IFD0 right after the header
    bytesBe(1, 2), // with one entry:
    bytesBe(ORIENTATION_TAG, 2),
    bytesBe(SHORT, 2),
    bytesBe(1, 4), // one value,
    bytesBe(orientation, 2),
    bytesBe(0, 2), // padded to four bytes
    bytesBe(0, 4), // no next IFD
  ]);
}

/** The same block behind the "Exif\0\0" header, as a JPEG APP1 segment carries it. */
export const orientationOnlyExif = (orientation: number) =>
  concat([EXIF_HEADER, orientationOnlyTiff(orientation)]);

/** Reads a NUL-terminated string from `start`; returns it and the offset after the NUL. */
export function cString(b: Uint8Array, start: number, end: number): [string, number] {
  let i = start;
  while (i < end && byteAt(b, i) !== 0) i++;
  if (i >= end) return [ascii(b, start, end - start), end];
  return [ascii(b, start, i - start), i + 1];
}
