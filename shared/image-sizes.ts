/**
 * Photos at display size: the Worker serves any stored image at one of these widths as WebP
 * (`?w=640`, worker/storage/serve-image.ts); pages name the widths in `srcset` and let the
 * browser pick. A fixed list keeps the variants few and cacheable.
 */
export const IMAGE_WIDTHS = [96, 192, 320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

/** Our own stored image at a width; any other URL (a logo service, a data URL) as it is. */
export function sizedImage(src: string, width: ImageWidth) {
  if (!src.startsWith("/images/")) return src;
  return `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}

/** A `srcset` of our own stored image at the given widths (undefined for any other URL). */
export function imageSrcSet(src: string, widths: readonly ImageWidth[]) {
  if (!src.startsWith("/images/")) return undefined;
  return widths.map((width) => `${sizedImage(src, width)} ${width}w`).join(", ");
}
