import type { Context, Next } from "hono";
import { actOnContactLink } from "../services/outreach/contacts";
import type { AppEnv } from "./app-env";

/**
 * POST /company-mail?c={contact}&a={stop|not-ours|confirm}&t={token}: what a link in a mail to a
 * company does. Only "stop" is one-click (RFC 8058): mail clients post it with no cookie and no
 * Origin, so `companyMailOneClick` is registered before the Origin check, and the link's HMAC is
 * its whole authority over that one address. "confirm" and "not-ours" pass on to
 * `companyMailForm`, registered after the Origin check: only the link's own page may post them
 * (decision 034), so a forged cross-site post cannot confirm an address or remove one.
 */
export function companyMailOneClick(c: Context<AppEnv>, next: Next) {
  return c.req.query("a") === "stop" ? answer(c) : next();
}

export function companyMailForm(c: Context<AppEnv>) {
  return answer(c);
}

async function answer(c: Context<AppEnv>) {
  const input = {
    contactId: c.req.query("c") ?? "",
    action: c.req.query("a") ?? "",
    token: c.req.query("t") ?? "",
  };
  const outcome = await actOnContactLink(
    c.get("db"),
    c.get("config").addressHashKey,
    input,
    Date.now(),
  );
  const headers = { "Cache-Control": "no-store" };
  if (c.req.header("Sec-Fetch-Mode") === "navigate") {
    // Back to the link's page, which shows what happened (done, or waiting for a moderator).
    const back = `/company-mail?c=${encodeURIComponent(input.contactId)}&a=${encodeURIComponent(input.action)}&t=${encodeURIComponent(input.token)}`;
    return c.redirect(outcome === "done" ? `${back}&done=1` : back, 303);
  }
  if (outcome === "invalid") return c.text("This link is not valid.", 400, headers);
  return outcome === "review"
    ? c.text("A moderator reviews this address first.", 202, headers)
    : c.text("Done.", 200, headers);
}
