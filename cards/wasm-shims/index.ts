import hbWasm from "harfbuzzjs/hb.wasm";
import { type ShimSignature, shimBytes } from "./bytes";
import ippiip from "./ippiip.wasm";
import ippip from "./ippip.wasm";
import ippipip from "./ippipip.wasm";
import ippipp from "./ippipp.wasm";
import ippippp from "./ippippp.wasm";
import ipppipp from "./ipppipp.wasm";
import vi from "./vi.wasm";
import viiiffffffi from "./viiiffffffi.wasm";
import viiiffffi from "./viiiffffi.wasm";
import viiiffi from "./viiiffi.wasm";
import viiii from "./viiii.wasm";

/**
 * satori 0.63 shapes text with HarfBuzz, which it carries as WebAssembly bytes and compiles at
 * run time, and HarfBuzz's binding compiles a tiny module for each JavaScript function it hands
 * to WebAssembly (./bytes.ts). Workers refuse both ("Wasm code generation disallowed by
 * embedder"): only modules uploaded with the Worker can be instantiated. So the same modules are
 * uploaded precompiled (harfbuzzjs 0.10.0's hb.wasm, byte for byte what satori 0.63.2 embeds, and
 * the shims beside this file), and a compilation that asks for exactly one of them is answered
 * with it. Any other bytes are compiled (so refused) as before. Installed once per isolate, by
 * the card renderer before it imports satori (docs/decisions/019-picture-cards-in-every-script.md).
 */

/** hb.wasm's size in harfbuzzjs 0.10.0 (pinned with satori 0.63.2 in package.json). */
const HARFBUZZ_BYTES = 381_964;

const SHIMS: Record<ShimSignature, WebAssembly.Module> = {
  vi,
  viiii,
  viiiffi,
  viiiffffi,
  viiiffffffi,
  ippip,
  ippiip,
  ippipp,
  ippipip,
  ippippp,
  ipppipp,
};

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
const shimByBytes = new Map(
  Object.entries(SHIMS).map(([signature, module]) => [hex(shimBytes(signature)), module]),
);

const viewOf = (source: ArrayBufferLike | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);

let installed = false;

function installPrecompiledWasm() {
  if (installed) return;
  installed = true;
  const instantiate = WebAssembly.instantiate;
  const replacement = async (
    source: BufferSource | WebAssembly.Module,
    imports?: WebAssembly.Imports,
  ) => {
    if (source instanceof WebAssembly.Module) return instantiate(source, imports);
    if (viewOf(source).byteLength !== HARFBUZZ_BYTES) return instantiate(source, imports);
    return { instance: await instantiate(hbWasm, imports), module: hbWasm };
  };
  // The platform's function has two overloads (bytes → {instance, module}, module → instance),
  // which one arrow function cannot declare; the replacement keeps both behaviours.
  WebAssembly.instantiate = replacement as typeof WebAssembly.instantiate;
  WebAssembly.Module = new Proxy(WebAssembly.Module, {
    construct(target, args, newTarget) {
      const [source] = args;
      const bytes =
        source instanceof ArrayBuffer || ArrayBuffer.isView(source) ? viewOf(source) : null;
      // The shims are a few dozen bytes; nothing larger is looked up.
      const shim = bytes && bytes.byteLength < 64 ? shimByBytes.get(hex(bytes)) : undefined;
      return shim ?? Reflect.construct(target, args, newTarget);
    },
  });
}

/**
 * satori's standalone module, imported for the first drawing. Its HarfBuzz starts while the
 * module is evaluated, so the precompiled modules are installed first; and Emscripten's start
 * reads `self.location.href` (workerd has no `location`) unless `__filename` names the script,
 * as it does in Node and in the vitest pool: it is named for the length of the import only.
 */
export async function importSatori() {
  installPrecompiledWasm();
  const scope: { __filename?: string } = globalThis;
  const named = "__filename" in scope;
  if (!named) scope.__filename = "satori-standalone.js";
  try {
    return await import("satori/standalone");
  } finally {
    if (!named) delete scope.__filename;
  }
}
