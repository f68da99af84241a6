import { env } from "cloudflare:test";
import { authTokens, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";
import { dispatch, post } from "../harness/app";

/**
 * No timing oracle (issue 57): forgot-password and resend-verification answer before anything
 * that depends on whether the address has an account. Measured on the production build before,
 * a reset for a known address took 134.6 ms against 74.6 ms for an unknown one: the lookup and
 * the token ran a turn after the handler returned, while the answer was still being written.
 *
 * Structural, not timed: the app's D1 is wrapped to log each statement as it is prepared, and
 * the log gets a line when the runtime takes the answer's last byte. The lookup of the address
 * must come after that line, however long the answer waits to be read; and a known address's
 * answer, to its bytes, is an unknown address's.
 */

type Log = string[];

/** The test D1, each statement logged (its SQL) as a session prepares it. */
function loggedD1(log: Log): D1Database {
  const session = (inner: D1DatabaseSession) =>
    new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "prepare")
          return (query: string) => {
            log.push(query);
            return target.prepare(query);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "withSession")
        return (constraint?: string) => session(target.withSession(constraint));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Reads a body to its end, logging when the last byte came (the runtime took it all). */
async function readAll(response: Response, log: Log) {
  const reader = response.body?.getReader();
  const bytes: number[] = [];
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes.push(...chunk.value);
  }
  log.push("<answer sent>");
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The address's lookup: the one statement that reads `users` by email. */
const isLookup = (statement: string) => /from "users".*"users"\."email" = \?/s.test(statement);

/** One request through the app, its answer left unread for a while (a slow client). */
async function askSlowly(path: string, email: string) {
  const log: Log = [];
  const { response, settled } = await dispatch(post(path, { form: { email } }), {
    env: { ...env, DB: loggedD1(log) },
  });
  // Many turns of the event loop, and time for D1, before the client reads a byte.
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  const before = log.filter(isLookup).length;
  const text = await readAll(response, log);
  await settled();
  return { status: response.status, text, log, lookupsBeforeRead: before };
}

for (const { path, mailPurpose, unverified } of [
  { path: "/auth/forgot-password", mailPurpose: "reset_password", unverified: false },
  { path: "/auth/resend-verification", mailPurpose: "verify_email", unverified: true },
] as const) {
  it(`${path}: the answer is written before the address is looked up, alike for every address`, async () => {
    const user = await createUser();
    if (!unverified)
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const known = await askSlowly(path, row?.email ?? "");
    const unknown = await askSlowly(path, `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);

    for (const asked of [known, unknown]) {
      expect(asked.status).toBe(200);
      // Nothing read the address while the answer waited to be taken…
      expect(asked.lookupsBeforeRead).toBe(0);
      // …and its lookup came after the last byte, once.
      const sentAt = asked.log.indexOf("<answer sent>");
      const lookups = asked.log.flatMap((statement, i) => (isLookup(statement) ? [i] : []));
      expect(sentAt).toBeGreaterThanOrEqual(0);
      expect(lookups).toHaveLength(1);
      expect(lookups[0]).toBeGreaterThan(sentAt);
    }
    // The same answer for both, to the byte; the statements before it too.
    expect(known.text).toBe(unknown.text);
    const beforeAnswer = (asked: typeof known) =>
      asked.log.slice(0, asked.log.indexOf("<answer sent>"));
    expect(beforeAnswer(known)).toEqual(beforeAnswer(unknown));
    // The known address got its link, written after the answer.
    const tokens = await db
      .select({ purpose: authTokens.purpose })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(tokens.map((token) => token.purpose)).toEqual([mailPurpose]);
  });
}
