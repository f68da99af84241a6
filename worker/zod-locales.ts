/**
 * zod's `locales` namespace in the Worker's build: English alone (vite.config.ts,
 * `zodEnglishOnly`). zod re-exports its 40-odd error languages as `z.locales`, which keeps every
 * one in the bundle (about 40 KiB gzip of the Worker's upload); UCK never reads zod's messages in
 * another language (a refusal's words come from the message layer, decision 037).
 */
export { default as en } from "zod/v4/locales/en.js";
