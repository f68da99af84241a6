import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type EnvironmentOptions, type Plugin } from "vite";
import { syncCardFonts } from "./scripts/card-fonts.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { OFFLINE_PAGES, offlinePage } from "./scripts/offline-pages.ts";

// Dependencies that route modules import. Vite discovers them only when a route first loads and
// then re-bundles and reloads, which can briefly load two copies of React; listing them here
// bundles them at startup.
const clientDeps = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-router",
  "sonner",
  "lucide-react",
  "recharts",
  "zod",
];
// Only the browser imports these (`.client` modules: charts, toasts; scripts/check-server-bundle.ts).
const browserOnlyDeps = new Set(["sonner", "recharts"]);
const serverDeps = [
  ...clientDeps.filter((dep) => !browserOnlyDeps.has(dep)),
  "react-dom/server",
  "isbot",
  "arctic",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "@oslojs/crypto/hmac",
  "@oslojs/crypto/sha2",
  "@oslojs/crypto/subtle",
  "@oslojs/encoding",
  "hono",
  "hono/secure-headers",
  "hono/utils/cookie",
];

/**
 * The picture cards' drawing Worker's Vite environment (cards/wrangler.toml's `uck-cards`, as the
 * Cloudflare plugin names it; decision 064).
 */
const CARDS_ENVIRONMENT = "uck_cards";

// UCK_STATE_DIR lets the browser tests and the benchmark run on their own local D1/R2/KV state.
const stateDir = process.env.UCK_STATE_DIR;
// Links in mail, share and referral links point at the port the dev server really listens on
// (`npm start -- --port N` sets UCK_PUBLIC_HOST); builds keep wrangler.toml's production hosts.
const localHost = process.env.UCK_PUBLIC_HOST ?? "http://localhost:5173";

/**
 * Dev: the server's dependencies bundled at startup. Only there: in a build an `ssr` block would
 * replace the Cloudflare plugin's own worker configuration ("Expected entry chunk with name
 * 'index'"). Build: the browser's chunks. The app's modules (and icons) that six or more routes
 * share go into one chunk with their dependencies (React Router among them), instead of some
 * forty small files on every page, each compressed alone: measured 6.5–7 KB less gzip on each of
 * `/`, a complaint, a company page and /create (`npm run bench`; six was the best of 2–20).
 */
function environments(command: "serve" | "build"): Record<string, EnvironmentOptions> {
  if (command === "serve") return { ssr: { optimizeDeps: { include: serverDeps } } };
  const common = { name: "common", test: /[\\/](app|shared)[\\/]|lucide-react/, minShareCount: 6 };
  return {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [common] } } } } },
    // Beside the app's build (build/server, build/client), not in dist/.
    [CARDS_ENVIRONMENT]: { build: { outDir: "build/uck_cards" } },
  };
}

/**
 * React Router's package maps every import to its development build (remix-run/react-router
 * #12437, "temporarily"; #14102 is open), so browsers got its dev-only warnings. Builds take its
 * production build instead: the same code without them. The browser's chunks first, measured
 * 0.52 KB gzip less on every page (decision 053); the server's too since decision 059's profile of
 * the company page found the development build's checks in every render.
 */
const reactRouterProduction = (): Plugin => {
  const built = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  const entries: Record<string, string> = {
    "react-router": `${built}/index.mjs`,
    "react-router/dom": `${built}/dom-export.mjs`,
  };
  return {
    name: "uck:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => entries[id] ?? null,
  };
};

/**
 * The browser build's module graph (issue 54), written beside the build, never into what is
 * served: each chunk's file, its static imports, whether it is an entry, and the modules in it
 * with their rendered size. scripts/check-page-js.ts reads it for the pages' JavaScript budgets
 * and to refuse server-only code in a browser chunk.
 */
const clientGraph = (): Plugin => ({
  name: "uck:client-graph",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) =>
      output.type === "chunk"
        ? [
            {
              file: output.fileName,
              entry: output.isEntry,
              facade: output.facadeModuleId
                ? path.relative(import.meta.dirname, output.facadeModuleId)
                : null,
              imports: output.imports,
              dynamicImports: output.dynamicImports,
              modules: Object.entries(output.modules).map(([id, info]) => ({
                id: id.startsWith(import.meta.dirname)
                  ? path.relative(import.meta.dirname, id)
                  : id,
                bytes: info.renderedLength,
              })),
            },
          ]
        : [],
    );
    mkdirSync(path.resolve(import.meta.dirname, "build"), { recursive: true });
    writeFileSync(
      path.resolve(import.meta.dirname, "build/client-graph.json"),
      JSON.stringify({ chunks }, null, 1),
    );
  },
});

