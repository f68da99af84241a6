import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema module and applied by wrangler (never edited after
// they ship): `npm run db:generate`, then `npm run db:migrate` locally.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
  casing: undefined,
});
