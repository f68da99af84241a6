import fc from "fast-check";
import { expect } from "vitest";
import { fetchResponse } from "../harness/app";
import { hostileString, nastyText } from "./arbitraries";
import { compactReporter, isHumanMessage, RUNS } from "./checks";
import { dbFingerprint, expectNoWrite, resetRateLimits } from "./db";
import {
  type AuthMode,
  authMode,
  clientIp,
  dataStrings,
  type Encoding,
  encoding,
  expectNoServerError,
  type FormFields,
  type FormValue,
  forgedToken,
  hostilePost,
} from "./requests";

/**
 * One generated bad submission: where it goes, what the form holds, and (when the target has
 * several actors) the signed-in actor's cookie.
 */
export type FormCase = { path: string; fields: FormFields; cookie?: string };

/** What came back, for the route's own check. */
export type Answer = {
  status: number;
  strings: string[];
  auth: AuthMode;
  how: Encoding;
  form: FormCase;
  setCookies: string[];
  text: string;
};

export type FormTarget = {
  name: string;
  cases: fc.Arbitrary<FormCase>;
  /** The signed-in actor's session cookie (called per request: some actions end sessions). */
  actorCookie: () => Promise<string>;
  /** The route's own answer to a bad input (default: a 4xx with a readable message). */
  check?: (answer: Answer) => void;
  numRuns?: number;
  /** The Worker's bindings, when the target needs vars the test config lacks (OAuth ids). */
  bindings?: Env;
};

/** A 4xx carrying a sentence a person can read. */
export function refusedWithMessage(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.strings).slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(answer.strings.some(isHumanMessage), JSON.stringify(answer.strings).slice(0, 300)).toBe(
    true,
  );
}

/** React Router answers a data request's redirect with 202 and the target in the payload. */
export const isRedirect = (answer: Answer) =>
  answer.status === 202 && answer.strings.includes("redirect");

/** Statuses seen per target, for the report (printed once per target). */
const seen = new Map<string, Map<string, number>>();

/**
 * fc.assert over `target`: each generated case is sent through the Worker (CSRF-valid Origin,
 * a random encoding, the actor's or no or a forged session, a random CF-Connecting-IP) with
 * the attempt counters empty; the answer must not be a 5xx or a 429, must pass the route's
 * check, and no D1 table may change.
 */
export async function assertRefusesHostileForms(target: FormTarget) {
  await resetRateLimits();
  const before = await dbFingerprint();
  const tally = new Map<string, number>();
  seen.set(target.name, tally);
  await fc.assert(
    fc.asyncProperty(
      target.cases,
      encoding,
      authMode,
      forgedToken,
      clientIp,
      async (form, how, auth, forged, ip) => {
        const cookie =
          auth === "actor"
            ? (form.cookie ?? (await target.actorCookie()))
            : auth === "forged cookie"
              ? `uck_session=${forged}`
              : null;
        const request = await hostilePost({
          path: `${form.path}.data`,
          fields: form.fields,
          how,
          cookie,
          ip,
        });
        const response = await fetchResponse(request, { shape: "page", env: target.bindings });
        const text = await response.text();
        const label = `${target.name} [${how}, ${auth}] ${form.path.slice(0, 120)}`;
        expectNoServerError(response.status, text, label);
        expect(response.status, label).not.toBe(429);
        const answer = {
          status: response.status,
          strings: dataStrings(text),
          auth,
          how,
          form,
          setCookies: response.headers.getSetCookie(),
          text,
        };
        (target.check ?? refusedWithMessage)(answer);
        await expectNoWrite(before, label);
        const key = String(response.status);
        tally.set(key, (tally.get(key) ?? 0) + 1);
      },
    ),
    { numRuns: target.numRuns ?? RUNS, reporter: compactReporter },
  );
  // Every generated request was answered and checked (a property that stopped early runs fewer).
  expect(
    [...tally.values()].reduce((sum, n) => sum + n, 0),
    target.name,
  ).toBe(target.numRuns ?? RUNS);
}

/**
 * A path segment from hostile text, percent-encoded like a browser would; now and then one
 * that is not valid percent-encoding at all (React Router logs those and answers 404).
 */
export const hostileSegment = fc.oneof(
  {
    weight: 12,
    arbitrary: hostileString.map(
      (value) => encodeURIComponent(value.slice(0, 300).replace(/\p{Cs}/gu, "\uFFFD")) || "%20",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%ED%A0%80", "..%2F..%2Fadmin") },
);

/** A hostile file: random bytes, a lying type, a hostile name. */
export const hostileFile: fc.Arbitrary<File> = fc
  .record({
    bytes: fc.uint8Array({ maxLength: 64 }),
    name: nastyText,
    type: fc.constantFrom("image/png", "image/jpeg", "text/html", "application/x-msdownload", ""),
  })
  // The name reduced to safe characters and never empty: a part whose filename does not survive
  // the multipart header (empty, a quote, a line break) reaches the route as text, not a file.
  .map(
    ({ bytes, name, type }) =>
      new File(
        [new Uint8Array([0x58, ...bytes])],
        `f-${name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80)}`,
        {
          type,
        },
      ),
  );

/** A field value of a hostile kind: text mostly, a file sometimes. */
export const hostileFormValue: fc.Arbitrary<FormValue> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileFile },
);
