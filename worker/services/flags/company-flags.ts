import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { complaints } from "../../db/schema";
import { foundDemandingPayment } from "./exclusion";

export type CompanyFlags = {
  /** Complaints about the company its members reported (a report or an extortion report). */
  memberReported: number;
  /** Of those, how many a moderator upheld: removed the complaint, or upheld the extortion. */
  memberReportsUpheld: number;
  /** Its complaints a moderator found were used to demand payment (left out of its figures). */
  leftOut: number;
};

/**
 * A company's flags in the open (decision 032) as one statement, for the company page's batch:
 *  - reported: the distinct complaints about it that one of its members reported (reports stored
 *    as from a member, and extortion reports), plus the complaints moderators removed after a
 *    member's report (moderation_outcomes keeps them: the reports went with the complaint);
 *  - upheld: those removed ones plus the reported complaints that carry an extortion finding (an
 *    appeal that overturned one takes it back out);
 *  - left out: its complaints with an extortion finding (exclusion.ts; decision 039).
 */
export function companyFlagsQuery(db: Database, companyId: CompanyKey) {
  const removedAfterMember = sql`(select count(*) from moderation_outcomes mo where mo.company_id = ${companyId} and mo.outcome = 'removed' and mo.member_reported = 1)`;
  return db
    .select({
      flagsReported: sql<number>`(select count(*) from (
        select c.id from complaints c join reports r on r.complaint_id = c.id
          where c.company_id = ${companyId} and r.from_company_member = 1
        union
        select e.complaint_id from extortion_reports e where e.company_id = ${companyId}
      )) + ${removedAfterMember}`.as("flags_reported"),
      flagsUpheld: sql<number>`(select count(distinct e.complaint_id) from extortion_reports e
        where e.company_id = ${companyId} and exists (select 1 from extortion_findings f where f.complaint_id = e.complaint_id)) + ${removedAfterMember}`.as(
        "flags_upheld",
      ),
      flagsLeftOut: sql<number>`count(*)`.as("flags_left_out"),
    })
    .from(complaints)
    .where(and(eq(complaints.companyId, companyId), foundDemandingPayment));
}

export function companyFlagsFrom(
  rows: Awaited<ReturnType<typeof companyFlagsQuery>>,
): CompanyFlags {
  const row = rows[0];
  return {
    memberReported: Number(row?.flagsReported ?? 0),
    memberReportsUpheld: Number(row?.flagsUpheld ?? 0),
    leftOut: Number(row?.flagsLeftOut ?? 0),
  };
}

/** The same, alone (the public API's company). */
export async function companyFlags(db: Database, companyId: string): Promise<CompanyFlags> {
  return companyFlagsFrom(await companyFlagsQuery(db, companyId));
}
