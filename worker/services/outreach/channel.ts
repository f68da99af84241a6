import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyContacts, companyMembers, mailSuppressions } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { domainTakesMail } from "./mx";

/** The RFC 2142 customer-service role mailbox of a domain. */
export const supportAddress = (domain: string) => `support@${domain}`;

/** Why a company cannot be told yet, in the words the complaint page and the toast use. */
export type UnreachableReason =
  | "no_domain"
  | "no_address"
  | "no_mail_exchanger"
  | "stopped"
  | "no_link_key";

export type CompanyChannel =
  | { kind: "members" }
  | { kind: "complaints_address"; address: string }
  | { kind: "support_mailbox"; address: string }
  | { kind: "none"; reason: UnreachableReason };

export type ChannelCompany = {
  id: string;
  domain: string | null;
  hasMx: boolean | null;
  mxCheckedAt: Date | null;
};

export const channelCompanyColumns = {
  id: companies.id,
  domain: companies.domain,
  hasMx: companies.hasMx,
  mxCheckedAt: companies.mxCheckedAt,
};

/** What decides a company's channel, in one read: members, its addresses and their state. */
export async function channelFacts(db: Database, companyId: string, except: string | null = null) {
  const [[members], contacts] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          except ? sql`${companyMembers.userId} <> ${except}` : undefined,
        ),
      ),
    db
      .select({
        address: companyContacts.address,
        source: companyContacts.source,
        status: companyContacts.status,
        // A join, so the address compared is the contact's (decision 034): as a subquery in a
        // single-table select drizzle wrote it without its table, and it compared s.address
        // with itself, so one suppression anywhere silenced every company.
        suppressed: sql<number>`${mailSuppressions.address} is not null`,
      })
      .from(companyContacts)
      .leftJoin(mailSuppressions, eq(mailSuppressions.address, companyContacts.address))
      .where(eq(companyContacts.companyId, companyId)),
  ]);
  return { members: members?.n ?? 0, contacts };
}

/**
 * How a complaint about the company reaches it, in order: the members of its claimed page; a
 * confirmed complaints address; where outreach is on and the domain takes mail, its RFC 2142
 * support@ mailbox, unless that address said stop or "not ours" (or bounced). Otherwise, why not.
 * `except` leaves a member out (the complainant themselves, when a member files about their own
 * company).
 */
export async function channelOf(
  postbox: Pick<Postbox, "db" | "config" | "fetch">,
  company: ChannelCompany,
  now: number,
  except: string | null = null,
): Promise<CompanyChannel> {
  const facts = await channelFacts(postbox.db, company.id, except);
  if (facts.members > 0) return { kind: "members" };
  if (!postbox.config.addressHashKey) return { kind: "none", reason: "no_link_key" };
  const usable = (contact: (typeof facts.contacts)[number]) => !contact.suppressed;
  const confirmed = facts.contacts.find(
    (contact) => contact.status === "confirmed" && contact.source !== "rfc2142" && usable(contact),
  );
  if (confirmed) return { kind: "complaints_address", address: confirmed.address };
  if (!company.domain) return { kind: "none", reason: "no_domain" };
  if (!postbox.config.outreach.support) return { kind: "none", reason: "no_address" };
  const address = supportAddress(company.domain);
  const support = facts.contacts.find((contact) => contact.address === address);
  if (
    support &&
    (support.status === "stopped" || support.status === "not_ours" || !usable(support))
  )
    return { kind: "none", reason: "stopped" };
  const takesMail = await domainTakesMail(
    { db: postbox.db, fetch: postbox.fetch, mxCheck: postbox.config.outreach.mxCheck },
    { ...company, domain: company.domain },
    now,
  );
  return takesMail
    ? { kind: "support_mailbox", address }
    : { kind: "none", reason: "no_mail_exchanger" };
}

/** The companies' rows a channel needs, by id. */
export async function channelCompanies(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(channelCompanyColumns).from(companies).where(inArray(companies.id, ids));
}

/** Addresses never to be used for a company again: stopped, "not ours", or suppressed. */
export const unusableContact = (address: string) =>
  or(
    inArray(companyContacts.status, ["stopped", "not_ours"]),
    sql`exists (select 1 from ${mailSuppressions} s where s.address = ${address})`,
  );
