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
/** The longest name a person may register with (the rule below and the form's field). */
export const NAME_MAX = 100;
/** The longest email address there is (RFC 5321's path less its brackets): every address field. */
export const EMAIL_MAX = 254;
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export type Problem = keyof typeof AUTH_MESSAGES | "resetLinkInvalid";

export function passwordProblem(password: string): Problem | null {
  if (password.length < 8) return "passwordLength";
  if (!/[a-z]/.test(password)) return "passwordLowercase";
  if (!/[A-Z]/.test(password)) return "passwordUppercase";
  if (!/[0-9]/.test(password)) return "passwordNumber";
  if (password.length > PASSWORD_MAX) return "passwordTooLong";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "passwordCommon";
  return null;
}

export const RESET_LINK_INVALID = "This reset link is invalid.";

/** A problem's English (the spec's) and its key in the `auth` section (`problem.{name}`). */
export function problemWords(name: Problem): { error: string; words: { text: string } } {
  const error = name === "resetLinkInvalid" ? RESET_LINK_INVALID : AUTH_MESSAGES[name];
  return { error, words: { text: `problem.${name}` } };
}

const field = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === "string" ? value.slice(0, 1000) : "";
};

/**
 * Each form's rule, the first problem in the spec's order or null, over the raw fields: the
 * server's schemas (./auth-validation.ts) and the browser's check before sending
 * (use-client-validation.ts) run these same functions, so both show the same single message,
 * and no page ships zod (scripts/check-page-js.ts).
 */
export const AUTH_RULES = {
  login(record: Record<string, unknown>): Problem | null {
    const email = normalizeEmail(field(record, "email"));
    if (!EMAIL_SHAPE.test(email)) return "invalidEmail";
    if (!field(record, "password")) return "passwordRequired";
    return null;
  },
  register(record: Record<string, unknown>): Problem | null {
    const name = field(record, "name").trim();
    const email = normalizeEmail(field(record, "email"));
    const password = field(record, "password");
    const agreement =
      record.agreement === "on" || record.agreement === "true" || record.agreement === true;
    if (!name || !email || !password) return "allFields";
    if (!EMAIL_SHAPE.test(email)) return "invalidEmail";
    if (!agreement) return "agreement";
    return (
      passwordProblem(password) ??
      (name.length < 2
        ? "nameLength"
        : name.length > NAME_MAX
          ? "nameTooLong"
          : hasControlCharacter(name)
            ? "nameControl"
            : null)
    );
  },
  emailOnly(record: Record<string, unknown>): Problem | null {
    return EMAIL_SHAPE.test(normalizeEmail(field(record, "email"))) ? null : "invalidEmail";
  },
  newPassword(record: Record<string, unknown>): Problem | null {
    return field(record, "token") ? passwordProblem(field(record, "password")) : "resetLinkInvalid";
  },
} as const;

export type AuthRule = keyof typeof AUTH_RULES;