/**
 * The offline pages the service worker keeps (/offline, /offline-tr, /offline-es), written into
 * the browser build from the catalogue (scripts/offline-pages.ts) rather than kept by hand in
 * public/. Build only: the service worker registers on built sites alone (app/root.tsx).
 */
const offlinePages = (): Plugin => ({
  name: "uck:offline-pages",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle() {
    for (const page of OFFLINE_PAGES) {
      this.emitFile({
        type: "asset",
        fileName: page.file,
        source: offlinePage(page.locale, page.words),
      });
    }
  },
});

/**
 * The Worker's `react-dom/server` is React's Node streaming renderer alone
 * (app/lib/react-dom-server-render.ts; decision 059): faster than the edge build under workerd,
 * and without the legacy renderer the package's entries also bundle. Build only, server only.
 */
const reactDomServerRender = (): Plugin => ({
  name: "uck:react-dom-server-render",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  resolveId: (id) => {
    if (id === "react-dom/server")
      return path.resolve(import.meta.dirname, "app/lib/react-dom-server-render.ts");
    // Not in the package's exports map: its file, by path.
    if (id === "virtual:react-dom-server-node-production")
      return path.resolve(
        import.meta.dirname,
        "node_modules/react-dom/cjs/react-dom-server.node.production.js",
      );
    return null;
  },
});

/**
 * satori 0.63's standalone build carries HarfBuzz as a 509 KB base64 string, which a Worker may
 * not compile; the card renderer answers that compilation with harfbuzzjs's hb.wasm, uploaded
 * precompiled and recognised by its length (cards/wasm-shims/index.ts). So the
 * string is dead weight in the upload: the cards Worker's build replaces it with an empty array of
 * the same length. The build fails if satori's text changes, rather than ship a card that cannot
 * shape text. Build only, the cards Worker only.
 */
const HARFBUZZ_BYTES = 381_964;
const satoriWithoutHarfbuzz = (): Plugin => ({
  name: "uck:satori-without-harfbuzz",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === CARDS_ENVIRONMENT,
  transform(code, id) {
    if (!id.includes("node_modules/satori/dist/standalone.js")) return null;
    const decode =
      'D=typeof Buffer=="function"?new Uint8Array(Buffer.from(u,"base64")):Uint8Array.from(atob(u),F=>F.charCodeAt(0))';
    const blob = /u="[A-Za-z0-9+/=]{500000,}"/;
    if (!code.includes(decode) || !blob.test(code)) {
      throw new Error("satori's embedded HarfBuzz is not where vite.config.ts expects it");
    }
    return code.replace(blob, 'u=""').replace(decode, `D=new Uint8Array(${HARFBUZZ_BYTES})`);
  },
});

/**
 * zod's `z.locales` in the Worker's build is English alone (worker/zod-locales.ts): nothing reads
 * another language's zod messages. Build only, server only.
 */
const zodEnglishOnly = (): Plugin => ({
  name: "uck:zod-english-only",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  resolveId: (id, importer) =>
    id === "../locales/index.js" &&
    /node_modules\/zod\/v4\/(classic|core|mini)\//.test(importer ?? "")
      ? path.resolve(import.meta.dirname, "worker/zod-locales.ts")
      : null,
});

// The picture cards' per-script fonts, served from public/card-fonts/ (scripts/card-fonts.ts).
syncCardFonts(import.meta.dirname);

export default defineConfig(({ command }) => ({
  plugins: [
    iconSprite(import.meta.dirname),
    reactRouterProduction(),
    reactDomServerRender(),
    satoriWithoutHarfbuzz(),
    zodEnglishOnly(),
    clientGraph(),
    offlinePages(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The picture cards' drawing Worker (cards/worker.ts), reached through the `CARDS` service
      // binding (decision 064): served beside the app by the dev server, built to build/uck_cards.
      auxiliaryWorkers: [
        { configPath: "./cards/wrangler.toml", viteEnvironment: { name: CARDS_ENVIRONMENT } },
      ],
      persistState: stateDir ? { path: stateDir } : true,
      ...(command === "serve"
        ? { config: { vars: { PUBLIC_HOST: localHost, PUBLIC_SHORT_HOST: localHost } } }
        : {}),
    }),
    tailwindcss(),
    reactRouter(),
  ],
  // The same aliases as tsconfig.json's `paths` (and vitest.config.ts).
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@worker": path.resolve(import.meta.dirname, "worker"),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Worker reads the picture cards' fonts and fallbacks through its ASSETS binding at this
    // host (worker/http/picture-cards.ts), which the dev server answers: Vite refused it (403) as
    // an unknown host, so every card was a 500 under `npm start` (decision 064).
    allowedHosts: ["assets.uck.internal"],
  },
  optimizeDeps: { include: clientDeps },
  environments: environments(command),
}));
