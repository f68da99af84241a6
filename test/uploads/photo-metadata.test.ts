import { detectImageType, type ImageType, validateImage } from "@worker/storage/image-type";
import { stripImageMetadata } from "@worker/storage/strip-metadata";
import fc from "fast-check";
import { expect, it } from "vitest";
import { AV1_FRAME, GIF, JPEG, PNG, WEBP } from "../fixtures/images";
import { concat, latin1, u16, u32, u32le } from "../fixtures/metadata-bytes";
import { expectNoMetadata, findBytes, readAvif } from "../fixtures/metadata-checks";
import {
  AVIF_IROT,
  avifWithMetadata,
  GIF_HEAD,
  GIF_IMAGE,
  GIF_LOOP,
  gifWithMetadata,
  ICC_SEGMENT,
  JPEG_IMAGE_DATA,
  jpegWithMetadata,
  PNG_IDAT,
  PNG_PHYS,
  pngWithMetadata,
  WEBP_VP8L,
  webpWithMetadata,
} from "../fixtures/metadata-images";

/**
 * The stripper on real files carrying GPS (test/fixtures/metadata-images.ts): what comes out is
 * the same image with its data byte for byte, nothing of the camera, the place or the comments,
 * and the Orientation alone when it turns the picture.
 */
const strip = (bytes: Uint8Array) => {
  const type = detectImageType(bytes);
  if (!type) throw new Error("fixture not detected");
  return stripImageMetadata(bytes, type);
};

/** The minimal big-endian TIFF block the stripper writes back: IFD0 with Orientation only. */
const orientationTiff = (value: number) =>
  concat([
    latin1("MM\0*"),
    u32(8),
    u16(1),
    u16(0x0112),
    u16(3),
    u32(1),
    u16(value),
    u16(0),
    u32(0),
  ]);
const PNG_SIGNATURE = PNG.subarray(0, 8);
const IEND = PNG.subarray(-12);
const pngChunk = (type: string, data: Uint8Array, crc: number) =>
  concat([u32(data.length), latin1(type), data, u32(crc)]);

it("a JPEG loses Exif, GPS, XMP, IPTC, its comment and the appended MPF image, keeps its scan and ICC", () => {
  const stripped = strip(jpegWithMetadata());
  expect(stripped?.orientation).toBe(1);
  // SOI and the JFIF header, the colour profile, then the tables, frame and scan untouched.
  expect(stripped?.bytes).toEqual(concat([JPEG.subarray(0, 20), ICC_SEGMENT, JPEG_IMAGE_DATA]));
  expectNoMetadata(stripped?.bytes);
  expect(findBytes(stripped?.bytes, latin1("Exif\0\0"))).toBe(-1);
  expect(validateImage(stripped?.bytes ?? new Uint8Array())?.mime).toBe("image/jpeg");
});

it("a turned JPEG keeps an Exif segment holding only its Orientation, right after JFIF", () => {
  const stripped = strip(jpegWithMetadata({ orientation: 6 }));
  expect(stripped?.orientation).toBe(6);
  const exif = concat([latin1("Exif\0\0"), orientationTiff(6)]);
  const app1 = concat([Uint8Array.from([0xff, 0xe1]), u16(exif.length + 2), exif]);
  expect(stripped?.bytes).toEqual(
    concat([JPEG.subarray(0, 20), app1, ICC_SEGMENT, JPEG_IMAGE_DATA]),
  );
  expectNoMetadata(stripped?.bytes);
});

it("a JPEG comment after the scan goes too, and a JPEG without metadata comes back unchanged", () => {
  const comment = concat([Uint8Array.from([0xff, 0xfe, 0x00, 0x07]), latin1("hello")]);
  const late = concat([JPEG.subarray(0, -2), comment, JPEG.subarray(-2)]);
  expect(strip(late)?.bytes).toEqual(JPEG);
  expect(strip(JPEG)).toEqual({ bytes: JPEG, orientation: 1 });
});

