import { RegisterSchema } from "@shared/auth-validation";
import { users } from "@worker/db/schema";
import { issueToken, verifyEmail } from "@worker/services/accounts/mail-links";
import { registerAccount } from "@worker/services/accounts/register";
import { accountByEmail } from "@worker/services/accounts/standing";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dev.person";

/** How many days old the fixture's account is made (0: new, as registering makes it). */
const AgeSchema = z.coerce.number().int().min(0).max(3650).catch(0);

/**
 * Development only: the browser journeys' person fixture (as the epic-stack's tests make their
 * users). A fresh person is registered by the real use case (its limits, profile and mail, in
 * the page's language), verified by the real link's use case, and signed in with the session a
 * sign-in gives, in one request instead of four pages and the mailbox. e2e/accounts/auth.spec.ts drives
 * the registration form and the mailed link themselves. `ageDays` makes the account that many
 * days old, for a journey about what counts only established accounts (a same-problem group's
 * people, decision 039). Anywhere but a local development server it does not exist (404).
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.config.env !== "development") throw data(null, { status: 404 });
  const form = await request.formData();
  form.set("agreement", "on");
  const parsed = RegisterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "invalid", { status: 400 });
  const ageDays = AgeSchema.parse(form.get("ageDays") ?? undefined);
  const now = Date.now();
  const registered = await registerAccount(
    { ...context.postbox, addressHashKey: context.config.addressHashKey },
    { ...parsed.data, language: context.locale },
    { ip: context.clientIp, referrerId: undefined },
    now,
  );
  if (!registered.ok) throw data(registered.code, { status: 409 });
  const link = await issueToken(context.db, registered.userId, "verify_email", now);
  await link.insert;
  if (!(await verifyEmail(context.db, link.token, now)).ok)
    throw data("unverified", { status: 500 });
  if (ageDays > 0) {
    await context.db
      .update(users)
      .set({ createdAt: new Date(now - ageDays * 86_400_000) })
      .where(eq(users.id, registered.userId));
  }
  const row = await accountByEmail(context.db, parsed.data.email, {
    sessionVersion: users.sessionVersion,
  });
  const cookie = await context.auth.signIn(registered.userId, row?.sessionVersion ?? 0);
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.config.env !== "development") throw data(null, { status: 404 });
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
