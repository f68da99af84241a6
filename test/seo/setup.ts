/**
 * What the search-engine tests (test/seo-*.test.ts) share: the public origin the meta and
 * structured-data functions are given, so every URL they build can be checked whole.
 */

export const ORIGIN = "https://uck.example";
