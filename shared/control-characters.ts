/**
 * Control characters: C0 (tab, line feed and carriage return included), DEL, C1, and the
 * Unicode line and paragraph separators. A name is one line of text that also reaches mail
 * headers (an invitation's subject), where a line break would start a header of its own.
 * Checked by code point, so the rule reads without control characters in a regular expression.
 */
function isControl(char: string) {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

export function hasControlCharacter(value: string) {
  for (const char of value) if (isControl(char)) return true;
  return false;
}

/** Each run of control characters becomes one space: for mail headers, whatever was stored. */
export function withoutControlCharacters(value: string) {
  let result = "";
  let inRun = false;
  for (const char of value) {
    if (isControl(char)) {
      if (!inRun) result += " ";
      inRun = true;
    } else {
      result += char;
      inRun = false;
    }
  }
  return result.replace(/ {2,}/g, " ").trim();
}

/** The message of a name field that holds one: "Name cannot contain control characters". */
export const controlCharactersMessage = (field: string) =>
  `${field} cannot contain control characters`;
