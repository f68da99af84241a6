import { INVITE_MESSAGES } from "@shared/invite-validation";
import { and, eq, sql } from "drizzle-orm";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { invites, mailQueue, profiles, users } from "../../db/schema";
import { MAIL_UNAVAILABLE } from "../accounts/refusals";
import { deliverQueuedMail } from "../mail/deliver";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { inviteMail } from "../mail/templates";
import type { RefusalWords, Worded } from "../refusal";

/** The cookie /invite/{userId} leaves so that a later registration credits the referrer. */
export const REFERRER_COOKIE = "uck_ref";
export const REFERRER_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The link a person shares (and mails) to invite friends. */
export const inviteLink = (publicHost: string, userId: string) => `${publicHost}/invite/${userId}`;

/** The person behind an invite link, for the welcome page; null for an unknown id. */
export async function getReferrer(db: Database, userId: string) {
  const [referrer] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return referrer ?? null;
}

export type InviteResult =
  | { ok: true }
  | {
      ok: false;
      code: "conflict" | "rate_limited" | "upstream_failed" | "unavailable";
      message: string;
      /** The same refusal as words, for a page to say in the visitor's language (decision 030). */
      words: RefusalWords;
    };

type Refused = Extract<InviteResult, { ok: false }>;
const refused = (code: Refused["code"], refusal: Worded): Refused => ({
  ok: false,
  code,
  ...refusal,
});

/**
 * "Invite a friend by e-mail": a pending invite row and a mail with the inviter's link. Every
 * attempt counts towards the daily limit, so the form cannot be used to probe who is
 * registered faster than that. `email` is already trimmed and lower-cased (InviteEmailSchema).
 * Where mail cannot leave this deployment, nothing is kept and the page says so.
 */
export async function inviteByEmail(
  deps: Postbox,
  inviter: { id: string; name: string },
  email: string,
  now: number,
): Promise<InviteResult> {
  const { db } = deps;
  const mailless = deps.mailer.unavailable("invite");
  if (mailless) return refused("unavailable", MAIL_UNAVAILABLE);
  const limited = await rateLimitRefusal(db, [["inviteByUser", inviter.id]], now);
  if (limited) return refused("rate_limited", limited);
  // Oneself included: one's own address has an account too.
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (account) {
    return refused("conflict", {
      message: INVITE_MESSAGES.alreadyOnUck(email),
      words: { text: "invite.alreadyOnUck", values: { email } },
    });
  }
  const id = crypto.randomUUID();
  const mail = queueMessage(
    deps,
    inviteMail(email, inviter.name, inviteLink(deps.publicHost, inviter.id)),
    now,
    (columns) => db.select(columns).from(invites).where(eq(invites.id, id)),
  );
  // invites_referrer_email_idx decides about duplicates, also for two submissions at once: the
  // mail is queued only with the invite this call wrote.
  const [inserted] = await db.batch([
    db
      .insert(invites)
      .values({
        id,
        referrerId: inviter.id,
        inviteeEmail: email,
        status: "pending",
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: invites.id }),
    mail.statement,
  ]);
  if (inserted.length === 0) {
    return refused("conflict", {
      message: INVITE_MESSAGES.alreadyInvited(email),
      words: { text: "invite.alreadyInvited", values: { email } },
    });
  }
  // The answer says whether it went out, so this one send is awaited.
  if ((await deliverQueuedMail(deps, mail.id, now)) !== "sent") {
    // Not delivered: forget the invite and its mail, so that trying again is not refused as a
    // duplicate and no late retry sends it after the person was told it failed.
    await db.batch([
      db.delete(invites).where(and(eq(invites.id, id), eq(invites.status, "pending"))),
      db.update(mailQueue).set({ status: "failed" }).where(eq(mailQueue.id, mail.id)),
    ]);
    return refused("upstream_failed", {
      message: INVITE_MESSAGES.sendFailed,
      words: { text: "invite.sendFailed" },
    });
  }
  return { ok: true };
}

/**
 * Credits a new account to a friend who invited it, once per account (invitee_user_id is
 * unique) and never to the account itself. In order: the pending e-mail invite of the referrer
 * whose link was followed (the `uck_ref` cookie), else the earliest pending invite for the
 * address, else a new joined row for the referrer of the link. `invitee.email` null (OAuth) is
 * read from the account.
 */
export async function recordReferral(
  db: Database,
  referrerId: string | undefined,
  invitee: { id: string; email: string | null },
  now: number,
) {
  const email = invitee.email?.trim().toLowerCase() ?? (await accountEmail(db, invitee.id));
  const linkReferrer = referrerId && referrerId !== invitee.id ? referrerId : null;
  if (email) {
    const joined = await db
      .update(invites)
      .set({ status: "joined", inviteeUserId: invitee.id, joinedAt: new Date(now) })
      .where(
        and(
          eq(
            invites.id,
            sql`(select p.id from invites p
                 where p.invitee_email = ${email} and p.status = 'pending'
                   and p.referrer_id <> ${invitee.id}
                 order by p.referrer_id = ${linkReferrer ?? ""} desc, p.created_at, p.id
                 limit 1)`,
          ),
          eq(invites.status, "pending"),
          sql`not exists (select 1 from invites j where j.invitee_user_id = ${invitee.id})`,
        ),
      )
      .returning({ id: invites.id });
    if (joined.length > 0) return true;
  }
  if (!linkReferrer || !(await getReferrer(db, linkReferrer))) return false;
  const inserted = await db
    .insert(invites)
    .values({
      id: crypto.randomUUID(),
      referrerId: linkReferrer,
      inviteeUserId: invitee.id,
      inviteeEmail: email,
      status: "joined",
      createdAt: new Date(now),
      joinedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: invites.id });
  return inserted.length > 0;
}

async function accountEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
