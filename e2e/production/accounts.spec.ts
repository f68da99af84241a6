import { expect, test } from "@playwright/test";
import { linkIn, PASSWORD, postForm, signedInUser, waitForMail } from "./client";

test("a reset asked for with a hostile Host header mails a link to PUBLIC_HOST", async ({
  request,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { email } = await signedInUser(request, base, "hostile-host");
  const answer = await postForm(
    request,
    base,
    "/auth/forgot-password",
    { email },
    { Host: "evil.example", Origin: "http://evil.example" },
  );
  expect(answer.status()).toBeLessThan(400);
  // The verification mail was the first; the reset is the second.
  const reset = await waitForMail(request, base, email, 2);
  const link = linkIn(reset, "/auth/reset-password");
  expect(link.startsWith(`${base}/auth/reset-password?token=`)).toBe(true);
  expect(reset.text).not.toContain("evil.example");
});

test("forty wrong passwords at once are checked at most ten times, and then the right one waits", async ({
  request,
  baseURL,
  playwright,
}) => {
  const base = baseURL ?? "";
  const { email } = await signedInUser(request, base, "burst");
  // Signed out, as an attacker is (the first context's jar keeps the session, and a signed-in
  // document POST to the login page ends in its loader's redirect).
  const attacker = await playwright.request.newContext({ baseURL: base });
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      postForm(attacker, base, "/auth/login", {
        intent: "login",
        email,
        password: `Wrong${i}Password`,
      }),
    ),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
  const right = await postForm(attacker, base, "/auth/login", {
    intent: "login",
    email,
    password: PASSWORD,
  });
  expect(right.status()).toBe(429);
  await attacker.dispose();
});
