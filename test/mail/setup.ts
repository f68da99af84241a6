/**
 * What the notification mail tests share: the mail a person was sent (the outbox), a signed-in
 * person, a comment posted through the complaint page, and the cron's daily digest run.
 */
import { env } from "cloudflare:workers";
import { parseConfig } from "@worker/config";
import { emailOutbox, users } from "@worker/db/schema";
import { type DeliveryDeps, deliverDueMails } from "@worker/services/mail/deliver";
import { makeDailyDigests } from "@worker/services/mail/fold";
import { createMailer } from "@worker/services/mail/mailer";
import { eq } from "drizzle-orm";
import { createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

/** The routes the tests post to, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/create/route");
}

export const HOST = "http://localhost";
export const mail = () => ({ db, mailer: createMailer(parseConfig(env), db), publicHost: HOST });

/** What the cron does for digests: the day's digests are made, then delivered like all mail. */
export async function sendDailyDigests(deps: DeliveryDeps, now: number) {
  await makeDailyDigests(deps.db, now);
  return deliverDueMails(deps, now);
}

export const mailsTo = async (userId: string) => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
};

export async function person(name?: string) {
  const user = await createUser(name ? { name } : {});
  return { ...user, cookie: await sessionCookie(user.id) };
}

export const comment = (complaintId: string, cookie: string, text: string) =>
  fetchApp(post(`/complaint/${complaintId}`, { form: { intent: "comment", text } }, cookie));
