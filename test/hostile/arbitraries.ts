import fc from "fast-check";

/**
 * Hostile input for the property tests of test/hostile-*.test.ts: unicode edge cases, injection
 * strings, wrong types, huge values, and helpers that break a valid record in at least one place
 * (a missing field, a bad value) while adding junk fields.
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

/** Numbers a string field should never accept, and numbers no counter should hold. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308),
  fc.integer(),
  fc.double(),
);

/** Values of the wrong JSON type for a string field (numbers, booleans, null, arrays, objects). */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyText, fc.integer()), { maxLength: 3 }),
  fc.dictionary(nastyText, fc.oneof(nastyText, fc.integer()), { maxKeys: 3 }),
  fc.constant([[["deep"]]]),
  fc.constant({ nested: { deeper: { deepest: "x" } } }),
);

/** Either a hostile string or a value of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongTypeValue);

/** Inputs that are not an object at all. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(hostileValue, { maxLength: 3 }),
);

/** Field names for junk fields, including prototype-polluting ones. */
export const junkKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "admin", "role", "userId"),
  nastyText,
);

/** Sets own properties one by one, so "__proto__" becomes a key, not the prototype. */
export function withOwnProperties(base: object, extras: [string, unknown][]) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of extras) {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const [key, value] of Object.entries(base)) {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export const MISSING = Symbol("missing");

/**
 * Records that are `valid` broken in at least one field: a field of `bad` gets one of its bad
 * values, or a `required` field is left out; junk fields may be added (never over a real one).
 */
export function brokenRecord<T>(
  valid: Record<string, T>,
  bad: Record<string, fc.Arbitrary<T>>,
  required: readonly string[],
): fc.Arbitrary<Record<string, T>> {
  const keys = [...new Set([...Object.keys(bad), ...required])];
  const breakerOf = (key: string): fc.Arbitrary<T | typeof MISSING> => {
    const options: fc.Arbitrary<T | typeof MISSING>[] = [];
    if (bad[key]) options.push(bad[key]);
    if (required.includes(key)) options.push(fc.constant(MISSING));
    return fc.oneof(...options);
  };
  return fc
    .record({
      broken: fc
        .subarray(keys, { minLength: 1 })
        .chain((chosen) =>
          fc.tuple(...chosen.map((key) => breakerOf(key).map((value) => [key, value] as const))),
        ),
      junk: fc.array(fc.tuple(junkKey, hostileString), { maxLength: 3 }),
    })
    .map(({ broken, junk }) => {
      const record: Record<string, T | typeof MISSING> = { ...valid };
      for (const [key, value] of broken) record[key] = value;
      const kept = Object.entries(record).filter(
        (entry): entry is [string, T] => entry[1] !== MISSING,
      );
      const extras = junk.filter(([key]) => !(key in valid) && !(key in bad)) as [string, T][];
      return withOwnProperties(Object.fromEntries(kept), extras) as Record<string, T>;
    });
}

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
