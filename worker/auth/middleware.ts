import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { expiredCookie, readCookie, sessionCookie, sessionCookieName } from "./cookies";
import { loadSessionUser } from "./current-user";
import { deleteSession, validateSessionToken } from "./session";

/**
 * Resolves the session cookie to the signed-in user on every request that may need one. The
 * user row is read from D1 each time, so a blocked user, an account scheduled for deletion
 * (loadSessionUser answers null), or a session older than the user's session_version (password
 * reset, role change), is signed out at once even while KV still holds the session. A renewed
 * session gets a fresh cookie.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const config = c.get("config");
  const name = sessionCookieName(config);
  const token = readCookie(c.req.raw, name);
  let setCookie: string | null = null;
  c.set("user", null);
  c.set("session", null);

  if (token) {
    const result = await validateSessionToken(c.env.SESSIONS, token, Date.now());
    const user = result ? await loadSessionUser(c.get("db"), result.session.userId) : null;
    if (result && user && !user.blocked && user.sessionVersion === result.session.version) {
      c.set("user", user);
      c.set("session", result.session);
      if (result.renewed) setCookie = sessionCookie(config, token, result.session.expiresAt);
    } else {
      if (result) await deleteSession(c.env.SESSIONS, result.session.id);
      setCookie = expiredCookie(config, name);
    }
  }

  await next();

  // What was rendered for a signed-in person (their name, bell, buttons) stays in their browser
  // only: no shared cache or back-forward store keeps it. Handlers cannot weaken this.
  if (c.get("user")) c.res.headers.set("Cache-Control", "private, no-store");

  // A handler that signed in or out has already set the session cookie; it wins.
  const handlerSetSession = c.res.headers.getSetCookie().some((v) => v.startsWith(`${name}=`));
  if (setCookie && !handlerSetSession) c.res.headers.append("Set-Cookie", setCookie);
};
