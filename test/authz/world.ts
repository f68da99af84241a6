import { env } from "cloudflare:test";
import { hashPassword } from "@worker/auth/password";
import { generateToken, sha256Hex } from "@worker/auth/tokens";
import {
  authTokens,
  blockedUsers,
  comments,
  companyClaims,
  contactMessages,
  notifications,
  reports,
  userRoles,
} from "@worker/db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "../factories";
import { PNG } from "../fixtures/images";
import { sessionFor } from "../harness/app";
import { company, complaint, person } from "./world-rows";

/** Who makes the request. `user` is signed in and has nothing to do with the target. */
export const ACTORS = [
  "anonymous",
  "user",
  "other",
  "blocked",
  "admin",
  "superadmin",
  "member",
  "author",
] as const;
export type Actor = (typeof ACTORS)[number];
export const SIGNED_IN = ACTORS.filter((a) => a !== "anonymous" && a !== "blocked");

export const PASSWORD = "Authz Matrix Passphrase 7";
let passwordHash: Promise<string> | undefined;

export type Person = { id: string; email: string; username: string };
export type Company = { id: string; slug: string; name: string; domain: string };

/**
 * A fresh little world per cell: a claimed company with its member, an author with an open
 * and an answered complaint there, another person with a complaint at another claimed company
 * of which they are the member, a superadmin, and the things the admin panel acts on. Two pages
 * nobody has claimed: the author is claiming one, the other person the other.
 */
export type World = {
  actor: Actor;
  /** The acting person (null when anonymous), their cookie and session key. */
  me: Person | null;
  cookie: string | null;
  sessionKey: string | null;
  author: Person;
  member: Person;
  other: Person;
  superadmin: Person;
  victim: Person;
  blockedVictim: Person;
  unverified: Person;
  company: Company;
  otherCompany: Company;
  unclaimed: Company;
  /** Another page nobody has claimed, which `other` is claiming (a claimant of a different page). */
  otherUnclaimed: Company;
  open: string;
  answered: string;
  comment: string;
  authorNotification: string;
  pendingClaim: string;
  /** The mailed token of the author's pending claim of `unclaimed`. */
  pendingClaimToken: string;
  contactMessage: string;
  victimResetToken: string;
  authorUpload: string;
};

export async function makeWorld(actor: Actor): Promise<World> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const batch: BatchItem<"sqlite">[] = [];
  const superadmin = person(batch, hash);
  const author = person(batch, hash);
  const member = person(batch, hash);
  const other = person(batch, hash);
  const victim = person(batch, hash);
  const blockedVictim = person(batch, hash);
  const unverified = person(batch, hash, false);
  const co = company(batch, member);
  const otherCompany = company(batch, other);
  const unclaimed = company(batch, null);
  const otherUnclaimed = company(batch, null);
  const open = complaint(batch, author, co, false);
  const answered = complaint(batch, author, co, true);
  complaint(batch, other, otherCompany, false);
  const ids = {
    comment: crypto.randomUUID(),
    authorNotification: crypto.randomUUID(),
    pendingClaim: crypto.randomUUID(),
    contactMessage: crypto.randomUUID(),
  };
  const victimResetToken = generateToken(32);
  const pendingClaimToken = generateToken(32);
  batch.push(
    db
      .insert(userRoles)
      .values({ id: crypto.randomUUID(), userId: superadmin.id, role: "superadmin" }),
    db
      .insert(blockedUsers)
      .values({ userId: blockedVictim.id, blockedBy: superadmin.id, reason: "spam" }),
    db
      .insert(comments)
      .values({ id: ids.comment, complaintId: open, userId: other.id, text: "Same here." }),
    db.insert(reports).values({
      id: crypto.randomUUID(),
      complaintId: open,
      reporterId: other.id,
      reason: "Rude.",
    }),
    db.insert(notifications).values({
      id: ids.authorNotification,
      userId: author.id,
      type: "company_responded",
      complaintId: answered,
      actorId: member.id,
      data: { company: co.name },
    }),
    db.insert(companyClaims).values({
      id: ids.pendingClaim,
      companyId: unclaimed.id,
      userId: author.id,
      requesterEmail: `boss@${unclaimed.domain}`,
      companyDomain: unclaimed.domain,
      tokenHash: sha256Hex(pendingClaimToken),
      expiresAt: new Date(Date.now() + 3_600_000),
      emailSentAt: new Date(),
    }),
    db.insert(companyClaims).values({
      id: crypto.randomUUID(),
      companyId: otherUnclaimed.id,
      userId: other.id,
      requesterEmail: `boss@${otherUnclaimed.domain}`,
      companyDomain: otherUnclaimed.domain,
    }),
    db.insert(contactMessages).values({
      id: ids.contactMessage,
      name: "Somebody",
      email: "somebody@example.com",
      topic: "account",
      message: "Please help me with my account.",
    }),
    db.insert(authTokens).values({
      tokenHash: sha256Hex(victimResetToken),
      userId: victim.id,
      purpose: "reset_password",
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  );

  const known: Partial<Record<Actor, Person>> = { superadmin, member, author, other };
  let me: Person | null = known[actor] ?? null;
  if (!me && actor !== "anonymous") {
    me = person(batch, hash);
    if (actor === "blocked") {
      batch.push(
        db
          .insert(blockedUsers)
          .values({ userId: me.id, blockedBy: superadmin.id, reason: "abuse" }),
      );
    }
    if (actor === "admin") {
      batch.push(
        db.insert(userRoles).values({ id: crypto.randomUUID(), userId: me.id, role: "admin" }),
      );
    }
  }
  const [first, ...rest] = batch;
  if (first) await db.batch([first, ...rest]);

  const upload = `uploads/${author.id}/${crypto.randomUUID()}.png`;
  await env.COMPLAINT_IMAGES.put(upload, PNG, { httpMetadata: { contentType: "image/png" } });

  let cookie: string | null = null;
  let sessionKey: string | null = null;
  if (me) {
    const { token, session } = await sessionFor(me.id);
    cookie = `uck_session=${token}`;
    sessionKey = `session:${session.id}`;
  }
  return {
    actor,
    me,
    cookie,
    sessionKey,
    author,
    member,
    other,
    superadmin,
    victim,
    blockedVictim,
    unverified,
    company: co,
    otherCompany,
    unclaimed,
    otherUnclaimed,
    open,
    answered,
    ...ids,
    victimResetToken,
    pendingClaimToken,
    authorUpload: upload,
  };
}

/** A complete 1×1 PNG (uploads are checked for structure, not only their first bytes). */
export { PNG };
