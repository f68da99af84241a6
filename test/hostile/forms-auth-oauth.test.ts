/**
 * Hostile input through the Worker (issue #11): social sign-in (/auth/oauth/:provider), the
 * provider's form-post callback (/auth/callback) and sign-out (/auth/logout), 500+ generated bad
 * submissions each, plus the redirect target every one of them may carry (safeRedirect). These
 * routes answer with redirects by design; the property is a redirect that stays on this site
 * (or a 4xx), never a 5xx, and no D1 table changes (test/hostile/db.ts).
 */
import { env } from "cloudflare:test";
import { safeRedirect } from "@shared/safe-redirect";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createUser } from "../factories";
import { fetchApp, ORIGIN, post, sessionCookie } from "../harness/app";
import { hostileString, nastyText } from "./arbitraries";
import { RUNS } from "./checks";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFormValue,
  hostileSegment,
  isRedirect,
  refusedWithMessage,
} from "./forms";

let userId = "";
// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  userId = (await createUser()).id;
});

/** Ways people have smuggled another site past a "starts with /" check. */
const redirectTricks = fc
  .tuple(
    fc.constantFrom("/", "//", "/\\", "\\", " /", "\t/", "/%2F", "%2F"),
    fc.constantFrom("", "\t", "\n", "\r\n", "\u0000", "\u000B", " "),
    fc.constantFrom("/", "\\", "", "%5C"),
    fc.constantFrom("evil.example", "evil.example/path", "@evil.example", "evil.example:443"),
  )
  .map((parts) => parts.join(""));
const redirectTargets = fc.oneof(
  redirectTricks,
  hostileString,
  fc.constantFrom("https://evil.example", "javascript:alert(1)", "/feed", "/complaint/1?x=1#y"),
);

it("safeRedirect keeps 500 hostile targets on this site", () => {
  fc.assert(
    fc.property(redirectTargets, (target) => {
      const kept = safeRedirect(target);
      // The URL parser is what the browser applies to Location (it drops tabs and newlines).
      expect(new URL(kept, ORIGIN).origin, JSON.stringify(target)).toBe(ORIGIN);
    }),
    { numRuns: RUNS },
  );
});

/** The cookie a response sets, decoded, or null. */
function cookieValue(answer: Answer, name: string) {
  const line = answer.setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0] ?? "") : null;
}

it("social sign-in refuses 500 hostile submissions: unknown providers 404, redirects stay here", async () => {
  const configured = {
    ...env,
    GOOGLE_CLIENT_ID: "google-id",
    GOOGLE_CLIENT_SECRET: "google-secret",
    TWITTER_CLIENT_ID: "x-id",
    TWITTER_CLIENT_SECRET: "x-secret",
  } as Env;
  await assertRefusesHostileForms({
    name: "auth/oauth/:provider",
    actorCookie: () => sessionCookie(userId),
    bindings: configured,
    cases: fc.record({
      path: fc
        .oneof(
          { weight: 3, arbitrary: fc.constantFrom("google", "twitter") },
          { weight: 2, arbitrary: hostileSegment },
        )
        .map((provider) => `/auth/oauth/${provider}`),
      fields: fc.record(
        { redirectTo: fc.oneof(redirectTargets, hostileFormValue) },
        { requiredKeys: [] },
      ),
    }),
    check: (answer) => {
      if (/\/(google|twitter)$/.test(answer.form.path)) {
        expect(isRedirect(answer)).toBe(true);
        const kept = cookieValue(answer, "uck_oauth_redirect") ?? "/";
        expect(new URL(kept, ORIGIN).origin, kept).toBe(ORIGIN);
        return;
      }
      if (answer.status === 404 && !answer.strings.includes("error")) return; // no route matched
      refusedWithMessage(answer);
    },
  });
}, 300_000);

// Found by the property above: "/auth/oauth/." is read as /auth/oauth/, the sign-in page's route
// with no intent, which refused without a word.
it("a sign-in post without an intent is refused with a sentence", async () => {
  for (const path of ["/auth/login.data", "/auth/oauth/.data"]) {
    const answer = await fetchApp(post(path, { form: { redirectTo: "/" } }));
    expect(answer.status, path).toBe(400);
    expect(JSON.stringify(answer.body), path).toContain("Send the Log in or Register form.");
  }
});

it("the sign-in callback answers 500 hostile form posts with a redirect to log in", async () => {
  const fieldNames = ["code", "state", "error", "error_description"];
  const fields = fc.dictionary(
    fc.constantFrom(...fieldNames, "redirectTo", "__proto__"),
    hostileFormValue,
    { maxKeys: 5 },
  );
  await assertRefusesHostileForms({
    name: "auth/callback",
    // The state and verifier cookies sometimes match the posted state, so the check runs on.
    actorCookie: async () =>
      `${await sessionCookie(userId)}; uck_oauth_state=google.s1; uck_oauth_verifier=${"v".repeat(43)}`,
    cases: fc
      .oneof(
        fields,
        fields.map((f) => ({ ...f, state: "s1", code: "c" })),
        nastyText.map((state) => ({ state })),
      )
      .map((f) => ({ path: "/auth/callback", fields: f })),
    check: (answer) => {
      expect(isRedirect(answer), JSON.stringify(answer.strings)).toBe(true);
      expect(answer.strings.find((s) => s.startsWith("/"))).toMatch(/^\/auth\/login/);
    },
  });
}, 300_000);

it("sign-out answers 500 hostile form posts with a redirect home", async () => {
  await assertRefusesHostileForms({
    name: "auth/logout",
    // Each sign-out ends the session it was given, so every request gets a fresh one.
    actorCookie: () => sessionCookie(userId),
    cases: fc
      .dictionary(fc.oneof(fc.constantFrom("intent", "redirectTo"), nastyText), hostileFormValue, {
        maxKeys: 3,
      })
      .map((fields) => ({ path: "/auth/logout", fields })),
    check: (answer) => {
      expect(isRedirect(answer)).toBe(true);
      expect(answer.strings).toContain("/");
    },
  });
}, 300_000);
