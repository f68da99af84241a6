// The React Router server build, provided by @react-router/dev's Vite plugin.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const entry: ServerBuild["entry"];
  export const routes: ServerBuild["routes"];
  export const assets: ServerBuild["assets"];
  export const basename: ServerBuild["basename"];
  export const publicPath: ServerBuild["publicPath"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const future: ServerBuild["future"];
  export const ssr: ServerBuild["ssr"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const prerender: ServerBuild["prerender"];
  export const routeDiscovery: ServerBuild["routeDiscovery"];
}

/** WebAssembly imported as a compiled module (Workers' CompiledWasm module rule). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** An asset inlined by Vite as a data URL (the picture cards' fonts). */
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}
