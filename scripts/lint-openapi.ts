/**
 * The public API's OpenAPI document (`/api/v1/openapi.json`, generated from the zod schemas)
 * linted by Redocly's `recommended` ruleset and Spectral's `spectral:oas` ruleset, the two
 * rulesets integrators' tooling applies. A step of `npm test` (scripts/test.ts) and
 * `npm run lint:openapi`: any error or warning of either fails it. Runs in Node, where both
 * linters run (the workerd test pool cannot start them), in one process (a few seconds).
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import spectralCore from "@stoplight/spectral-core";

const { Document, Spectral } = spectralCore;
type RulesetDefinition = Parameters<InstanceType<typeof Spectral>["setRuleset"]>[0];

import spectralParsers from "@stoplight/spectral-parsers";
import spectralRulesets from "@stoplight/spectral-rulesets";
import { apiV1Document } from "../worker/api/v1";

const SEVERITY = ["error", "warning", "info", "hint"];

const source = JSON.stringify(apiV1Document("https://uck.example"), null, 2);
const found: string[] = [];

const redocly = await lintFromString({
  source,
  absoluteRef: "openapi.json",
  config: await createConfig({ extends: ["recommended"] }),
});
for (const problem of redocly) {
  const where = problem.location[0]?.pointer ?? "";
  found.push(`redocly ${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
}

const spectral = new Spectral();
// spectral-rulesets' declaration of `oas` is not assignable to spectral-core's RulesetDefinition
// type (a known mismatch of their typings; the object is the ruleset spectral:oas names).
spectral.setRuleset(spectralRulesets.oas as RulesetDefinition);
for (const result of await spectral.run(
  new Document(source, spectralParsers.Json, "openapi.json"),
)) {
  // Spectral's "hint" and "info" are off in its ruleset's defaults; errors and warnings count.
  if (result.severity > 1) continue;
  const where = `#/${result.path.join("/")}`;
  found.push(
    `spectral ${SEVERITY[result.severity]} ${String(result.code)} ${where}: ${result.message}`,
  );
}

for (const line of found) console.log(line);
console.log(
  found.length === 0
    ? "OpenAPI document: clean under Redocly recommended and Spectral spectral:oas"
    : `OpenAPI document: ${found.length} problems`,
);
process.exit(found.length === 0 ? 0 : 1);
