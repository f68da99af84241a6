/**
 * How words travel in loader data (the root catalogue, a page's section): one text of
 * `key=value` lines. React Router's stream writes an object's every key as an index pair, and a
 * JSON text inside the stream escapes each of its quotes twice (`\\\"`), about 18 bytes around
 * every entry; a line costs 4. No key holds `=` and no text a line break
 * (test/i18n/keys.test.ts checks the whole tree).
 */
export function packWords(words: Record<string, string>): string {
  let packed = "";
  for (const key in words) packed += `${packed ? "\n" : ""}${key}=${words[key]}`;
  return packed;
}

export function unpackWords(packed: string): Record<string, string> {
  const words: Record<string, string> = {};
  if (!packed) return words;
  for (const line of packed.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) words[line.slice(0, at)] = line.slice(at + 1);
  }
  return words;
}
