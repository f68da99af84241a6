import { PNG } from "pngjs";

/**
 * Demo "photos" for seeded complaints: soft gradients with a few shapes, drawn in code so the
 * repository carries no binary files and nothing is downloaded.
 */
export function drawSeedPhoto(index: number, width = 640, height = 420): Buffer {
  const png = new PNG({ width, height });
  const hue = (index * 47) % 360;
  const [r1, g1, b1] = hsl(hue, 0.55, 0.72);
  const [r2, g2, b2] = hsl((hue + 40) % 360, 0.5, 0.42);
  const circles = Array.from({ length: 4 }, (_, k) => ({
    x: ((index * 97 + k * 151) % width) | 0,
    y: ((index * 53 + k * 89) % height) | 0,
    r: 40 + ((index * 31 + k * 17) % 90),
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      let r = r1 + (r2 - r1) * t;
      let g = g1 + (g2 - g1) * t;
      let b = b1 + (b2 - b1) * t;
      for (const c of circles) {
        if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) {
          r = r * 0.8 + 255 * 0.2;
          g = g * 0.8 + 255 * 0.2;
          b = b * 0.8 + 255 * 0.2;
        }
      }
      const i = (width * y + x) << 2;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}
