/**
 * Hostile input for the property tests of test/hostile-*.test.ts, one kind per file: strings
 * (unicode edge cases, injection strings, huge values, blank text, near misses of an enum or a
 * length limit), values of the wrong type and non-objects, and valid records broken in at least
 * one place with junk fields added. Tests import them all from here.
 */
export * from "./arbitraries-records";
export * from "./arbitraries-strings";
export * from "./arbitraries-values";
