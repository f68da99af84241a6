import fc from "fast-check";

/**
 * Hostile strings for the property tests of test/hostile-*.test.ts (through ./arbitraries):
 * unicode edge cases, injection strings, huge values, blank text, and strings just outside an
 * enum or a length limit.
 */

/** Fragments a well-behaved client never sends. */
export const NASTY_FRAGMENTS = [
  // Lone surrogates and a surrogate cut in half.
  "\uD800",
  "\uDFFF",
  "\uDBFF\uDBFF",
  "a\uD83D",
  "\uDC00z",
  // Bidi overrides and isolates.
  "\u202E",
  "invoice\u202Efdp.exe",
  "\u2066\u2067\u2068\u2069",
  "\u200F\u200E",
  // Zero-width and invisible characters.
  "\u200B",
  "\u200C\u200D",
  "\uFEFF",
  "\u2060\u180E",
  // NUL and control characters.
  "\u0000",
  "a\u0000b",
  "\u0007\u001B[31m\u007F",
  // Combining marks (a lone mark, zalgo).
  "\u0301",
  "Z\u0351\u0308\u0334\u0336\u0337a\u035Bl\u0360g\u0489o",
  // Emoji ZWJ sequences and flags.
  "\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}",
  "\u{1F3F3}\uFE0F\u200D\u{1F308}",
  "\u{1F468}\u{1F3FD}\u200D\u{1F4BB}",
  "\u{1F1FA}\u{1F1F8}",
  // NFC and NFD spellings of the same text, and compatibility forms.
  "caf\u00E9",
  "cafe\u0301",
  "\u212B",
  "A\u030A",
  "\uFB01",
  "\u1E9B\u0323",
  // Line and paragraph separators, exotic whitespace.
  "\u2028",
  "\u2029",
  "\u0085",
  "\r\n",
  "\t\v\f",
  "\u00A0\u3000\u2003",
  // Non-characters and the edges of the code space.
  "\uFFFD",
  "\uFFFE",
  "\uFFFF",
  "\u{10FFFF}",
  "\u{1D573}\u{1D58A}",
  // Case mappings that change length.
  "\u0130",
  "\u00DF",
  "\u01C5",
  // Injection and parser bait.
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "\u0024{7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "[object Object]",
] as const;

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const nastyUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 4 }) },
  { weight: 1, arbitrary: loneSurrogate },
);

/** A short hostile string: fragments mixed with random code points and lone surrogates. */
export const nastyText = fc
  .array(nastyUnit, { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));

const HUGE_SIZES = [70_000, 300_000, 1_048_576] as const;
const HUGE_PATTERNS = [
  "a",
  "\u00E9",
  "\u{1F469}\u200D\u{1F469}\u200D\u{1F467}",
  "e\u0301",
  "\uD800x",
  " ",
];

/**
 * A very long string, up to 1 MiB of UTF-16 code units. Built when drawn and not kept: a cache
 * of every size and pattern would hold tens of MB in the test isolate and slow every GC.
 */
export const hugeText = fc
  .record({ size: fc.constantFrom(...HUGE_SIZES), pattern: fc.constantFrom(...HUGE_PATTERNS) })
  .map(({ size, pattern }) => pattern.repeat(Math.ceil(size / pattern.length)).slice(0, size));

/**
 * A one-line text (a name, a job title, a place) with a control character inside: C0 (tab, CR,
 * LF), DEL, C1 or a Unicode line or paragraph separator. Names refuse these (a CR/LF in a name
 * reached an invitation's Subject header).
 */
export const withControlCharacter = fc
  .tuple(
    fc.constantFrom("Eve", "Casey Doe", "Acme Corp", "x"),
    fc.constantFrom(
      "\r\n",
      "\n",
      "\r",
      "\t",
      "\u0000",
      "\u0007",
      "\u001B",
      "\u007F",
      "\u0085",
      "\u009F",
      "\u2028",
      "\u2029",
    ),
    fc.constantFrom("Bcc: all@evil.example", "Doe", "y"),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Whitespace only, in the forms trim() removes (and zero-width ones it does not). */
export const blankText = fc.constantFrom("", " ", "   ", "\t\n", "\r\n \u00A0", "\u3000\u2003");

/** Any hostile string: short ones mostly, a huge one now and then (about 1 in 50). */
export const hostileString = fc.oneof(
  { weight: 36, arbitrary: nastyText },
  { weight: 8, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 5, arbitrary: blankText },
  { weight: 1, arbitrary: hugeText },
);

/** A string that is not one of `allowed` (for enum and literal fields). */
export function notOneOf(allowed: readonly string[]) {
  return fc
    .oneof(
      hostileString,
      fc.constantFrom(...allowed).map((value) => value.toUpperCase()),
      fc.constantFrom(...allowed).map((value) => ` ${value}\u200B`),
    )
    .filter((value) => !allowed.includes(value));
}

/** A string longer than `max` code units: just over mostly, sometimes far longer. */
export function longerThan(max: number) {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom("x", "\u00E9", "\u{1F469}", "e\u0301"),
          fc.integer({ min: 1, max: 50 }),
        )
        .map(([unit, extra]) => unit.repeat(max + extra)),
    },
    { weight: 1, arbitrary: hugeText.filter((value) => value.trim().length > max) },
  );
}
