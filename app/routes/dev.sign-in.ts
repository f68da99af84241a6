import { users } from "@worker/db/schema";
import { accountByEmail, standingRefusal } from "@worker/services/accounts/standing";
import { data } from "react-router";
import type { Route } from "./+types/dev.sign-in";

/**
 * Development only: signs in the account registered with an address, without its password, as
 * a test fixture does (the journeys sign in this way; e2e/accounts/auth.spec.ts drives the real form).
 * The same standing rules as every way in: a blocked, unverified or leaving account is refused.
 * Anywhere but a local development server it does not exist (404).
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.config.env !== "development") throw data(null, { status: 404 });
  const email = String((await request.formData()).get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const row = await accountByEmail(context.db, email, {
    id: users.id,
    emailVerifiedAt: users.emailVerifiedAt,
    sessionVersion: users.sessionVersion,
  });
  if (!row) throw data(null, { status: 404 });
  if (standingRefusal(row) || !row.emailVerifiedAt) throw data(null, { status: 403 });
  const cookie = await context.auth.signIn(row.id, row.sessionVersion);
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.config.env !== "development") throw data(null, { status: 404 });
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