it("a PNG loses eXIf, tEXt (with its markup), iTXt, zTXt and tIME, keeps IDAT and pHYs", () => {
  const plain = strip(pngWithMetadata());
  expect(plain?.orientation).toBe(1);
  const ihdr = pngWithMetadata().subarray(8, 33);
  expect(plain?.bytes).toEqual(concat([PNG_SIGNATURE, ihdr, PNG_PHYS, PNG_IDAT, IEND]));
  expectNoMetadata(plain?.bytes);
  for (const chunk of ["tEXt", "iTXt", "zTXt", "tIME", "eXIf"]) {
    expect(findBytes(plain?.bytes, latin1(chunk)), chunk).toBe(-1);
  }

  const turned = strip(pngWithMetadata({ orientation: 8 }));
  expect(turned?.orientation).toBe(8);
  // CRC-32 of "eXIf" and the 26-byte block, worked out independently (Python zlib.crc32).
  const exif = pngChunk("eXIf", orientationTiff(8), 0x86583034);
  expect(turned?.bytes).toEqual(concat([PNG_SIGNATURE, ihdr, exif, PNG_PHYS, PNG_IDAT, IEND]));
  expectNoMetadata(turned?.bytes);
  expect(strip(PNG)).toEqual({ bytes: PNG, orientation: 1 });
});

it("a WebP loses its EXIF and XMP chunks and their VP8X flags, keeps the VP8L image", () => {
  const plain = strip(webpWithMetadata());
  expect(plain?.orientation).toBe(1);
  const vp8x = concat([latin1("VP8X"), u32le(10), Uint8Array.from([0, 0, 0, 0, 7, 0, 0, 7, 0, 0])]);
  const body = concat([latin1("WEBP"), vp8x, WEBP_VP8L]);
  expect(plain?.bytes).toEqual(concat([latin1("RIFF"), u32le(body.length), body]));
  expectNoMetadata(plain?.bytes);

  const turned = strip(webpWithMetadata({ orientation: 6 }));
  expect(turned?.orientation).toBe(6);
  const flagged = concat([vp8x.subarray(0, 8), Uint8Array.from([0x08]), vp8x.subarray(9)]);
  const exif = concat([latin1("EXIF"), u32le(26), orientationTiff(6)]);
  const turnedBody = concat([latin1("WEBP"), flagged, WEBP_VP8L, exif]);
  expect(turned?.bytes).toEqual(concat([latin1("RIFF"), u32le(turnedBody.length), turnedBody]));
  expectNoMetadata(turned?.bytes);
  expect(strip(WEBP)).toEqual({ bytes: WEBP, orientation: 1 });
});

it("a GIF loses its comment (with a script), XMP and plain text, keeps looping and its image", () => {
  const stripped = strip(gifWithMetadata());
  expect(stripped).toEqual({ bytes: concat([GIF_HEAD, GIF_LOOP, GIF_IMAGE]), orientation: 1 });
  expectNoMetadata(stripped?.bytes);
  expect(strip(GIF)).toEqual({ bytes: GIF, orientation: 1 });
});

it("an AVIF loses its Exif and XMP items, zeroed, and its image item still points at its frame", () => {
  const original = avifWithMetadata({ orientation: 6 });
  const stripped = strip(original);
  expect(stripped?.orientation).toBe(6);
  const bytes = stripped?.bytes ?? new Uint8Array();
  expectNoMetadata(bytes);
  const avif = readAvif(bytes);
  expect(avif.topLevel).toEqual(["ftyp", "meta", "mdat"]);
  expect(avif.items).toEqual([{ id: 1, type: "av01" }]);
  expect(avif.references).toEqual([]);
  expect(avif.associations).toEqual([1]);
  // The frame moved back with mdat, and iloc says where it now is.
  const [location] = avif.locations;
  expect(location?.id).toBe(1);
  expect(
    bytes.subarray(location?.offset, (location?.offset ?? 0) + (location?.length ?? 0)),
  ).toEqual(AV1_FRAME);
  expect(readAvif(original).locations[0]?.offset).toBeGreaterThan(location?.offset ?? 0);
  // Orientation in AVIF is the irot property, which stays.
  expect(findBytes(bytes, AVIF_IROT)).toBeGreaterThan(0);
  expect(validateImage(bytes)?.mime).toBe("image/avif");
});

