/**
 * Latin letters that Unicode does not decompose into a base letter and an accent, in the spelling
 * their languages use without the special letter (ß → ss, Ł → l, æ → ae).
 */
const LATIN_LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŋ: "n",
  ŧ: "t",
  ĸ: "k",
  ſ: "s",
  ƒ: "f",
  ȷ: "j",
};
const SPECIAL = new RegExp(`[${Object.keys(LATIN_LETTERS).join("")}]`, "gu");

/** Slugs are stored at most this long (companies_slug_shape). */
export const SLUG_MAX_LENGTH = 200;

/**
 * The spec's company slug: the name lowercased, spaces turned to dashes, other
 * non-alphanumerics removed ("AT&T" → "att", "Delta Air Lines" → "delta-air-lines"). Letters
 * are letters in every script (docs/decisions/018-slugs-keep-the-name.md): a Latin letter with
 * an accent is written as its base letter ("Société Générale" → "societe-generale", "Ağrı" →
 * "agri", "Łódź" → "lodz"), and the letters, marks and digits of other scripts stay as they are
 * ("华为" → "华为", URL-encoded in links by shared/company-path.ts). A name with nothing left (only
 * symbols) takes `fallback` ("company" unless given), never an empty slug.
 */
export function companySlug(name: string, fallback = "company"): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(SPECIAL, (letter) => LATIN_LETTERS[letter] ?? "")
    .normalize("NFD")
    // Accents on Latin letters go; the marks of other scripts (Devanagari vowels, Arabic
    // harakat, Thai tone marks) are part of their letters and stay.
    .replace(/([a-z])\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/\s+/gu, "-")
    .replace(/[^\p{L}\p{M}\p{Nd}-]/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = [...slug].slice(0, SLUG_MAX_LENGTH).join("").replace(/-+$/, "");
  return short || fallback;
}
