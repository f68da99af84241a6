import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  ADDRESS_RULE,
  companies,
  companyClaims,
  companyContacts,
  companyMembers,
  users,
} from "../db/schema";
import { notifyInApp } from "../services/notify";
import {
  contactReviewReason,
  domainOf,
  isPersonalMailDomain,
} from "../services/outreach/address-trust";

/** A superadmin: a user whose latest role is superadmin. */
const IS_SUPERADMIN = sql`(select r.role from user_roles r where r.user_id = ${users.id}
  order by r.created_at desc, r.id desc limit 1) = 'superadmin'`;

/**
 * Judges, once, the complaints addresses and the claims written before the address rules
 * (decision 034; address_rule < ADDRESS_RULE), and puts back to a superadmin what they would not
 * have let through: an address a mailed link confirmed that is a personal mailbox or a person's
 * address (it waits again, and gets no complaint meanwhile), and a claim whose link verified a
 * personal mailbox (the claim waits again; its owner is no longer a member and the page is
 * unclaimed until a superadmin decides). Every row it reads is marked judged, so the job runs dry
 * after its first pass. The superadmins are told once, in the app, when anything went back.
 * Safe to run twice or at once: each change is conditional on the state it read.
 */
export async function reviewByAddressRules(db: Database, now: Date, limit = 200) {
  let contacts = 0;
  let claims = 0;
  const contactRows = await db
    .select({
      id: companyContacts.id,
      address: companyContacts.address,
      status: companyContacts.status,
      source: companyContacts.source,
      confirmedBy: companyContacts.confirmedBy,
      domain: companies.domain,
    })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(lt(companyContacts.addressRule, ADDRESS_RULE))
    .limit(limit);
  for (const row of contactRows) {
    const judged = and(
      eq(companyContacts.id, row.id),
      lt(companyContacts.addressRule, ADDRESS_RULE),
    );
    // A superadmin's choice and the support@ role mailbox UCK chose itself stand as they are.
    if (row.source !== "suggested" || row.confirmedBy !== null) {
      await db.update(companyContacts).set({ addressRule: ADDRESS_RULE }).where(judged);
      continue;
    }
    const reason = await contactReviewReason(row.address, row.domain);
    const back = row.status === "confirmed" && reason !== null;
    const changed = await db
      .update(companyContacts)
      .set(
        back
          ? {
              status: "pending",
              confirmedAt: null,
              reviewReason: reason,
              addressRule: ADDRESS_RULE,
            }
          : { reviewReason: row.status === "pending" ? reason : null, addressRule: ADDRESS_RULE },
      )
      .where(and(judged, eq(companyContacts.status, row.status)))
      .returning({ id: companyContacts.id });
    if (back && changed.length > 0) contacts += 1;
  }

  const claimRows = await db
    .select({
      id: companyClaims.id,
      companyId: companyClaims.companyId,
      userId: companyClaims.userId,
      email: companyClaims.requesterEmail,
      status: companyClaims.status,
      reviewedBy: companyClaims.reviewedBy,
    })
    .from(companyClaims)
    .where(lt(companyClaims.addressRule, ADDRESS_RULE))
    .limit(limit);
  for (const row of claimRows) {
    const judged = and(eq(companyClaims.id, row.id), lt(companyClaims.addressRule, ADDRESS_RULE));
    const linkVerified = row.status === "verified" && row.reviewedBy === null;
    if (!linkVerified || !(await isPersonalMailDomain(domainOf(row.email)))) {
      await db.update(companyClaims).set({ addressRule: ADDRESS_RULE }).where(judged);
      continue;
    }
    // One batch: the claim waits again only with its owner and the page's claim undone.
    const [taken] = await db.batch([
      db
        .update(companyClaims)
        .set({
          status: "pending",
          reviewReason: "personal_mailbox",
          emailSentAt: null,
          verifiedAt: null,
          tokenHash: null,
          expiresAt: null,
          addressRule: ADDRESS_RULE,
        })
        .where(and(judged, eq(companyClaims.status, "verified"), isNull(companyClaims.reviewedBy)))
        .returning({ id: companyClaims.id }),
      db
        .delete(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, row.companyId),
            eq(companyMembers.userId, row.userId),
            sql`changes() > 0`,
          ),
        ),
      db
        .update(companies)
        .set({ claimed: false, verified: false, updatedAt: now })
        .where(
          and(
            eq(companies.id, row.companyId),
            sql`exists (select 1 from company_claims c where c.id = ${row.id} and c.status = 'pending')`,
            sql`not exists (select 1 from company_members m where m.company_id = ${row.companyId})`,
          ),
        ),
    ]);
    if (taken.length > 0) claims += 1;
  }

  if (contacts + claims > 0) {
    // Once: the key names the rules' version, so a later run that finds more tells nobody twice.
    await notifyInApp(db, {
      type: "review_needed",
      key: sql`${`address-rules:${ADDRESS_RULE}:`} || ${users.id}`,
      to: users.id,
      data: sql`json_object('contacts', ${contacts}, 'claims', ${claims})`,
      select: (columns) => db.select(columns).from(users).where(IS_SUPERADMIN),
      now: now.getTime(),
    });
  }
  return { contacts, claims };
}