it("an AVIF image sequence keeps every offset: meta is padded, the movie's user data blanked", () => {
  const original = avifWithMetadata({ movie: true });
  const stripped = strip(original)?.bytes ?? new Uint8Array();
  expect(stripped.length).toBe(original.length);
  expectNoMetadata(stripped);
  const avif = readAvif(stripped);
  expect(avif.topLevel).toEqual(["ftyp", "meta", "free", "moov", "mdat"]);
  expect(avif.items).toEqual([{ id: 1, type: "av01" }]);
  expect(avif.locations[0]?.offset).toBe(readAvif(original).locations[0]?.offset);
  expect(findBytes(stripped, latin1("udta"))).toBe(-1);
});

it("files whose structure cannot be walked are refused, never passed through", () => {
  const refused: [string, Uint8Array, ImageType["mime"]][] = [
    ["JPEG without a scan", Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), "image/jpeg"],
    ["JPEG cut in its scan", JPEG.subarray(0, -10), "image/jpeg"],
    ["JPEG segment longer than the file", JPEG.subarray(0, 30), "image/jpeg"],
    ["PNG with an unknown critical chunk", pngWith("ABCD"), "image/png"],
    ["PNG with bytes after IEND", concat([PNG, latin1("x")]), "image/png"],
    ["PNG starting with another chunk", concat([PNG_SIGNATURE, PNG.subarray(33)]), "image/png"],
    ["WebP whose RIFF size lies", concat([WEBP, new Uint8Array(4)]), "image/webp"],
    ["WebP with a chunk past its end", WEBP.subarray(0, -4), "image/webp"],
    ["GIF with bytes after its trailer", concat([GIF, latin1("<p>")]), "image/gif"],
    ["GIF cut in a block", GIF.subarray(0, 30), "image/gif"],
    ["AVIF without meta", concat([avifWithMetadata().subarray(0, 32)]), "image/avif"],
    ["AVIF cut in mdat", avifWithMetadata().subarray(0, -5), "image/avif"],
  ];
  for (const [label, bytes, mime] of refused) {
    const type = { mime, ext: "" };
    expect(stripImageMetadata(bytes, type), label).toBeNull();
  }
});

function pngWith(critical: string) {
  const chunk = pngChunk(critical, new Uint8Array(1), 0);
  return concat([PNG.subarray(0, 33), chunk, PNG.subarray(33)]);
}

it("any cut or damaged file gives an image or a refusal, never an exception", () => {
  const fixtures = [
    jpegWithMetadata({ orientation: 3 }),
    pngWithMetadata({ orientation: 3 }),
    webpWithMetadata({ orientation: 3 }),
    gifWithMetadata(),
    avifWithMetadata({ orientation: 3 }),
    avifWithMetadata({ movie: true }),
  ];
  fc.assert(
    fc.property(
      fc.constantFrom(...fixtures),
      fc.nat(),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
      (fixture, cut, flips) => {
        const bytes = fixture.slice(0, Math.max(12, cut % (fixture.length + 1)));
        for (const [at, value] of flips) bytes[12 + (at % Math.max(1, bytes.length - 12))] = value;
        const type = detectImageType(bytes);
        if (!type) return;
        const stripped = stripImageMetadata(bytes, type);
        if (stripped) expect(stripped.bytes.length).toBeGreaterThan(0);
      },
    ),
    { numRuns: 2000 },
  );
});
