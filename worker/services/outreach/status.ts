import type { SentVia, UnsentReason } from "@shared/company-reach";
import { eq, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { companies, companyOutreach, complaints } from "../../db/schema";
import { authorOutreachToday, OUTREACH_INTERVAL_MS, OUTREACH_MAX_AGE_MS } from "./reach";

/** What the complaint page says about reaching the company: when and how, or why not yet. */
export type ReachStatus =
  | { sent: true; at: number; via: SentVia }
  | { sent: false; reason: UnsentReason; canHelp: boolean };

/**
 * The columns that decide a complaint's reach status, over complaints joined with their company
 * and its outreach (`reachFactsQuery` joins them; the complaint page adds its own columns to the
 * same statement). No network, no write: the page only reads what the filing and the outreach
 * job recorded.
 */
export function reachFactsColumns(now: number) {
  const usable = (address: string) =>
    `not exists (select 1 from mail_suppressions s where s.address = ${address})`;
  return {
    sentAt: complaints.sentToCompanyAt,
    via: complaints.sentToCompanyVia,
    createdAt: sql<number>`${complaints.createdAt}`.as("reach_created_at"),
    members:
      sql<number>`(select count(*) from company_members m where m.company_id = ${outerColumn(complaints.companyId)})`.as(
        "reach_members",
      ),
    carried:
      sql<number>`exists (select 1 from mail_complaints mc join mail_queue q on q.id = mc.mail_id where mc.complaint_id = ${outerColumn(complaints.id)} and mc.channel <> 'venue' and q.status in ('queued', 'sending', 'held'))`.as(
        "reach_carried",
      ),
    confirmed:
      sql<number>`exists (select 1 from company_contacts c where c.company_id = ${outerColumn(complaints.companyId)} and c.status = 'confirmed' and c.source <> 'rfc2142' and ${sql.raw(usable("c.address"))})`.as(
        "reach_confirmed",
      ),
    supportStopped:
      sql<number>`exists (select 1 from company_contacts c where c.company_id = ${outerColumn(complaints.companyId)} and c.source = 'rfc2142' and (c.status in ('stopped', 'not_ours') or not ${sql.raw(usable("c.address"))}))`.as(
        "reach_support_stopped",
      ),
    // The author's outreach mails of the day (the per-account cap, decision 034).
    authorMails: sql<number>`${authorOutreachToday(outerColumn(complaints.userId), now)}`.as(
      "reach_author_mails",
    ),
    domain: sql<string | null>`${companies.domain}`.as("reach_domain"),
    hasMx: sql<number | null>`${companies.hasMx}`.as("reach_has_mx"),
    triedAt: sql<number | null>`${companyOutreach.lastTriedAt}`.as("reach_tried_at"),
  };
}

/** A complaint's reach facts as one statement (`reachStatus` reads them). */
export function reachFactsQuery(db: Database, complaintId: string, now: number) {
  return db
    .select(reachFactsColumns(now))
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(companyOutreach, eq(companyOutreach.companyId, complaints.companyId))
    .where(eq(complaints.id, complaintId))
    .limit(1);
}

type Facts = Awaited<ReturnType<typeof reachFactsQuery>>[number];

/** The status from the facts and the deployment's outreach settings. */
export function reachStatus(facts: Facts, config: AppConfig, now: number): ReachStatus {
  if (facts.sentAt && facts.via) return { sent: true, at: facts.sentAt.getTime(), via: facts.via };
  const because = (reason: UnsentReason): ReachStatus => ({
    sent: false,
    reason,
    canHelp: reason === "no_address" || reason === "no_mail_exchanger" || reason === "stopped",
  });
  if (facts.carried || facts.members > 0) return because("sending");
  if (now - Number(facts.createdAt) > OUTREACH_MAX_AGE_MS) return because("too_old");
  if (!config.addressHashKey) return because("no_link_key");
  const reachable = Boolean(facts.confirmed) || config.outreach.support;
  if (!facts.confirmed) {
    if (!facts.domain) return because("no_domain");
    if (!config.outreach.support) return because("no_address");
    if (facts.supportStopped) return because("stopped");
    if (config.outreach.mxCheck && facts.hasMx === 0) return because("no_mail_exchanger");
  }
  if (reachable && facts.authorMails >= config.outreach.accountDailyCap)
    return because("account_cap");
  const triedLately = facts.triedAt !== null && now - Number(facts.triedAt) < OUTREACH_INTERVAL_MS;
  return because(reachable && triedLately ? "waiting" : "sending");
}
