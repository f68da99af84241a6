import { DIGEST_HOUR_UTC } from "@shared/mail-kinds";
import { and, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailDigests, mailQueue } from "../../db/schema";

/** Folds per run: each is one batch; what is left waits for the next run. */
const FOLDS_PER_RUN = 25;

/**
 * One bundle for `members`: a queued row that goes out as one mail listing them, the members
 * pointed at it in the same batch. A bundle that got no members (another run took them first)
 * is removed in that batch too, so no empty mail is ever queued.
 */
function bundleStatements(
  db: Database,
  bundle: { kind: "bundle" | "daily_digest"; userId: string | null; toAddress: string | null },
  members: SQL,
  now: number,
) {
  const id = crypto.randomUUID();
  const statements = [
    db.insert(mailQueue).values({
      id,
      kind: bundle.kind,
      userId: bundle.userId,
      toAddress: bundle.userId ? null : bundle.toAddress,
      status: "queued",
      nextAttemptAt: new Date(now),
      createdAt: new Date(now),
    }),
    db.update(mailQueue).set({ status: "bundled", bundleId: id }).where(members),
    db
      .delete(mailQueue)
      .where(
        and(
          eq(mailQueue.id, id),
          sql`not exists (select 1 from ${mailQueue} m where m.bundle_id = ${id})`,
        ),
      ),
  ] as const;
  return { id, statements };
}

/**
 * The mail held past the hourly cap, once the cap frees: all of one recipient's held mail of one
 * kind becomes one bundle ("12 new comments on your complaints"), sent like any queued mail.
 */
export async function foldHeldMails(db: Database, now: number) {
  const groups = await db
    .selectDistinct({
      userId: mailQueue.userId,
      toAddress: mailQueue.toAddress,
      kind: mailQueue.kind,
    })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, "held"), lte(mailQueue.nextAttemptAt, new Date(now))))
    .limit(FOLDS_PER_RUN);
  for (const group of groups) {
    const recipient = group.userId
      ? eq(mailQueue.userId, group.userId)
      : and(isNull(mailQueue.userId), eq(mailQueue.toAddress, group.toAddress ?? ""));
    const members = and(eq(mailQueue.status, "held"), eq(mailQueue.kind, group.kind), recipient);
    await db.batch(
      bundleStatements(db, { ...group, kind: "bundle" }, members as SQL, now).statements,
    );
  }
  return groups.length;
}

/** The day a digest belongs to: its UTC date. */
export const digestDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The daily digests: from DIGEST_HOUR_UTC on, each person with mail waiting for a digest and no
 * digest yet today gets one bundle of all of it. The day is claimed first (one mail_digests row
 * per person and day), so overlapping or repeated runs make one digest a day; the bundle is then
 * delivered, and retried, like any queued mail.
 */
export async function makeDailyDigests(db: Database, now: number, limit = 25) {
  if (new Date(now).getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = digestDay(now);
  const waiting = await db
    .selectDistinct({ userId: mailQueue.userId })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.status, "digest"),
        sql`not exists (select 1 from ${mailDigests} d where d.user_id = ${mailQueue.userId} and d.day = ${day})`,
      ),
    )
    .limit(limit);
  let made = 0;
  for (const { userId } of waiting) {
    if (!userId) continue;
    const claimed = await db
      .insert(mailDigests)
      .values({ userId, day, status: "sending", createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ userId: mailDigests.userId });
    if (claimed.length === 0) continue;
    const members = and(eq(mailQueue.userId, userId), eq(mailQueue.status, "digest")) as SQL;
    const bundle = bundleStatements(
      db,
      { kind: "daily_digest", userId, toAddress: null },
      members,
      now,
    );
    // The claim records the day's digest as made (its bundle row carries the delivery).
    await db.batch([
      ...bundle.statements,
      db
        .update(mailDigests)
        .set({
          status: "sent",
          mails: sql`(select count(*) from ${mailQueue} m where m.bundle_id = ${bundle.id})`,
          sentAt: new Date(now),
        })
        .where(and(eq(mailDigests.userId, userId), eq(mailDigests.day, day))),
    ]);
    made += 1;
  }
  return made;
}
