import { z } from "zod";
import { controlCharactersMessage, hasControlCharacter } from "./control-characters";

/** The spec's auth messages, one place. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  passwordRequired: "Password is required",
  allFields: "Please fill in all fields",
  agreement: "You must accept the User Agreement to register",
  passwordLength: "Password must be at least 8 characters long",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordTooLong: "Password must be at most 128 characters long",
  passwordCommon: "This password is too common. Please choose a less predictable one.",
  nameLength: "Name must be at least 2 characters long",
  nameTooLong: "Name must be at most 100 characters long",
  nameControl: controlCharactersMessage("Name"),
  invalidCredentials: "Invalid email or password",
  loginFailed: "Login failed",
  alreadyRegistered: "This email is already registered. Please log in instead.",
  registrationFailed: "Registration failed",
  registered: "Registration successful! Please check your email to verify your account.",
  notVerified: "Please verify your email address before logging in. Check your inbox for the link.",
  blocked: "This account has been blocked. Contact support if you think this is a mistake.",
  scheduledForDeletion: "This account is scheduled for deletion.",
  socialFailed: "Social login failed. Please try again.",
} as const;

export const PASSWORD_MAX = 128;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased and trimmed, as the spec stores emails. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Passwords that pass the character rules but are among the most used ones.
const COMMON_PASSWORDS = new Set(
  [
    "Password1",
    "Password12",
    "Password123",
    "Passw0rd",
    "Passw0rd1",
    "Password1!",
    "Qwerty123",
    "Qwerty1234",
    "Welcome1",
    "Welcome123",
    "Abcd1234",
    "Abc12345",
    "Aa123456",
    "Admin123",
    "Iloveyou1",
    "Sunshine1",
    "Football1",
    "Baseball1",
    "Monkey123",
    "Letmein1",
    "Dragon123",
    "Master123",
    "Princess1",
    "Charlie1",
    "Summer2024",
    "Summer2025",
    "Winter2024",
    "Spring2025",
    "Changeme1",
    "P@ssw0rd",
    "P@ssword1",
    "Test1234",
    "Hello123",
    "Trustno1",
    "Zaq12wsx",
    "1qaz2WSX",
    "Qwertyuiop1",
    "Michael1",
    "Jordan23",
    "Superman1",
  ].map((p) => p.toLowerCase()),
);

type Problem = keyof typeof AUTH_MESSAGES | "resetLinkInvalid";

function passwordProblem(password: string): Problem | null {
  if (password.length < 8) return "passwordLength";
  if (!/[a-z]/.test(password)) return "passwordLowercase";
  if (!/[A-Z]/.test(password)) return "passwordUppercase";
  if (!/[0-9]/.test(password)) return "passwordNumber";
  if (password.length > PASSWORD_MAX) return "passwordTooLong";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "passwordCommon";
  return null;
}

const RESET_LINK_INVALID = "This reset link is invalid.";

/**
 * A problem as the schema reports it: the spec's English and its key in the `auth` section
 * (`problem.{name}`), which the server says in the request's language and the browser in the
 * page's (decision 037).
 */
function report(ctx: z.RefinementCtx, name: Problem) {
  const message = name === "resetLinkInvalid" ? RESET_LINK_INVALID : AUTH_MESSAGES[name];
  ctx.addIssue({ code: "custom", message, params: { key: `problem.${name}` } });
}

const text = z.string().max(1000).catch("");

/**
 * Each form schema parses the raw fields and reports only the first problem, in the spec's
 * order, so the browser and the server show the same single message.
 */
export const LoginSchema = z
  .object({ email: text, password: text })
  .transform((v) => ({ email: normalizeEmail(v.email), password: v.password }))
  .superRefine((v, ctx) => {
    if (!EMAIL_SHAPE.test(v.email)) report(ctx, "invalidEmail");
    else if (!v.password) report(ctx, "passwordRequired");
  });

export const RegisterSchema = z
  .object({ name: text, email: text, password: text, agreement: z.string().optional() })
  .transform((v) => ({
    name: v.name.trim(),
    email: normalizeEmail(v.email),
    password: v.password,
    agreement: v.agreement === "on" || v.agreement === "true",
  }))
  .superRefine((v, ctx) => {
    const problem: Problem | null =
      !v.name || !v.email || !v.password
        ? "allFields"
        : !EMAIL_SHAPE.test(v.email)
          ? "invalidEmail"
          : !v.agreement
            ? "agreement"
            : (passwordProblem(v.password) ??
              (v.name.length < 2
                ? "nameLength"
                : v.name.length > 100
                  ? "nameTooLong"
                  : hasControlCharacter(v.name)
                    ? "nameControl"
                    : null));
    if (problem) report(ctx, problem);
  });

export const EmailOnlySchema = z
  .object({ email: text })
  .transform((v) => ({ email: normalizeEmail(v.email) }))
  .refine((v) => EMAIL_SHAPE.test(v.email), {
    message: AUTH_MESSAGES.invalidEmail,
    params: { key: "problem.invalidEmail" },
  });

export const NewPasswordSchema = z.object({ token: text, password: text }).superRefine((v, ctx) => {
  const problem = v.token ? passwordProblem(v.password) : "resetLinkInvalid";
  if (problem) report(ctx, problem);
});

/**
 * The first problem of a failed parse (our schemas report one): its English and its words (the
 * key the schema gave it; a problem without one is "Please check the form").
 */
export function firstError(error: z.ZodError): { error: string; words: { text: string } } {
  const issue = error.issues[0];
  const key = issue?.code === "custom" ? issue.params?.key : undefined;
  return typeof key === "string" && issue
    ? { error: issue.message, words: { text: key } }
    : { error: "Please check the form and try again.", words: { text: "problem.checkForm" } };
}

/** Parses FormData (or a plain record) with a schema: `{ ok, data }`, or the first problem. */
export function parseForm<T>(
  schema: z.ZodType<T>,
  input: FormData | Record<string, unknown>,
): { ok: true; data: T } | { ok: false; error: string; words: { text: string } } {
  const record = input instanceof FormData ? Object.fromEntries(input) : input;
  const result = schema.safeParse(record);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, ...firstError(result.error) };
}
