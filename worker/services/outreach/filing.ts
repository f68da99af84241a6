import type { UnsentReason } from "@shared/company-reach";
import { and, eq, gte, sql } from "drizzle-orm";
import { companyOutreach, mailQueue } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { contactMailDue } from "./cadence";
import { type ChannelCompany, channelOf } from "./channel";
import { authorOutreachToday, OUTREACH_INTERVAL_MS, OUTREACH_KIND } from "./reach";

/** How a new complaint will reach its company: what the filing toast says and the code does. */
export type FiledReach =
  | { kind: "members" }
  | { kind: "mail_now"; address: string }
  | { kind: "mail_later" }
  | { kind: "account_cap" }
  | { kind: "unreachable"; reason: UnsentReason };

/**
 * Decided before the complaint is written, so the toast says what will happen: the company's
 * members are told in the filing's batch; a company reached by mail gets this complaint now when
 * it was not written to in the last day (and the site's and the author's daily caps allow), else
 * in its next mail.
 */
export async function planReach(
  postbox: Postbox,
  company: ChannelCompany,
  complainantId: string,
  now: number,
): Promise<FiledReach> {
  const channel = await channelOf(postbox, company, now, complainantId);
  if (channel.kind === "members") return channel;
  if (channel.kind === "none") return { kind: "unreachable", reason: channel.reason };
  const { db, config } = postbox;
  const [[tried], [today], [mine]] = await db.batch([
    db
      .select({ at: companyOutreach.lastTriedAt })
      .from(companyOutreach)
      .where(eq(companyOutreach.companyId, company.id)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, OUTREACH_KIND),
          gte(mailQueue.createdAt, new Date(now - 86_400_000)),
        ),
      ),
    db.select({ n: authorOutreachToday(complainantId, now) }).from(sql`(select 1)`),
  ]);
  if ((mine?.n ?? 0) >= config.outreach.accountDailyCap) return { kind: "account_cap" };
  const recently = tried !== undefined && tried.at.getTime() > now - OUTREACH_INTERVAL_MS;
  if (recently || (today?.n ?? 0) >= config.outreach.dailyCap) return { kind: "mail_later" };
  // The address's one cadence (cadence.ts): a last notice there in the last 24 hours holds it.
  if (!(await contactMailDue(db, channel.address, now)).due) return { kind: "mail_later" };
  return { kind: "mail_now", address: channel.address };
}
