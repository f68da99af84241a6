/**
 * The tiny WebAssembly modules Emscripten makes at run time to put a JavaScript function into a
 * module's function table (its `convertJsFunctionToWasm`, used by `addFunction` where the
 * platform lacks `WebAssembly.Function`, as workerd does). HarfBuzz's JavaScript binding adds a
 * few such functions: one when it starts, five per font it draws outlines with. Workers cannot
 * compile them at run time, so scripts/make-wasm-shims.ts writes each signature's module beside
 * this file, the Worker imports them precompiled (./index.ts), and the bytes below, the same
 * that Emscripten builds (harfbuzzjs 0.10.0), tell which one a compilation asks for.
 */

/** Every signature HarfBuzz's binding passes to addFunction (hbjs.js of harfbuzzjs 0.10.0). */
export const SHIM_SIGNATURES = [
  "vi",
  "viiii",
  "viiiffi",
  "viiiffffi",
  "viiiffffffi",
  "ippip",
  "ippiip",
  "ippipp",
  "ippipip",
  "ippippp",
  "ipppipp",
] as const;
export type ShimSignature = (typeof SHIM_SIGNATURES)[number];

const TYPE_CODES: Record<string, number> = { i: 0x7f, p: 0x7f, j: 0x7e, f: 0x7d, d: 0x7c, e: 0x6f };
const codes = (letters: string) => [...letters].map((letter) => TYPE_CODES[letter] ?? 0);
const section = (content: number[]) => [
  (content.length % 128) | 128,
  content.length >> 7,
  ...content,
];

/** The module Emscripten compiles for `signature` (return type first, then the parameters). */
export function shimBytes(signature: string): Uint8Array<ArrayBuffer> {
  const result = signature[0] === "v" ? "" : (signature[0] ?? "");
  const type = section([1, 0x60, ...section(codes(signature.slice(1))), ...section(codes(result))]);
  return Uint8Array.of(
    0,
    97,
    115,
    109,
    1,
    0,
    0,
    0,
    1,
    ...type,
    2,
    7,
    1,
    1,
    101,
    1,
    102,
    0,
    0,
    7,
    5,
    1,
    1,
    102,
    0,
    0,
  );
}
