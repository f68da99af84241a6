/**
 * Decision 030: no language's catalogue ships in a browser chunk; a page gets only its own
 * language's words, in the root loader's data. Scans the built chunks (build/client/assets, or
 * the folder given) for every Turkish and Spanish catalogue string (the interface's, every
 * page section's, the mails' and the Worker's words of feeds and picture cards), and the
 * languages' names the switch shows, with \u escapes undone. English strings
 * are the interface's default words (most of it is not in the catalogue yet), so they are not
 * looked for.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_CHOICES } from "../app/i18n/catalogue.server";
import { SECTIONS } from "../app/i18n/sections.server";
import { wordsEn } from "../shared/messages/en/feeds";
import { mailEn } from "../shared/messages/en/mail";
import { en } from "../shared/messages/en/root";
import { wordsEs } from "../shared/messages/es/feeds";
import { mailEs } from "../shared/messages/es/mail";
import { es } from "../shared/messages/es/root";
import { wordsTr } from "../shared/messages/tr/feeds";
import { mailTr } from "../shared/messages/tr/mail";
import { tr } from "../shared/messages/tr/root";

const folder = process.argv[2] ?? "build/client/assets";
const english = new Set<string>([
  ...Object.values(en),
  ...Object.values(mailEn),
  ...Object.values(wordsEn),
  ...Object.values(SECTIONS).flatMap((section) => Object.values(section.en)),
]);
// Words too short to be telling, or the same in English ("UCK", "Profil" is not: kept).
const telling = (text: string) => text.length >= 5 && !english.has(text);
const wanted = new Map<string, string>();
// The mails' and the feeds' and cards' catalogues too: they are the Worker's alone, never a page's.
for (const [language, catalogue] of [
  ["tr", tr],
  ["es", es],
  ["tr mail", mailTr],
  ["es mail", mailEs],
  ["tr words", wordsTr],
  ["es words", wordsEs],
  // Each page's section (decision 052): only its loader's data carries it.
  ...Object.entries(SECTIONS).flatMap(([name, section]) => [
    [`tr ${name}`, section.tr] as const,
    [`es ${name}`, section.es] as const,
  ]),
] as const) {
  for (const [key, text] of Object.entries(catalogue)) {
    // A template is looked for by its longest fixed part.
    const part = text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0] ?? "";
    if (telling(part.trim())) wanted.set(part.trim(), `${language} ${key}`);
  }
}
for (const choice of LANGUAGE_CHOICES) {
  if (choice.locale !== "en") wanted.set(choice.name, `${choice.locale} language name`);
}

const unescapeCode = (code: string) =>
  code.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

// A whole word or phrase ("Profil" is not found inside "Profile").
const asWords = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");
const patterns = [...wanted].map(([text, where]) => ({ text, where, pattern: asWords(text) }));

const found: string[] = [];
const files = readdirSync(folder).filter((name) => name.endsWith(".js"));
for (const name of files) {
  const code = unescapeCode(readFileSync(join(folder, name), "utf8"));
  for (const { text, where, pattern } of patterns) {
    if (pattern.test(code)) found.push(`${name}: "${text}" (${where})`);
  }
}
if (files.length === 0) {
  console.error(`✖ No chunks in ${folder}: build first.`);
  process.exit(1);
}
if (found.length > 0) {
  console.error(`✖ Another language's words in a browser chunk:\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log(`✓ ${files.length} chunks carry none of ${wanted.size} Turkish and Spanish strings.`);
