import fc from "fast-check";
import { hostileString, nastyText } from "./arbitraries-strings";

/**
 * Hostile records for the property tests of test/hostile-*.test.ts (through ./arbitraries): a
 * valid record broken in at least one place (a missing field, a bad value) while junk fields,
 * prototype-polluting ones included, are added.
 */

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
