import fc from "fast-check";
import { expect } from "vitest";
import { fetchResponse, ORIGIN } from "../harness/app";
import { hostileNumber, junkKey, nastyText } from "./arbitraries";
import { compactReporter, RUNS } from "./checks";
import { dbFingerprint, expectNoWrite, resetRateLimits } from "./db";
import { expectNoServerError } from "./requests";

/** Numbers as people and scripts spell them, for page, lat, lng, radius and the like. */
const numberTricks = fc.constantFrom(
  "0",
  "-1",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  " 2 ",
  "\uFF12",
  "",
  "10001",
  "9".repeat(40),
);

/** A query value: hostile text (URLs stay under ~10 kB), a number trick, or a plausible value. */
function queryValue(plausible: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: nastyText },
    { weight: 2, arbitrary: numberTricks },
    { weight: 1, arbitrary: hostileNumber.map(String) },
    { weight: 1, arbitrary: fc.constant("x".repeat(10_000)) },
    ...(plausible.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...plausible) }] : []),
  );
}

const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD"));

/** A query string: known parameters (repeated sometimes) and junk ones, or raw malformed text. */
export function hostileQuery(params: Record<string, readonly string[]>) {
  const names = Object.keys(params);
  const pair = fc
    .oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: junkKey })
    .chain((name) =>
      queryValue(Object.hasOwn(params, name) ? (params[name] ?? []) : []).map(
        (value) => `${encode(name)}=${encode(value)}`,
      ),
    );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join("&")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "%",
        "a=%E0%A4%A",
        "page=%ZZ",
        "&&&",
        "=",
        "q",
        "cursor=1_a&cursor=%",
      ),
    },
  );
}

/**
 * GET `path.data?query` through the Worker with `cookie`, 500 hostile queries: the loader's
 * lenient parameters fall back to defaults (200) or the route refuses (4xx); never a 5xx, and
 * a page view writes nothing.
 */
export async function assertLoaderSurvives(target: {
  name: string;
  path: string;
  params: Record<string, readonly string[]>;
  cookie: string | null;
  numRuns?: number;
}) {
  await resetRateLimits();
  const before = await dbFingerprint();
  const tally: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(hostileQuery(target.params), async (query) => {
      const headers = new Headers(target.cookie ? { Cookie: target.cookie } : {});
      const response = await fetchResponse(
        new Request(`${ORIGIN}${target.path}.data?${query}`, { headers }),
        { shape: "page" },
      );
      const text = await response.text();
      const label = `${target.name} ?${query.slice(0, 200)}`;
      expectNoServerError(response.status, text, label);
      expect(response.status, label).not.toBe(429);
      await expectNoWrite(before, label);
      tally[response.status] = (tally[response.status] ?? 0) + 1;
    }),
    { numRuns: target.numRuns ?? RUNS, reporter: compactReporter },
  );
  // Every generated request was answered and checked (a property that stopped early runs fewer).
  expect(
    Object.values(tally).reduce((sum, n) => sum + n, 0),
    target.name,
  ).toBe(target.numRuns ?? RUNS);
}
