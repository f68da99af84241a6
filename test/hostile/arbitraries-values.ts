import fc from "fast-check";
import { hostileString, nastyText } from "./arbitraries-strings";

/**
 * Hostile values for the property tests of test/hostile-*.test.ts (through ./arbitraries): wrong
 * types for a string field, numbers no counter should hold, and inputs that are not an object.
 */

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
