import { PLEDGE_MIN_MS, REPLEDGE_AFTER_MS } from "@shared/pledge";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyMembers, companyPledges } from "../../db/schema";
import type { Outcome } from "./member-gate";

/*
 * Making and withdrawing a company's pledge (decision 043). Only an owner of a claimed
 * page may; each is one conditional write, so two owners pressing at once make one period. A
 * pledge is withdrawn at the earliest PLEDGE_MIN_MS after it was made, and made again at the
 * earliest REPLEDGE_AFTER_MS after a withdrawal: the company cannot step out for a complaint it
 * expects to miss and step back in the next day. Both are public and dated.
 */

const isOwner = (companyId: string, userId: string) =>
  sql`exists (select 1 from ${companyMembers} m where m.company_id = ${companyId} and m.user_id = ${userId} and m.role = 'owner')`;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const MESSAGES = {
  owner: {
    title: "Error",
    description: "Only an owner of this company page can make or withdraw its pledge.",
    words: { text: "pledge.owner" },
  },
  made: {
    title: "Pledge made",
    description: "Your pledge is public from now on: every complaint that reaches you counts.",
    words: { text: "pledge.made", title: "title.pledgeMade" },
  },
  withdrawn: {
    title: "Pledge withdrawn",
    description: "Your pledge is withdrawn. The page says so, with today's date.",
    words: { text: "pledge.withdrawn", title: "title.pledgeWithdrawn" },
  },
  inForce: {
    title: "Error",
    description: "This company's pledge is already in force.",
    words: { text: "pledge.inForce" },
  },
  none: {
    title: "Error",
    description: "This company has no pledge in force to withdraw.",
    words: { text: "pledge.none" },
  },
} as const;

/** "You can pledge again from {day}" / "You can withdraw it from {day}". */
const waitUntil = (key: "pledge.repledgeFrom" | "pledge.withdrawFrom", at: number) => ({
  title: "Error",
  description:
    key === "pledge.repledgeFrom"
      ? `A pledge withdrawn can be made again 30 days later: from ${day(at)}.`
      : `A pledge can be withdrawn a day after it was made: from ${day(at)}.`,
  words: { text: key, values: { day: day(at) } },
});

export async function makePledge(
  db: Database,
  userId: string,
  companyId: string,
  now: number,
): Promise<Outcome> {
  const id = crypto.randomUUID();
  const inserted = await db
    .insert(companyPledges)
    .select(
      db
        .select({
          id: sql<string>`${id}`.as("id"),
          companyId: companies.id,
          pledgedAt: sql<number>`${now}`.as("pledged_at"),
          pledgedBy: sql<string>`${userId}`.as("pledged_by"),
          withdrawnAt: sql<null>`null`.as("withdrawn_at"),
          withdrawnBy: sql<null>`null`.as("withdrawn_by"),
        })
        .from(companies)
        .where(
          and(
            eq(companies.id, companyId),
            eq(companies.claimed, true),
            isOwner(companyId, userId),
            sql`not exists (select 1 from ${companyPledges} p where p.company_id = ${companyId}
              and (p.withdrawn_at is null or p.withdrawn_at > ${now - REPLEDGE_AFTER_MS}))`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: companyPledges.id });
  if (inserted.length > 0) return { ok: true, toast: MESSAGES.made };
  return refusal(db, userId, companyId, "make");
}

export async function withdrawPledge(
  db: Database,
  userId: string,
  companyId: string,
  now: number,
): Promise<Outcome> {
  const done = await db
    .update(companyPledges)
    .set({ withdrawnAt: new Date(now), withdrawnBy: userId })
    .where(
      and(
        eq(companyPledges.companyId, companyId),
        isNull(companyPledges.withdrawnAt),
        lte(companyPledges.pledgedAt, new Date(now - PLEDGE_MIN_MS)),
        isOwner(companyId, userId),
      ),
    )
    .returning({ id: companyPledges.id });
  if (done.length > 0) return { ok: true, toast: MESSAGES.withdrawn };
  return refusal(db, userId, companyId, "withdraw");
}

/** Why a pledge or a withdrawal was not written (read after the write, for its message only). */
async function refusal(
  db: Database,
  userId: string,
  companyId: string,
  action: "make" | "withdraw",
): Promise<Extract<Outcome, { ok: false }>> {
  const [owner] = await db
    .select({ role: companyMembers.role, claimed: companies.claimed })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  if (owner?.role !== "owner" || !owner.claimed)
    return { ok: false, code: "forbidden", toast: MESSAGES.owner };
  const [latest] = await db
    .select({ since: companyPledges.pledgedAt, withdrawnAt: companyPledges.withdrawnAt })
    .from(companyPledges)
    .where(eq(companyPledges.companyId, companyId))
    .orderBy(sql`${companyPledges.pledgedAt} desc`)
    .limit(1);
  if (action === "make") {
    if (latest && latest.withdrawnAt === null)
      return { ok: false, code: "conflict", toast: MESSAGES.inForce };
    const from = (latest?.withdrawnAt?.getTime() ?? 0) + REPLEDGE_AFTER_MS;
    return { ok: false, code: "conflict", toast: waitUntil("pledge.repledgeFrom", from) };
  }
  if (!latest || latest.withdrawnAt !== null)
    return { ok: false, code: "conflict", toast: MESSAGES.none };
  return {
    ok: false,
    code: "conflict",
    toast: waitUntil("pledge.withdrawFrom", latest.since.getTime() + PLEDGE_MIN_MS),
  };
}
