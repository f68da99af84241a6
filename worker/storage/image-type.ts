/** Image types we accept, decided by the file's first bytes (never by its name or claimed type). */
export type ImageType = {
  mime: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";
  ext: string;
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: "image/jpeg", ext: "jpg" };
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return { mime: "image/png", ext: "png" };
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) {
    return { mime: "image/gif", ext: "gif" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return { mime: "image/webp", ext: "webp" };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    // ISO base media: the major brand, then compatible brands, until the box ends.
    const boxSize =
      ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(bytes.length, Math.max(16, boxSize));
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue; // minor version
      const brand = ascii(bytes, offset, 4);
      if (brand === "avif" || brand === "avis") return { mime: "image/avif", ext: "avif" };
    }
  }
  return null;
}
