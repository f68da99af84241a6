import { RATE_LIMITS } from "@worker/auth/rate-limit";
import { expect, it } from "vitest";
import { type Answer, formPost, PASSWORD, send, verifiedAccount } from "./app";

/**
 * The per-address login limit counts wrong passwords (10 in 15 minutes). Each attempt reserves
 * its slot before the password is checked, so a burst cannot slip past the limit while the
 * earlier attempts are still hashing, and a right password gives its slot back.
 */
const ORIGIN = "http://localhost";
const SLOW = { timeout: 120_000 };
const INVALID = "Invalid email or password";
const LIMIT = RATE_LIMITS.loginByEmail.limit;

const attempt = (email: string, password: string) =>
  send(formPost(`${ORIGIN}/auth/login`, { intent: "login", email, password }));

const errorOf = (answer: Answer) =>
  typeof answer.body === "object" && answer.body !== null && "error" in answer.body
    ? answer.body.error
    : null;
const signedIn = (answer: Answer) =>
  answer.status === 302 && answer.cookies.some((c) => /^uck_session=[^;]/.test(c));

it("forty wrong passwords at once reach the password check at most ten times", SLOW, async () => {
  const account = await verifiedAccount();
  const answers = await Promise.all([
    ...Array.from({ length: 39 }, () => attempt(account.email, "Wrong-Pass-1")),
    // The right password among them: it may sign in only with one of the ten slots.
    attempt(account.email, PASSWORD),
  ]);
  const checked = answers.filter((a) => errorOf(a) === INVALID || signedIn(a));
  expect(checked.length).toBeLessThanOrEqual(LIMIT);
  for (const answer of answers.filter((a) => !checked.includes(a))) {
    expect(answer.status).toBe(429);
    expect(errorOf(answer)).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }

  const after = await attempt(account.email, PASSWORD);
  expect(after.status).toBe(429);
  expect(signedIn(after)).toBe(false);
});

it("forty wrong passwords at once get exactly ten answers of a wrong password", SLOW, async () => {
  const account = await verifiedAccount();
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => attempt(account.email, "Wrong-Pass-1")),
  );
  expect(answers.filter((a) => errorOf(a) === INVALID)).toHaveLength(LIMIT);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - LIMIT);
});

it(
  "a right password gives its slot back, so the limit counts wrong passwords only",
  SLOW,
  async () => {
    const account = await verifiedAccount();
    for (let i = 0; i < LIMIT - 1; i++) {
      expect(errorOf(await attempt(account.email, "Wrong-Pass-1"))).toBe(INVALID);
    }
    expect(signedIn(await attempt(account.email, PASSWORD))).toBe(true);
    // The tenth wrong password is still checked; past it, even the right one waits.
    expect(errorOf(await attempt(account.email, "Wrong-Pass-1"))).toBe(INVALID);
    const refused = await attempt(account.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(signedIn(refused)).toBe(false);
  },
);
