/**
 * Writes the precompiled function-table modules HarfBuzz's binding needs in the Worker
 * (cards/wasm-shims/bytes.ts says why), one small .wasm file per signature.
 * Run after upgrading harfbuzzjs or satori if their binding adds a signature:
 *   npx tsx scripts/make-wasm-shims.ts
 */
import { writeFileSync } from "node:fs";
import { SHIM_SIGNATURES, shimBytes } from "../cards/wasm-shims/bytes";

for (const signature of SHIM_SIGNATURES) {
  const file = new URL(`../cards/wasm-shims/${signature}.wasm`, import.meta.url);
  const bytes = shimBytes(signature);
  // Each must be a module WebAssembly accepts (the Worker imports them compiled).
  new WebAssembly.Module(bytes);
  writeFileSync(file, bytes);
}
console.log(`${SHIM_SIGNATURES.length} modules written`);
