import type { Context } from "hono";
import { handleMailEvent, verifySvix } from "../services/outreach/webhook";
import type { AppEnv } from "./app-env";

/** A webhook body larger than this is not the provider's. */
const MAX_BODY = 64 * 1024;

/**
 * POST /webhooks/mail: the mail provider's events (Resend, signed the Svix way). Registered before
 * the Origin check (a server posts it), answered by its signature only: without the secret
 * configured it is refused, and an unsigned, stale or altered delivery changes nothing.
 */
export async function mailWebhook(c: Context<AppEnv>) {
  const secret = c.get("config").mailWebhookSecret;
  if (!secret) return c.json({ error: "The mail webhook is not configured." }, 503);
  const body = await c.req.text();
  if (body.length > MAX_BODY) return c.json({ error: "Too large." }, 413);
  const headers = {
    id: c.req.header("svix-id") ?? null,
    timestamp: c.req.header("svix-timestamp") ?? null,
    signature: c.req.header("svix-signature") ?? null,
  };
  if (!(await verifySvix(secret, headers, body, Math.floor(Date.now() / 1000)))) {
    return c.json({ error: "Invalid signature." }, 401);
  }
  const outcome = await handleMailEvent(c.get("db"), headers.id ?? "", body, Date.now());
  if (outcome === "invalid") return c.json({ error: "Not an event." }, 400);
  return c.json({ ok: true, outcome });
}
