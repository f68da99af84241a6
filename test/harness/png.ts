import { inflateSync } from "node:zlib";

/** A decoded picture: RGBA bytes, row by row. */
export type Picture = { width: number; height: number; data: Uint8Array };

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * The pixels of an 8-bit RGB or RGBA PNG without interlacing (what resvg writes). pngjs's
 * decoder subclasses node:zlib's classes in a way workerd's zlib does not allow, so the tests
 * decode with this one.
 */
export function decodePng(bytes: Uint8Array): Picture {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [depth, colorType, , , interlace] = bytes.slice(24, 29);
  if (depth !== 8 || (colorType !== 6 && colorType !== 2) || interlace !== 0)
    throw new Error(`unsupported PNG (depth ${depth}, color type ${colorType})`);
  const channels = colorType === 6 ? 4 : 3;
  const parts: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.slice(at + 4, at + 8));
    if (type === "IDAT") parts.push(bytes.slice(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = new Uint8Array(inflateSync(Buffer.concat(parts)));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set(pixels.slice(i * 3, i * 3 + 3), i * 4);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** How many pixels differ by more than a shade in some channel (sizes must match). */
export function differingPixels(a: Picture, b: Picture, shade = 48) {
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > shade) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** The x of every column holding ink (a dark pixel) between two rows, left to right. */
export function inkColumns(picture: Picture, band: { top: number; bottom: number }) {
  const columns: number[] = [];
  for (let x = 0; x < picture.width; x++) {
    for (let y = band.top; y < band.bottom; y++) {
      const i = (y * picture.width + x) * 4;
      const light =
        (picture.data[i] ?? 255) + (picture.data[i + 1] ?? 255) + (picture.data[i + 2] ?? 255);
      if (light < 3 * 140) {
        columns.push(x);
        break;
      }
    }
  }
  return columns;
}
