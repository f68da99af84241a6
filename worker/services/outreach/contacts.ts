import type { Words } from "@shared/messages/words";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import {
  ADDRESS_RULE,
  companies,
  companyContacts,
  companyOutreach,
  profiles,
  users,
} from "../../db/schema";
import { companyLinkColumns } from "../companies/columns";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import type { RefusalWords } from "../refusal";
import { contactReviewReason } from "./address-trust";
import { type ContactAction, isContactToken } from "./links";
import { contactConfirmationMail } from "./mail";

export const ContactAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email("Please enter a valid email address."));

/** The address and its company, for the page its mails link to. */
export async function contactForLink(
  db: Database,
  key: string | null,
  input: { contactId: string; action: string; token: string },
) {
  const action = ["stop", "not-ours", "confirm"].find((a) => a === input.action) as
    | ContactAction
    | undefined;
  if (!key || !action || !isContactToken(key, input.contactId, action, input.token)) return null;
  const [row] = await db
    .select({
      id: companyContacts.id,
      address: companyContacts.address,
      status: companyContacts.status,
      source: companyContacts.source,
      reviewReason: companyContacts.reviewReason,
      company: companies.name,
      slug: companies.slug,
      domain: companies.domain,
    })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(eq(companyContacts.id, input.contactId));
  return row ? { ...row, action } : null;
}

/**
 * What a mail's link does (the link's HMAC is its only authority, and all it can do is about
 * this one address): stop the mails, say the address is not the company's (never used again, for
 * anyone), or confirm a suggested complaints address. Only "stop" is one-click (RFC 8058); the
 * others come from the link's page, behind the Origin check. A confirmation is judged again by
 * the address rules (a link mailed before them may name a personal mailbox): one that fails
 * them waits for a superadmin ("review"). "invalid" for a link that is not valid.
 */
export async function actOnContactLink(
  db: Database,
  key: string | null,
  input: { contactId: string; action: string; token: string },
  now: number,
): Promise<"done" | "review" | "invalid"> {
  const contact = await contactForLink(db, key, input);
  if (!contact) return "invalid";
  if (contact.action === "confirm" && contact.status === "pending") {
    const reason = await contactReviewReason(contact.address, contact.domain);
    if (reason !== null) {
      await db
        .update(companyContacts)
        .set({ reviewReason: reason, addressRule: ADDRESS_RULE })
        .where(and(eq(companyContacts.id, contact.id), eq(companyContacts.status, "pending")));
      return "review";
    }
  }
  const status =
    contact.action === "stop"
      ? "stopped"
      : contact.action === "not-ours"
        ? "not_ours"
        : "confirmed";
  await db
    .update(companyContacts)
    .set(
      status === "confirmed"
        ? { status, confirmedAt: new Date(now), confirmedBy: null }
        : { status, stoppedAt: new Date(now) },
    )
    .where(
      and(
        eq(companyContacts.id, contact.id),
        // A confirmation never revives an address that said stop or "not ours".
        status === "confirmed" ? eq(companyContacts.status, "pending") : undefined,
      ),
    );
  return "done";
}

/** `words`: the same sentence for a page to say in its language (decision 030). */
export type SuggestOutcome =
  | { ok: true; mailed: boolean; message: string; words: RefusalWords }
  | {
      ok: false;
      code: "invalid" | "rate_limited" | "conflict" | "not_found";
      message: string;
      words: RefusalWords;
    };

/** What the person is told when their suggestion waits for a superadmin, by its reason. */
const REVIEW_WORDS = {
  personal_mailbox: {
    key: "contact.reviewPersonal",
    english: (address: string) =>
      `Thank you: ${address} is a personal mailbox, so a link mailed to it cannot show it is the company's. It was sent to a moderator for review; nothing is sent there before one confirms it.`,
  },
  not_role: {
    key: "contact.reviewNotRole",
    english: (address: string) =>
      `Thank you: only a company's role mailboxes (support@, complaints@, …) confirm themselves, so ${address} was sent to a moderator for review. Nothing is sent there before one confirms it.`,
  },
} as const;

/**
 * A signed-in person suggests where a company nobody manages takes complaints. A role mailbox at
 * the company's own domain (support@, complaints@, …) gets a mail asking its owner to confirm it
 * (nothing is sent to it before); any other address, and every address at a domain that hands out
 * personal mailboxes, waits for a superadmin (decision 034). Each person may suggest a few a day.
 */
