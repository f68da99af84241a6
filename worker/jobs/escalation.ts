import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { companyFollows, companyMembers, complaints } from "../db/schema";
import type { Postbox } from "../services/mail/postbox";
import { notify } from "../services/notify";
import { reachFactsQuery, reachStatus } from "../services/outreach/status";
import { scheduleOutcomeReminders } from "../services/reminders/outcome";

/** D1 binds at most 100 parameters per statement. */
const CHUNK = 50;

/**
 * Escalates overdue complaints. The conditional update claims each row exactly once, so two
 * overlapping runs never escalate the same complaint twice. The author (in the app and by mail,
 * with their file and its venue), the company's members (the last notice) and its followers
 * (in the app) are told in the same batch as the update, about the
 * rows stamped with this run's clock: if the notifications cannot be written, those complaints
 * stay open and the next run tries again. (An overlapping run with the same clock, a retried
 * cron event, sees the same stamp; the causes' keys still tell each person once.)
 */
export async function escalateOverdueComplaints(
  postbox: Postbox,
  now: Date,
  /** One complaint only (the local server's /dev/escalate); every overdue one otherwise. */
  only?: string,
): Promise<string[]> {
  const { db } = postbox;
  const overdue = and(
    only ? eq(complaints.id, only) : undefined,
    eq(complaints.status, "open"),
    eq(complaints.hasResponse, false),
    isNull(complaints.escalatedAt),
    lte(complaints.escalationDeadline, now),
  );
  const due = await db.select({ id: complaints.id }).from(complaints).where(overdue);
  const escalated: string[] = [];
  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK).map((row) => row.id);
    // Why each complaint never reached its company, as its page says at this moment: kept on the
    // row with the escalation, so every surface (a card in a list too) says it (migration 0030).
    const reachOf = await db.batch(
      chunk.map((id) => reachFactsQuery(db, id, now.getTime())) as unknown as [
        ReturnType<typeof reachFactsQuery>,
        ...ReturnType<typeof reachFactsQuery>[],
      ],
    );
    const unreached = chunk.flatMap((id, index) => {
      const facts = reachOf[index]?.[0];
      if (!facts || facts.sentAt) return [];
      const status = reachStatus(facts, postbox.config, now.getTime());
      return status.sent
        ? []
        : [
            db
              .update(complaints)
              .set({ unreachedReason: status.reason })
              .where(
                and(
                  eq(complaints.id, id),
                  eq(complaints.escalatedAt, now),
                  isNull(complaints.sentToCompanyAt),
                ),
              ),
          ];
    });
    const tell = chunk.flatMap((id) => {
      const stamped = and(eq(complaints.id, id), eq(complaints.escalatedAt, now));
      const about = {
        type: "complaint_escalated" as const,
        complaintId: complaints.id,
        now: now.getTime(),
      };
      return [
        // The complainant's reminders to record what happened, at 30 and 90 days (decision 046).
        ...scheduleOutcomeReminders(db, id, now.getTime(), stamped),
        ...notify(postbox, {
          ...about,
          cause: `escalated:${id}`,
          to: complaints.userId,
          data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author')`,
          select: (columns) => db.select(columns).from(complaints).where(stamped),
        }),
        // The company's members: the last notice, in the app and by mail.
        ...notify(postbox, {
          ...about,
          cause: `escalated:${id}:company`,
          perRecipient: true,
          to: companyMembers.userId,
          data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'company')`,
          select: (columns) =>
            db
              .select(columns)
              .from(complaints)
              .innerJoin(companyMembers, eq(companyMembers.companyId, complaints.companyId))
              .where(and(stamped, sql`${companyMembers.userId} <> ${complaints.userId}`)),
        }),
        ...notify(postbox, {
          ...about,
          cause: `escalated:${id}:followers`,
          perRecipient: true,
          to: companyFollows.userId,
          data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'follower')`,
          // Followers are told in the app only.
          mail: false,
          select: (columns) =>
            db
              .select(columns)
              .from(complaints)
              .innerJoin(companyFollows, eq(companyFollows.companyId, complaints.companyId))
              .where(
                and(
                  stamped,
                  sql`${companyFollows.userId} <> ${complaints.userId}`,
                  sql`not exists (select 1 from ${companyMembers} m where m.company_id = ${complaints.companyId} and m.user_id = ${companyFollows.userId})`,
                ),
              ),
        }),
      ];
    });
    const [claimed] = await db.batch([
      db
        .update(complaints)
        .set({ status: "escalated", escalatedAt: now, updatedAt: now })
        .where(and(inArray(complaints.id, chunk), overdue))
        .returning({ id: complaints.id }),
      ...unreached,
      ...tell,
    ]);
    escalated.push(...claimed.map((row) => row.id));
  }
  return escalated;
}
