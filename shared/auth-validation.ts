import { z } from "zod";
import { AUTH_RULES, type AuthRule, normalizeEmail, problemWords } from "./auth-rules";

// The rules and texts, free of zod, are in ./auth-rules.ts (a page imports them from there).
export {
  AUTH_MESSAGES,
  normalizeEmail,
  PASSWORD_MAX,
  type Problem,
  passwordProblem,
} from "./auth-rules";

const text = z.string().max(1000).catch("");

/**
 * A form's schema: the raw fields as text, checked by its rule in ./auth-rules.ts (the first
 * problem, in the spec's order; the same function the browser runs before sending), reported
 * with the spec's English and its key (`problem.{name}`), which the server says in the request's
 * language (decision 037).
 */
function checked<T extends object>(rule: AuthRule, shape: z.ZodType<T>) {
  return shape.superRefine((value, ctx) => {
    const problem = AUTH_RULES[rule](value as Record<string, unknown>);
    if (!problem) return;
    const { error, words } = problemWords(problem);
    ctx.addIssue({ code: "custom", message: error, params: { key: words.text } });
  });
}

export const LoginSchema = checked(
  "login",
  z
    .object({ email: text, password: text })
    .transform((v) => ({ email: normalizeEmail(v.email), password: v.password })),
);

export const RegisterSchema = checked(
  "register",
  z
    .object({ name: text, email: text, password: text, agreement: z.string().optional() })
    .transform((v) => ({
      name: v.name.trim(),
      email: normalizeEmail(v.email),
      password: v.password,
      agreement: v.agreement === "on" || v.agreement === "true",
    })),
);

export const EmailOnlySchema = checked(
  "emailOnly",
  z.object({ email: text }).transform((v) => ({ email: normalizeEmail(v.email) })),
);

export const NewPasswordSchema = checked("newPassword", z.object({ token: text, password: text }));

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
