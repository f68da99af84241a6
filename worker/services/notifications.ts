import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { afterKeyset } from "../db/keyset";
import { complaints, type NOTIFICATION_TYPES, notifications, profiles } from "../db/schema";
import { type WorkerWords, workerWords } from "../words";
import { encodeCursor, FeedCursorParam } from "./complaints/feed";
import { describeNotification } from "./notification-text";

export const NOTIFICATIONS_PER_PAGE = 20;
/** The uck counts a complainant hears about ("Your complaint about X reached 50 ucks"). */
export const UCK_MILESTONES = [10, 50, 100, 500, 1000] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A page cursor: `{createdAt}_{id}` of the last item, as the complaint feeds write it. */
export const NotificationCursorParam = FeedCursorParam;

export type NotificationItem = {
  id: string;
  type: NotificationType;
  text: string;
  /** Where opening it leads; null when what it was about is gone (an erased follower). */
  href: string | null;
  createdAt: number;
  read: boolean;
};

const itemFields = {
  id: notifications.id,
  type: notifications.type,
  complaintId: notifications.complaintId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  actorName: profiles.fullName,
  actorUsername: profiles.username,
  companyName: complaints.companyName,
  authoritySentAt: complaints.authoritySentAt,
  unreachedReason: complaints.unreachedReason,
};

function toItem(
  row: {
    id: string;
    type: NotificationType;
    complaintId: string | null;
    data: unknown;
    readAt: Date | null;
    createdAt: Date;
    actorName: string | null;
    actorUsername: string | null;
    companyName: string | null;
    authoritySentAt: Date | null;
    unreachedReason: string | null;
  },
  words: WorkerWords,
): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    ...describeNotification(row, words),
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/** A page of the user's notifications, newest first, by keyset (notifications_user_created_idx). */
export async function listNotifications(
  db: Database,
  userId: string,
  cursor: { createdAt: number; id: string } | null,
  /** The reader's language: the sentences are made as the inbox is read. */
  words: WorkerWords = workerWords(),
): Promise<{ items: NotificationItem[]; nextCursor: string | null }> {
  const at = cursor ? new Date(cursor.createdAt) : null;
  const rows = await db
    .select(itemFields)
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .leftJoin(complaints, eq(complaints.id, notifications.complaintId))
    .where(
      and(
        eq(notifications.userId, userId),
        cursor && at
          ? afterKeyset([{ column: notifications.createdAt, value: at }], {
              column: notifications.id,
              value: cursor.id,
            })
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PER_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row, words)),
    nextCursor:
      rows.length > NOTIFICATIONS_PER_PAGE && last
        ? encodeCursor({ createdAt: last.createdAt.getTime(), id: last.id })
        : null,
  };
}

/** How many of the user's notifications are unread (notifications_user_unread_idx). */
export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read and says where it leads; null when the id is not
 * one of theirs. Reading it again is harmless.
 */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
  now: number,
  words: WorkerWords = workerWords(),
) {
  await db
    .update(notifications)
    .set({ readAt: new Date(now) })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    );
  const [row] = await db
    .select(itemFields)
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .leftJoin(complaints, eq(complaints.id, notifications.complaintId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toItem(row, words) : null;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: Database, userId: string, now: number) {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date(now) })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
