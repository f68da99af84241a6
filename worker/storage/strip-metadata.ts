import type { ImageType } from "./image-type";
import { stripAvif } from "./metadata/avif";
import type { Stripped } from "./metadata/exif";
import { stripGif } from "./metadata/gif";
import { stripJpeg } from "./metadata/jpeg";
import { stripPng } from "./metadata/png";
import { stripWebp } from "./metadata/webp";

export type { Stripped };

const STRIPPERS: Record<ImageType["mime"], (bytes: Uint8Array) => Stripped | null> = {
  "image/jpeg": stripJpeg,
  "image/png": stripPng,
  "image/webp": stripWebp,
  "image/gif": stripGif,
  "image/avif": stripAvif,
};

/**
 * The image without its metadata (Exif with GPS, XMP, IPTC, comments, text chunks, embedded
 * thumbnails), its pixels byte for byte: each format's container is walked and rebuilt, never
 * decoded or re-encoded. `orientation` is the Exif Orientation the photo recorded (1 when
 * none); JPEG, PNG and WebP keep it as a minimal Exif block of that tag alone, AVIF keeps its
 * own irot/imir properties. Null when the container cannot be walked: such a file is refused,
 * never stored as it came.
 */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Stripped | null {
  try {
    return STRIPPERS[type.mime](bytes);
  } catch (error) {
    // Every read past the end, and every structure we cannot rewrite, is a RangeError.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
