/**
 * The public API's OpenAPI document (`/api/v1/openapi.json`, generated from the zod schemas)
 * linted by Redocly: its `recommended` ruleset (which checks the document against the OpenAPI 3.1
 * structure, `struct`, and every example against its schema) and the rules of Spectral's
 * `spectral:oas` that Redocly has but leaves off there (decision 056). A step of `npm test`
 * (scripts/test.ts) and `npm run lint:openapi`: any error or warning fails it. Runs in Node, where
 * the linter runs (the workerd test pool cannot start it).
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { apiV1Document } from "../worker/api/v1";

/** Spectral's `spectral:oas` checks these too; Redocly's `recommended` leaves them off. */
const BEYOND_RECOMMENDED = {
  "info-contact": "error",
  "operation-description": "error",
  "operation-tag-defined": "error",
  "operation-singular-tag": "error",
  "path-params-defined": "error",
  "paths-kebab-case": "error",
  "no-http-verbs-in-paths": "error",
  "spec-strict-refs": "error",
  // Every 4xx is an RFC 9457 problem (worker/api/v1/problem.ts); 7807 is the RFC it replaced.
  "operation-4xx-problem-details-rfc7807": "error",
} as const;

const source = JSON.stringify(apiV1Document("https://uck.example"), null, 2);
const found = await lintFromString({
  source,
  absoluteRef: "openapi.json",
  config: await createConfig({ extends: ["recommended"], rules: BEYOND_RECOMMENDED }),
});
for (const problem of found) {
  const where = problem.location[0]?.pointer ?? "";
  console.log(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
}
console.log(
  found.length === 0
    ? "OpenAPI document: clean under Redocly (recommended and the rules beyond it)"
    : `OpenAPI document: ${found.length} problems`,
);
process.exit(found.length === 0 ? 0 : 1);
