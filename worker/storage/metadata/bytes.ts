/**
 * Byte helpers for the container walkers. Every read past the end throws a RangeError, which
 * stripImageMetadata turns into "not an image": a walker never reads a missing byte as zero.
 */
export class Malformed extends RangeError {}

export function byteAt(b: Uint8Array, i: number): number {
  const value = b[i];
  if (value === undefined || i < 0) throw new Malformed(`no byte at ${i}`);
  return value;
}

export const u16be = (b: Uint8Array, i: number) => (byteAt(b, i) << 8) | byteAt(b, i + 1);
export const u16le = (b: Uint8Array, i: number) => byteAt(b, i) | (byteAt(b, i + 1) << 8);
export const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
export const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 0x10000;

/** Reads an unsigned big-endian integer of 0, 1, 2, 4 or 8 bytes (8 only below 2^53). */
export function uintBe(b: Uint8Array, i: number, size: number): number {
  if (size === 0) return 0;
  if (size === 1) return byteAt(b, i);
  if (size === 2) return u16be(b, i);
  if (size === 4) return u32be(b, i);
  if (size === 8) {
    const value = u32be(b, i) * 2 ** 32 + u32be(b, i + 4);
    if (!Number.isSafeInteger(value)) throw new Malformed("offset beyond 2^53");
    return value;
  }
  throw new Malformed(`integer of ${size} bytes`);
}

export function writeUintBe(b: Uint8Array, i: number, size: number, value: number) {
  for (let k = size - 1, rest = value; k >= 0; k--, rest = Math.floor(rest / 256)) {
    b[i + k] = rest % 256;
  }
}

/** The bytes [start, start + length) as Latin-1 text (four-character codes, signatures). */
export function ascii(b: Uint8Array, start: number, length: number): string {
  if (start < 0 || start + length > b.length) throw new Malformed(`no text at ${start}`);
  return String.fromCharCode(...b.subarray(start, start + length));
}

export const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Checks that [start, end) lies inside the bytes; returns end for chaining. */
export function within(b: Uint8Array, start: number, end: number): number {
  if (start < 0 || end < start || end > b.length) throw new Malformed(`range ${start}..${end}`);
  return end;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG uses) over the given parts in order. */
export function crc32(...parts: Uint8Array[]): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const part of parts) {
    for (const byte of part) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function bytesBe(value: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  writeUintBe(out, 0, size, value);
  return out;
}

export function bytesLe(value: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let k = 0, rest = value; k < size; k++, rest = Math.floor(rest / 256)) out[k] = rest % 256;
  return out;
}
