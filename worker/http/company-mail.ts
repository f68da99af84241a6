import type { Context } from "hono";
import { actOnContactLink } from "../services/outreach/contacts";
import type { AppEnv } from "./app-env";

/**
 * POST /company-mail?c={contact}&a={stop|not-ours|confirm}&t={token}: what a link in a mail to a
 * company does. Mail clients post the one-click stop as RFC 8058 says (no cookie, no Origin), so
 * it is registered before the Origin check: the link's HMAC is its whole authority, and all it
 * can do concerns that one address. The page's own button posts here and goes back to the page.
 */
export async function companyMailPost(c: Context<AppEnv>) {
  const input = {
    contactId: c.req.query("c") ?? "",
    action: c.req.query("a") ?? "",
    token: c.req.query("t") ?? "",
  };
  const done = await actOnContactLink(
    c.get("db"),
    c.get("config").addressHashKey,
    input,
    Date.now(),
  );
  const headers = { "Cache-Control": "no-store" };
  if (c.req.header("Sec-Fetch-Mode") === "navigate") {
    const back = `/company-mail?c=${encodeURIComponent(input.contactId)}&a=${encodeURIComponent(input.action)}&t=${encodeURIComponent(input.token)}`;
    return c.redirect(done ? `${back}&done=1` : back, 303);
  }
  return done ? c.text("Done.", 200, headers) : c.text("This link is not valid.", 400, headers);
}
