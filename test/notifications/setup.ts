/**
 * What the notification tests share: the notifications a person was sent, a signed-in person,
 * a company with a member who answers a complaint about it, the load context of a route, and a form
 * posted to /notifications.
 */
import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { companyMembers, notifications } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { eq } from "drizzle-orm";
import { action as notificationsAction } from "~/routes/notifications/route";
import { createCompany, createComplaint, createUser, db } from "../factories";

export const HOUR = 60 * 60 * 1000;

export const config = parseConfig(env);

export const sent = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

export async function sessionUser(id: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

/** A company with one member who answers for it, and a complaint about it by someone else. */
export async function answeredWorld() {
  const company = await createCompany({ name: `Delta ${crypto.randomUUID().slice(0, 6)}` });
  const member = await createUser({ name: "Morgan Member" });
  await db.insert(companyMembers).values({ companyId: company.id, userId: member.id });
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  return { company, member, complaint };
}

export const answer = {
  text: "We are sorry, a refund is on its way.",
  offerReimbursement: "off" as const,
  category: "explanation" as const,
  reimbursement: "",
};

export function routeContext(user: SessionUser | null, database: unknown = db) {
  return {
    db: database,
    config,
    user,
    nonce: "n",
    flash: null,
    clientIp: null,
  } as unknown as UckLoadContext;
}

export async function post(user: SessionUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost/notifications", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return notificationsAction({ request, context: routeContext(user), params: {} } as never);
}
