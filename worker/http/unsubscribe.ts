import type { Context } from "hono";
import { unsubscribe } from "../services/mail/unsubscribe";
import type { AppEnv } from "./app-env";

/**
 * POST /unsubscribe?t={token}&k={kind}: one click turns that kind of mail off. Mail clients send
 * it as RFC 8058 describes (`List-Unsubscribe=One-Click`, no cookie, no Origin), so it is
 * registered before the Origin check: the token is the whole authority, and all it can do is
 * stop mail. The page's own button posts here too and goes back to the page, which says so.
 */
export async function unsubscribePost(c: Context<AppEnv>) {
  const token = c.req.query("t") ?? "";
  const kind = c.req.query("k") ?? "";
  const done = await unsubscribe(c.get("db"), token, kind, Date.now());
  const headers = { "Cache-Control": "no-store" };
  if (c.req.header("Sec-Fetch-Mode") === "navigate") {
    const back = `/unsubscribe?t=${encodeURIComponent(token)}&k=${encodeURIComponent(kind)}`;
    return c.redirect(done ? `${back}&done=1` : back, 303);
  }
  return done
    ? c.text("Unsubscribed.", 200, headers)
    : c.text("This unsubscribe link is not valid.", 400, headers);
}
