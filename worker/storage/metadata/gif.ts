import { ascii, byteAt, concat, within } from "./bytes";
import type { Stripped } from "./exif";

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const APPLICATION = 0xff;
/** The looping extension under its two names; XMP, ICC and every other application block go. */
const LOOPING = new Set(["NETSCAPE2.0", "ANIMEXTS1.0"]);

/** The offset after the data sub-blocks that start at `i` (each length-prefixed, 0 ends them). */
function afterSubBlocks(b: Uint8Array, start: number): number {
  let i = start;
  for (let size = byteAt(b, i); size !== 0; size = byteAt(b, i)) i = within(b, i, i + 1 + size);
  return i + 1;
}

const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * GIF: walks the blocks from the screen descriptor to the trailer (nothing may follow it),
 * keeping images, graphic control (delays, transparency) and the looping extension byte for
 * byte; comments, plain text and other application extensions go. GIF has no orientation.
 */
export function stripGif(b: Uint8Array): Stripped | null {
  const signature = ascii(b, 0, 6);
  if (signature !== "GIF87a" && signature !== "GIF89a") return null;
  let i = within(b, 0, 13 + colourTableSize(byteAt(b, 10)));
  const kept: Uint8Array[] = [b.subarray(0, i)];
  for (;;) {
    const block = byteAt(b, i);
    if (block === TRAILER) {
      if (i + 1 !== b.length) return null;
      kept.push(b.subarray(i, i + 1));
      break;
    }
    if (block === IMAGE) {
      const data = within(b, i, i + 10 + colourTableSize(byteAt(b, i + 9))) + 1; // LZW code size
      const end = afterSubBlocks(b, data);
      kept.push(b.subarray(i, end));
      i = end;
    } else if (block === EXTENSION) {
      const label = byteAt(b, i + 1);
      const end = afterSubBlocks(b, i + 2);
      const keep =
        label === GRAPHIC_CONTROL ||
        (label === APPLICATION && byteAt(b, i + 2) === 11 && LOOPING.has(ascii(b, i + 3, 11)));
      if (keep) kept.push(b.subarray(i, end));
      i = end;
    } else {
      return null;
    }
  }
  return { bytes: concat(kept), orientation: 1 };
}
