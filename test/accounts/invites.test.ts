import { env } from "cloudflare:test";
import { INVITE_MESSAGES, InviteEmailSchema } from "@shared/invite-validation";
import { parseConfig } from "@worker/config";
import { emailOutbox, invites, profiles, users } from "@worker/db/schema";
import { inviteByEmail, recordReferral } from "@worker/services/users/invites";
import { listInvites } from "@worker/services/users/profile";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db, postbox } from "../factories";

const config = parseConfig(env);
const deps = postbox;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);

let n = 0;
const address = (label: string) => `${label}${++n}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function inviter(name = "Iris Inviter") {
  const user = await createUser({ name });
  return { id: user.id, name };
}

/** An account as registration leaves it: users row and profile. */
async function account(email: string, name = "New Friend") {
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, email });
  await db.insert(profiles).values({ id, username: `friend_${id.slice(0, 8)}`, fullName: name });
  return { id, email };
}

async function emailOf(userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

async function invitesTo(email: string) {
  return db.select().from(invites).where(eq(invites.inviteeEmail, email));
}

it("the address is trimmed and lower-cased, and a bad one gets the form's message", () => {
  expect(InviteEmailSchema.parse({ email: "  Pal@Example.COM " })).toEqual({
    email: "pal@example.com",
  });
  for (const bad of ["", "not-an-email", "a@b", "two@@example.com", `${"x".repeat(250)}@ex.com`]) {
    const result = InviteEmailSchema.safeParse({ email: bad });
    expect(result.success, bad).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  }
});

it("an invitation by e-mail is stored as pending and mailed with the inviter's link", async () => {
  const me = await inviter("Iris Inviter");
  const friend = address("pal");
  expect(await inviteByEmail(deps, me, friend, NOW)).toEqual({ ok: true });

  const [row] = await invitesTo(friend);
  expect(row).toMatchObject({
    referrerId: me.id,
    inviteeEmail: friend,
    status: "pending",
    inviteeUserId: null,
    joinedAt: null,
  });
  expect(row?.createdAt.getTime()).toBe(NOW);
  const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, friend));
  expect(mail).toHaveLength(1);
  // The inviter's chosen name is in the body, never the subject.
  expect(mail[0]).toMatchObject({ kind: "invite", subject: "You're invited to join UCK" });
  expect(mail[0]?.textBody).toContain("Iris Inviter invited you to UCK");
  expect(mail[0]?.textBody).toContain(`${config.publicHost}/invite/${me.id}`);

  const list = await listInvites(db, me.id);
  expect(list.pending.map((invite) => invite.inviteeEmail)).toEqual([friend]);
  expect(list.joined).toEqual([]);
});

it("inviting oneself or an address that already has an account is refused", async () => {
  const me = await inviter();
  const myEmail = await emailOf(me.id);
  expect(await inviteByEmail(deps, me, myEmail, NOW)).toEqual({
    ok: false,
    code: "conflict",
    message: `${myEmail} is already on UCK.`,
    words: { text: "invite.alreadyOnUck", values: { email: myEmail } },
  });
  const member = await account(address("member"));
  expect(await inviteByEmail(deps, me, member.email, NOW)).toEqual({
    ok: false,
    code: "conflict",
    message: INVITE_MESSAGES.alreadyOnUck(member.email),
    words: { text: "invite.alreadyOnUck", values: { email: member.email } },
  });
  expect(await invitesTo(member.email)).toEqual([]);
  expect(
    await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email)),
  ).toEqual([]);
});

it("inviting the same address twice is refused; another person may still invite it", async () => {
  const me = await inviter();
  const other = await inviter("Otto Other");
  const friend = address("twice");
  expect((await inviteByEmail(deps, me, friend, NOW)).ok).toBe(true);
  expect(await inviteByEmail(deps, me, friend, NOW + 1000)).toEqual({
    ok: false,
    code: "conflict",
    message: `You have already invited ${friend}.`,
    words: { text: "invite.alreadyInvited", values: { email: friend } },
  });
  expect((await inviteByEmail(deps, other, friend, NOW)).ok).toBe(true);
  expect(await invitesTo(friend)).toHaveLength(2);
  const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, friend));
  expect(mail).toHaveLength(2);
});

it("a person may send 20 invitations a day; the 21st waits for the next day", async () => {
  const me = await inviter();
  for (let i = 0; i < 20; i += 1) {
    expect((await inviteByEmail(deps, me, address("many"), NOW + i)).ok).toBe(true);
  }
  const refused = await inviteByEmail(deps, me, address("many"), NOW + 20);
  expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
  expect(refused.ok ? "" : refused.message).toMatch(/^Too many attempts\. Please try again in/);
  expect((await listInvites(db, me.id)).pending).toHaveLength(20);
  // Someone else's limit is their own.
  expect((await inviteByEmail(deps, await inviter(), address("many"), NOW + 20)).ok).toBe(true);
  expect((await inviteByEmail(deps, me, address("many"), NOW + DAY + 1)).ok).toBe(true);
});

it("registering turns the pending invitation into a joined friend who counts towards 10", async () => {
  const me = await inviter();
  const email = address("joiner");
  await inviteByEmail(deps, me, email, NOW);
  expect((await listInvites(db, me.id)).joined).toHaveLength(0);

  const friend = await account(email, "Jo Joiner");
  expect(await recordReferral(db, undefined, { id: friend.id, email }, NOW + DAY)).toBe(true);

  const [row] = await invitesTo(email);
  expect(row).toMatchObject({ status: "joined", inviteeUserId: friend.id, referrerId: me.id });
  expect(row?.joinedAt?.getTime()).toBe(NOW + DAY);
  const list = await listInvites(db, me.id);
  expect(list.pending).toEqual([]);
  expect(list.joined.map((invite) => invite.fullName)).toEqual(["Jo Joiner"]);
  // Once only.
  expect(await recordReferral(db, me.id, { id: friend.id, email }, NOW + DAY)).toBe(false);
  expect(await invitesTo(email)).toHaveLength(1);
});

it("an OAuth registration (no e-mail given) is matched by the account's address", async () => {
  const me = await inviter();
  const email = address("oauth");
  await inviteByEmail(deps, me, email, NOW);
  const friend = await account(email);
  expect(await recordReferral(db, undefined, { id: friend.id, email: null }, NOW)).toBe(true);
  expect((await invitesTo(email))[0]).toMatchObject({ status: "joined", inviteeUserId: friend.id });
});

it("the referrer whose link was followed is credited before an earlier invitation", async () => {
  const early = await inviter("Early Bird");
  const linker = await inviter("Link Sharer");
  const email = address("both");
  await inviteByEmail(deps, early, email, NOW);
  await inviteByEmail(deps, linker, email, NOW + 1000);
  const friend = await account(email);

  expect(await recordReferral(db, linker.id, { id: friend.id, email }, NOW + DAY)).toBe(true);

  const [credited] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.referrerId, linker.id), eq(invites.inviteeEmail, email)));
  expect(credited).toMatchObject({ status: "joined", inviteeUserId: friend.id });
  const [other] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.referrerId, early.id), eq(invites.inviteeEmail, email)));
  expect(other).toMatchObject({ status: "pending", inviteeUserId: null });
  expect((await listInvites(db, linker.id)).joined).toHaveLength(1);
  expect((await listInvites(db, early.id)).joined).toHaveLength(0);
});

it("without a pending invitation from the link's referrer, the earliest invitation is credited", async () => {
  const first = await inviter("First Inviter");
  const second = await inviter("Second Inviter");
  const linker = await inviter("Link Only");
  const email = address("earliest");
  await inviteByEmail(deps, second, email, NOW + 5000);
  await inviteByEmail(deps, first, email, NOW);
  const friend = await account(email);

  expect(await recordReferral(db, linker.id, { id: friend.id, email }, NOW + DAY)).toBe(true);

  expect((await listInvites(db, first.id)).joined).toHaveLength(1);
  expect((await listInvites(db, second.id)).joined).toHaveLength(0);
  expect((await listInvites(db, linker.id)).joined).toHaveLength(0);
});

it("with no invitation at all, the link's referrer gets a joined row; never oneself", async () => {
  const linker = await inviter();
  const email = address("linkonly");
  const friend = await account(email);
  expect(await recordReferral(db, linker.id, { id: friend.id, email }, NOW)).toBe(true);
  expect((await listInvites(db, linker.id)).joined.map((row) => row.username)).toHaveLength(1);

  // A pending row naming oneself (it cannot be created through the form) is never credited.
  const self = await account(address("self"));
  await db.insert(invites).values({
    id: crypto.randomUUID(),
    referrerId: self.id,
    inviteeEmail: self.email,
    status: "pending",
  });
  expect(await recordReferral(db, self.id, { id: self.id, email: self.email }, NOW)).toBe(false);
  expect((await invitesTo(self.email))[0]?.status).toBe("pending");
});
