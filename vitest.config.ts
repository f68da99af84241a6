import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { syncCardFonts } from "./scripts/card-fonts.ts";
import { cardsWorkerForTests } from "./scripts/cards-worker-bundle.ts";

const root = import.meta.dirname;

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  syncCardFonts(root);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The static assets as a build serves them (public/ holds the picture cards' fonts);
          // wrangler.toml names the binding, the Vite plugin supplies the folder elsewhere.
          assets: { directory: path.join(root, "public"), binding: "ASSETS" },
          // The picture cards' drawing Worker (cards/worker.ts), bundled as wrangler deploys it:
          // wrangler.toml's `CARDS` binding reaches it, so the tests draw real pictures.
          workers: [cardsWorkerForTests(root)],
          // Three new pictures a minute per address, so a test reaches the limit quickly.
          ratelimits: { CARD_LIMITER: { namespace_id: "4101", simple: { limit: 3, period: 60 } } },
          // Test-only values; nothing here depends on a local .dev.vars.
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
            PUBLIC_HOST: "http://localhost",
            PUBLIC_SHORT_HOST: "http://localhost",
            LOGO_URL_TEMPLATE: "",
            MAIL_TRANSPORT: "outbox",
            EDGE_CACHE_SECONDS: "0",
            // "1" makes test/picture-cards/scripts.test.ts print its pictures instead of
            // comparing them (scripts/update-card-references.ts writes them as the references).
            UPDATE_CARD_REFERENCES: process.env.UPDATE_CARD_REFERENCES ?? "",
            // "1" makes test/letters/golden.test.ts print its letters instead of comparing them
            // (scripts/update-letter-golden.ts writes them to test/letters/golden/).
            UPDATE_LETTER_GOLDEN: process.env.UPDATE_LETTER_GOLDEN ?? "",
          },
        },
      }),
    ],
    resolve: {
      alias: {
        // The same aliases as tsconfig.json's `paths` (and vite.config.ts).
        "~": path.join(root, "app"),
        "@shared": path.join(root, "shared"),
        "@worker": path.join(root, "worker"),
        // The React Router build is a Vite virtual module; the Worker tests use a stub build
        // (full SSR is covered by the browser tests against the running app).
        "virtual:react-router/server-build": path.join(root, "test/stubs/server-build.ts"),
      },
    },
    test: {
      include: ["test/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      // Ceilings for a slow or busy two-core machine; a test still ends at its first wrong state.
      testTimeout: 60_000,
      // The files share their workerd runners: a fresh runner per file spent ~4 s of the two
      // cores loading the app's modules again (the whole suite: 323 s isolated, 140 s shared).
      // test/setup.ts empties the database, KV and R2 before each file instead, so a file still
      // starts from what a fresh runner gives it.
      isolate: false,
      // Three files at once keep both cores busy while one waits on I/O.
      maxWorkers: 3,
      hookTimeout: 60_000,
    },
  };
});
