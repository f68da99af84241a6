import { type Answer, field, post } from "../harness/app";
import type { Changes, Row } from "./matrix";
import { ACTORS, PASSWORD, type World } from "./world";

const NEW_PASSWORD = "A Different Passphrase 8";
const signsIn = (answer: Answer) =>
  answer.cookies.some((cookie) => /^uck_session=[^;]+/.test(cookie));
const fresh = () => `new-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Signing out removes the caller's own session and nobody else's. */
function onlyMySession(changes: Changes, w: World) {
  const sessions = changes["kv:SESSIONS"];
  if (!sessions) return [];
  const mine = sessions.removed.length === 1 && sessions.removed[0] === w.sessionKey;
  return mine && sessions.added.length === 0
    ? []
    : [`sessions changed: ${JSON.stringify(sessions)}`];
}

/**
 * The pages before signing in. Their guard is what the form carries (a password, a one-time
 * token, the OAuth state), not the session; a blocked user's session counts as signed out, but
 * the blocked account itself cannot sign in.
 */
export const AUTH_ROWS: Row[] = [
  {
    route: "auth/:authType",
    intent: "login",
    note: "own password; anonymous: a signed-out account's",
    allowed: ACTORS.filter((a) => a !== "blocked"),
    changes: ["kv:SESSIONS"],
    done: (answer) => answer.status === 302 && signsIn(answer),
    request: (w) =>
      post(
        "/auth/login",
        { form: { intent: "login", email: (w.me ?? w.victim).email, password: PASSWORD } },
        w.cookie,
      ),
  },
  {
    route: "auth/:authType",
    intent: "register",
    allowed: ACTORS,
    changes: ["d1:users", "d1:profiles", "d1:auth_tokens", "d1:email_outbox"],
    done: (answer) => answer.status === 200 && typeof field(answer, "success") === "string",
    request: (w) =>
      post(
        "/auth/register",
        {
          form: {
            intent: "register",
            name: "New Person",
            email: fresh(),
            password: PASSWORD,
            agreement: "on",
          },
        },
        w.cookie,
      ),
  },
  {
    route: "auth/forgot-password",
    allowed: ACTORS,
    changes: ["d1:auth_tokens", "d1:email_outbox"],
    request: (w) => post("/auth/forgot-password", { form: { email: w.victim.email } }, w.cookie),
  },
  {
    route: "auth/resend-verification",
    allowed: ACTORS,
    changes: ["d1:auth_tokens", "d1:email_outbox"],
    request: (w) =>
      post("/auth/resend-verification", { form: { email: w.unverified.email } }, w.cookie),
  },
  {
    route: "auth/reset-password",
    note: "the victim's mailed token",
    allowed: ACTORS,
    changes: ["d1:users", "d1:auth_tokens"],
    done: (answer) => answer.status === 302 && answer.location === "/auth/login",
    request: (w) =>
      post(
        "/auth/reset-password",
        { form: { token: w.victimResetToken, password: NEW_PASSWORD } },
        w.cookie,
      ),
  },
  {
    route: "auth/reset-password",
    note: "a forged token",
    allowed: [],
    changes: [],
    done: (answer) => answer.status === 302 && answer.location === "/auth/login",
    request: (w) =>
      post(
        "/auth/reset-password",
        { form: { token: `${w.victimResetToken.slice(0, -4)}aaaa`, password: NEW_PASSWORD } },
        w.cookie,
      ),
  },
  {
    route: "auth/logout",
    allowed: ACTORS,
    changes: (w) => (w.me && w.actor !== "blocked" ? ["kv:SESSIONS"] : []),
    check: onlyMySession,
    request: (w) => post("/auth/logout", { form: {} }, w.cookie),
  },
  {
    route: "auth/oauth/:provider",
    note: "stores nothing: state and verifier go to cookies",
    allowed: ACTORS,
    changes: [],
    done: (answer) =>
      answer.status === 302 && (answer.location ?? "").startsWith("https://accounts.google.com/"),
    request: (w) => post("/auth/oauth/google", { form: {} }, w.cookie),
  },
  {
    route: "auth/callback",
    note: "a forged state",
    allowed: [],
    changes: [],
    done: signsIn,
    request: (w) =>
      post(
        "/auth/callback",
        { form: { code: "stolen-code", state: "forged-state" } },
        [w.cookie, "uck_oauth_state=google.other-state", "uck_oauth_verifier=v"]
          .filter(Boolean)
          .join("; "),
      ),
  },
];
