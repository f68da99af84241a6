import { hashPassword, verifyPassword } from "@worker/auth/password";
import { hitRateLimit, RATE_LIMITS } from "@worker/auth/rate-limit";
import { sha256Hex } from "@worker/auth/tokens";
import { authTokens, blockedUsers, emailOutbox, profiles, users } from "@worker/db/schema";
import { loginWithPassword } from "@worker/services/accounts/login";
import {
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from "@worker/services/accounts/mail-links";
import { registerWithPassword } from "@worker/services/accounts/register";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db, postbox } from "../factories";

/** Mail goes out after the answer (queued): a test delivers it with `mailSettled()`. */
const deps = postbox;
const mailSettled = () => postbox.settle();
const PASSWORD = "Complain2Win";
let n = 0;
const email = () => `person${++n}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function mailTo(address: string) {
  await mailSettled();
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}
function tokenIn(text: string, path: string) {
  return text.match(new RegExp(`${path}\\?token=([a-z0-9]+)`))?.[1] ?? "";
}
async function registeredAndVerified(name = "Vera Verified") {
  const address = email();
  const result = await registerWithPassword(
    deps,
    { name, email: address, password: PASSWORD },
    Date.now(),
  );
  if (!result.ok) throw new Error(result.message);
  const [mail] = await mailTo(address);
  await verifyEmail(db, tokenIn(mail?.textBody ?? "", "verify-email"), Date.now());
  return { userId: result.userId, email: address };
}

it("registration creates the user and profile and mails a verification link", async () => {
  const address = email();
  const result = await registerWithPassword(
    deps,
    { name: "Zoë O'Neil", email: address, password: PASSWORD },
    Date.now(),
  );
  expect(result.ok).toBe(true);
  const [user] = await db.select().from(users).where(eq(users.email, address));
  expect(user?.passwordHash).toMatch(/^scrypt\$16384\$16\$1\$/);
  expect(user?.emailVerifiedAt).toBeNull();
  expect(user?.agreementAcceptedAt).not.toBeNull();
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.id, user?.id ?? ""));
  expect(profile).toMatchObject({ fullName: "Zoë O'Neil", username: "zoe_oneil" });
  const mails = await mailTo(address);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.textBody).toMatch(/http:\/\/localhost\/auth\/verify-email\?token=[a-z0-9]{40,}/);
  // Only the hash of the mailed token is stored.
  const token = tokenIn(mails[0]?.textBody ?? "", "verify-email");
  const [stored] = await db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, sha256Hex(token)));
  expect(stored?.purpose).toBe("verify_email");
});

it("usernames derived from the same name stay unique", async () => {
  const first = await registerWithPassword(
    deps,
    { name: "Sam Same", email: email(), password: PASSWORD },
    Date.now(),
  );
  const second = await registerWithPassword(
    deps,
    { name: "Sam Same", email: email(), password: PASSWORD },
    Date.now(),
  );
  const names = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.fullName, "Sam Same"));
  expect(first.ok && second.ok).toBe(true);
  expect(names.map((row) => row.username).sort()).toEqual(["sam_same", "sam_same_2"]);
});

it("an address can be registered once", async () => {
  const address = email();
  await registerWithPassword(
    deps,
    { name: "First", email: address, password: PASSWORD },
    Date.now(),
  );
  const again = await registerWithPassword(
    deps,
    { name: "Second", email: address, password: PASSWORD },
    Date.now(),
  );
  expect(again).toMatchObject({
    ok: false,
    message: "This email is already registered. Please log in instead.",
  });
});

it("login is refused before verification, with wrong passwords, for unknown and blocked accounts", async () => {
  const address = email();
  await registerWithPassword(
    deps,
    { name: "Una Verified", email: address, password: PASSWORD },
    Date.now(),
  );
  expect(
    await loginWithPassword(db, { email: address, password: PASSWORD }, Date.now()),
  ).toMatchObject({
    ok: false,
    code: "unverified",
  });

  const verified = await registeredAndVerified();
  expect(
    await loginWithPassword(db, { email: verified.email, password: PASSWORD }, Date.now()),
  ).toMatchObject({
    ok: true,
    userId: verified.userId,
  });
  expect(
    await loginWithPassword(db, { email: verified.email, password: "Wrong2Password" }, Date.now()),
  ).toMatchObject({ ok: false, message: "Invalid email or password" });
  expect(
    await loginWithPassword(db, { email: "nobody@example.com", password: PASSWORD }, Date.now()),
  ).toMatchObject({ ok: false, message: "Invalid email or password" });

  await db.insert(blockedUsers).values({ userId: verified.userId, reason: "spam" });
  expect(
    await loginWithPassword(db, { email: verified.email, password: PASSWORD }, Date.now()),
  ).toMatchObject({
    ok: false,
    code: "blocked",
  });
});

it("a verification link works once and not after it expires", async () => {
  const address = email();
  await registerWithPassword(
    deps,
    { name: "Once Only", email: address, password: PASSWORD },
    Date.now(),
  );
  const token = tokenIn((await mailTo(address))[0]?.textBody ?? "", "verify-email");
  expect((await verifyEmail(db, token, Date.now())).ok).toBe(true);
  expect((await verifyEmail(db, token, Date.now())).ok).toBe(false);

  const late = email();
  await registerWithPassword(
    deps,
    { name: "Too Late", email: late, password: PASSWORD },
    Date.now(),
  );
  const lateToken = tokenIn((await mailTo(late))[0]?.textBody ?? "", "verify-email");
  expect((await verifyEmail(db, lateToken, Date.now() + 25 * 3_600_000)).ok).toBe(false);
});

it("a reset link sets the password once, verifies the email and revokes every session", async () => {
  const account = await registeredAndVerified("Rhea Reset");
  await requestPasswordReset(deps, account.email, Date.now());
  await mailSettled();
  const resetMail = (await mailTo(account.email)).find((m) => m.kind === "reset_password");
  const token = tokenIn(resetMail?.textBody ?? "", "reset-password");
  const [before] = await db.select().from(users).where(eq(users.id, account.userId));

  expect((await resetPassword(db, token, "BrandNew2Pass", Date.now())).ok).toBe(true);
  const [after] = await db.select().from(users).where(eq(users.id, account.userId));
  expect(after?.sessionVersion).toBe((before?.sessionVersion ?? 0) + 1);
  expect(await verifyPassword("BrandNew2Pass", after?.passwordHash ?? "")).toBe(true);

  expect((await resetPassword(db, token, "Another3Pass", Date.now())).ok).toBe(false);
  const [unchanged] = await db.select().from(users).where(eq(users.id, account.userId));
  expect(unchanged?.passwordHash).toBe(after?.passwordHash);
});

it("a reset link expires after one hour, and unknown addresses get no mail", async () => {
  const account = await registeredAndVerified("Late Reset");
  const requestedAt = Date.now();
  await requestPasswordReset(deps, account.email, requestedAt);
  await mailSettled();
  const resetMail = (await mailTo(account.email)).find((m) => m.kind === "reset_password");
  const token = tokenIn(resetMail?.textBody ?? "", "reset-password");
  expect((await resetPassword(db, token, "BrandNew2Pass", requestedAt + 3_600_001)).ok).toBe(false);

  await requestPasswordReset(deps, "nobody-here@example.com", Date.now());
  await mailSettled();
  expect(await mailTo("nobody-here@example.com")).toEqual([]);
});

it("rate limits count every attempt exactly, refuse past the limit and reset with the window", async () => {
  const who = `limit-${crypto.randomUUID()}@example.com`;
  const now = 1_800_000_000_000;
  const { limit, windowMs } = RATE_LIMITS.loginByEmail;
  const results = await Promise.all(
    Array.from({ length: limit + 5 }, () => hitRateLimit(db, "loginByEmail", who, now)),
  );
  expect(results.filter((r) => r.allowed)).toHaveLength(limit);
  expect(results.filter((r) => !r.allowed)).toHaveLength(5);
  expect((await hitRateLimit(db, "loginByEmail", who, now + windowMs)).allowed).toBe(true);
});

it("password hashes verify and differ per salt", async () => {
  const hash = await hashPassword(PASSWORD);
  expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  expect(await verifyPassword("complain2win", hash)).toBe(false);
  expect(await hashPassword(PASSWORD)).not.toBe(hash);
  expect(await verifyPassword(PASSWORD, "bcrypt$whatever")).toBe(false);
});

it("the per-email login limit counts wrong passwords only", { timeout: 60_000 }, async () => {
  const account = await registeredAndVerified("Lim It");
  const now = 1_900_000_000_000;
  const login = (password: string, at = now) =>
    loginWithPassword(db, { email: account.email, password }, at);
  for (let i = 0; i < RATE_LIMITS.loginByEmail.limit - 1; i++)
    expect(await login("Wrong2Password")).toMatchObject({ code: "invalid" });
  expect(await login(PASSWORD)).toMatchObject({ ok: true });
  expect(await login("Wrong2Password")).toMatchObject({ code: "invalid" });
  expect(await login(PASSWORD)).toMatchObject({
    code: "rate_limited",
    message: "Too many attempts. Please try again in 15 minutes.",
  });
  expect(await login(PASSWORD, now + RATE_LIMITS.loginByEmail.windowMs)).toMatchObject({
    ok: true,
  });
});