export async function suggestContact(
  postbox: Postbox,
  userId: string,
  companyId: string,
  rawAddress: string,
  now: number,
): Promise<SuggestOutcome> {
  const { db, config } = postbox;
  const parsed = ContactAddressSchema.safeParse(rawAddress);
  if (!parsed.success) {
    const message = "Please enter a valid email address.";
    return { ok: false, code: "invalid", message, words: { text: "contact.badAddress" } };
  }
  const address = parsed.data;
  const limited = await rateLimitRefusal(db, [["contactSuggestionByUser", userId]], now);
  if (limited) return { ok: false, code: "rate_limited", ...limited };
  const [company] = await db
    .select({
      ...companyLinkColumns,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) {
    const message = "This company no longer exists.";
    return { ok: false, code: "not_found", message, words: { text: "contact.noCompany" } };
  }
  const values = { address, company: company.name };
  const id = crypto.randomUUID();
  const reason = await contactReviewReason(address, company.domain);
  const inserted = await db
    .insert(companyContacts)
    .values({
      id,
      companyId,
      address,
      source: "suggested",
      status: "pending",
      suggestedBy: userId,
      reviewReason: reason,
      addressRule: ADDRESS_RULE,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: companyContacts.id });
  if (inserted.length === 0) {
    return {
      ok: false,
      code: "conflict",
      message: `${address} was already suggested for ${company.name}.`,
      words: { text: "contact.already", values },
    };
  }
  if (reason === "personal_mailbox" || reason === "not_role") {
    const words = REVIEW_WORDS[reason];
    return {
      ok: true,
      mailed: false,
      message: words.english(address),
      words: { text: words.key, values },
    };
  }
  if (
    reason !== null ||
    !config.addressHashKey ||
    postbox.mailer.unavailable("contact_confirmation")
  ) {
    return {
      ok: true,
      mailed: false,
      message: `Thank you: an UCK administrator will check ${address} before any complaint goes there.`,
      words: { text: "contact.adminChecks", values },
    };
  }
  const mail = queueMessage(
    postbox,
    contactConfirmationMail({
      publicHost: postbox.publicHost,
      key: config.addressHashKey,
      company,
      contactId: id,
      address,
    }),
    now,
  );
  await mail.statement;
  return {
    ok: true,
    mailed: true,
    message: `Thank you: we asked ${address} to confirm it takes complaints for ${company.name}. Nothing is sent there before it does.`,
    words: { text: "contact.asked", values },
  };
}

/**
 * Pending suggestions for the admin page, oldest first, with what a superadmin weighs: why it
 * waits, who suggested it, how old that account was then, and whether its network address is
 * also another account's (user_addresses).
 */
export async function listPendingContacts(db: Database) {
  return db
    .select({
      id: companyContacts.id,
      address: companyContacts.address,
      company: companies.name,
      slug: companies.slug,
      domain: companies.domain,
      reviewReason: companyContacts.reviewReason,
      suggestedBy: profiles.fullName,
      suggesterJoinedAt: users.createdAt,
      suggesterSharesAddress: sql<number>`exists (select 1 from user_addresses a
        join user_addresses b on b.address_hash = a.address_hash and b.user_id <> a.user_id
        where a.user_id = ${outerColumn(companyContacts.suggestedBy)})`,
      createdAt: companyContacts.createdAt,
    })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .leftJoin(profiles, eq(profiles.id, companyContacts.suggestedBy))
    .leftJoin(users, eq(users.id, companyContacts.suggestedBy))
    .where(eq(companyContacts.status, "pending"))
    .orderBy(companyContacts.createdAt)
    .limit(50);
}

/**
 * A superadmin confirms or refuses a suggested address, or sets one for a company by its slug.
 * A confirmed address is used from the next complaint on (the company's next try is due now).
 */
export async function decideContact(
  db: Database,
  actorId: string,
  input: { contactId: string; decision: "confirm" | "refuse" },
  now: number,
) {
  const [contact] = await db
    .update(companyContacts)
    .set(
      input.decision === "confirm"
        ? {
            status: "confirmed",
            confirmedAt: new Date(now),
            confirmedBy: actorId,
            addressRule: ADDRESS_RULE,
          }
        : { status: "not_ours", stoppedAt: new Date(now), addressRule: ADDRESS_RULE },
    )
    .where(and(eq(companyContacts.id, input.contactId), eq(companyContacts.status, "pending")))
    .returning({ companyId: companyContacts.companyId });
  if (!contact) return false;
  if (input.decision === "confirm") await freeNextTry(db, contact.companyId);
  return true;
}

export async function setContact(
  db: Database,
  actorId: string,
  input: { slug: string; address: string },
  now: number,
): Promise<{ ok: boolean; message: string; words: Words }> {
  const address = ContactAddressSchema.safeParse(input.address);
  if (!address.success)
    return {
      ok: false,
      message: "Please enter a valid email address.",
      words: { text: "answer.badAddress" },
    };
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.slug, input.slug.trim().toLowerCase()));
  if (!company)
    return { ok: false, message: "No company has this slug.", words: { text: "answer.noSlug" } };
  await db
    .insert(companyContacts)
    .values({
      id: crypto.randomUUID(),
      companyId: company.id,
      address: address.data,
      source: "superadmin",
      status: "confirmed",
      confirmedAt: new Date(now),
      confirmedBy: actorId,
      addressRule: ADDRESS_RULE,
      createdAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [companyContacts.companyId, companyContacts.address],
      set: {
        status: "confirmed",
        source: "superadmin",
        confirmedAt: new Date(now),
        confirmedBy: actorId,
        addressRule: ADDRESS_RULE,
      },
    });
  await freeNextTry(db, company.id);
  return {
    ok: true,
    message: `${address.data} is now ${company.name}'s complaints address.`,
    words: { text: "answer.addressSet", values: { address: address.data, company: company.name } },
  };
}

/** A company that got a usable address is tried at the next run, not a day after its last try. */
async function freeNextTry(db: Database, companyId: string) {
  await db
    .update(companyOutreach)
    .set({ lastTriedAt: sql`0` })
    .where(
      and(eq(companyOutreach.companyId, companyId), sql`${companyOutreach.lastMailAt} is null`),
    );
}
