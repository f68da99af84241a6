import { formatDueDay, formatMoney } from "@shared/refunds";
import { and, count, desc, eq, isNull, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { complaints, type NOTIFICATION_TYPES, notifications, profiles } from "../db/schema";
import { encodeCursor, FeedCursorParam } from "./complaints/feed";

export const NOTIFICATIONS_PER_PAGE = 20;
/** The uck counts a complainant hears about ("Your complaint about X reached 50 ucks"). */
export const UCK_MILESTONES = [10, 50, 100, 500, 1000] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A page cursor: `{createdAt}_{id}` of the last item, as the complaint feeds write it. */
export const NotificationCursorParam = FeedCursorParam;

/**
 * The columns of one notification for `insert … select` (services/notify.ts builds them). The
 * caller's select decides who is told and whether at all; `dedupeKey` makes the insert (with
 * `onConflictDoNothing`) happen once per cause however often the cause repeats.
 */
export function notificationColumns(input: {
  userId: SQLWrapper;
  type: NotificationType;
  complaintId: SQLWrapper | string | null;
  commentId: string | null;
  actorId: SQLWrapper | string | null;
  data: SQL;
  dedupeKey: SQLWrapper | string;
  now: number;
}) {
  return {
    id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
    userId: sql<string>`${input.userId}`.as("user_id"),
    type: sql<string>`${input.type}`.as("type"),
    complaintId: sql<string | null>`${input.complaintId}`.as("complaint_id"),
    actorId: sql<string | null>`${input.actorId}`.as("actor_id"),
    commentId: sql<string | null>`${input.commentId}`.as("comment_id"),
    data: input.data.as("data"),
    readAt: sql<null>`null`.as("read_at"),
    dedupeKey: sql<string>`${input.dedupeKey}`.as("dedupe_key"),
    createdAt: sql<number>`${input.now}`.as("created_at"),
  };
}

const DataSchema = z
  .object({
    company: z.string().optional(),
    count: z.number().optional(),
    // Escalation: the complaint's author or a follower of the company; resolution: the
    // complainant or the company's members (told by the complainant's answer).
    recipient: z.enum(["author", "follower", "company"]).optional(),
    // A claim's decision and the page it was about.
    decision: z.enum(["approved", "rejected"]).optional(),
    slug: z.string().optional(),
    // A refund: the complainant's answer, the amount and its day.
    answer: z.enum(["received", "not_received"]).optional(),
    amountMinor: z.number().optional(),
    currency: z.string().optional(),
    dueOn: z.string().optional(),
  })
  .catch({});

export type NotificationItem = {
  id: string;
  type: NotificationType;
  text: string;
  /** Where opening it leads; null when what it was about is gone (an erased follower). */
  href: string | null;
  createdAt: number;
  read: boolean;
};

type Row = {
  type: NotificationType;
  complaintId: string | null;
  data: unknown;
  actorName: string | null;
  actorUsername: string | null;
  companyName: string | null;
  /** When UCK's mail with the complaint's file reached a venue (an escalation's true words). */
  authoritySentAt?: Date | null;
};

/** " of €40.00" when the notification carries the refund's amount. */
const refundText = (data: { amountMinor?: number; currency?: string }) =>
  data.amountMinor !== undefined && data.currency
    ? ` of ${formatMoney(data.amountMinor, data.currency)}`
    : "";

/** The sentence and the link of a notification, in the product's words. */
export function describeNotification(row: Row): { text: string; href: string | null } {
  const data = DataSchema.parse(row.data ?? {});
  const company = row.companyName ?? data.company ?? "a company";
  const actor = row.actorName ?? "Someone";
  const complaint = row.complaintId ? `/complaint/${row.complaintId}` : null;
  switch (row.type) {
    case "company_responded":
      return { text: `${company} responded to your complaint`, href: complaint };
    case "complaint_escalated": {
      // "To the authorities" only when UCK's mail with the file reached one (issue 34).
      const what = row.authoritySentAt
        ? "was escalated to the authorities because of no response within 48 hours"
        : "was escalated on UCK after 48 hours without a response";
      return {
        text:
          data.recipient === "follower"
            ? `A complaint about ${company}, a company you follow, ${what}`
            : data.recipient === "company"
              ? `Last notice: a complaint about ${company} went 48 hours without an answer`
              : `Your complaint about ${company} ${what}${row.authoritySentAt ? "" : ". Your file for a consumer authority is ready"}`,
        href:
          data.recipient === "author" && !row.authoritySentAt && complaint
            ? `${complaint}/file`
            : complaint,
      };
    }
    case "complaint_resolved":
      return {
        text:
          data.recipient === "company"
            ? `${actor} marked ${company}'s response as resolved`
            : `${company} marked your complaint as resolved`,
        href: complaint,
      };
    case "response_unsatisfied":
      return {
        text: `${actor} said ${company}'s response did not solve their complaint`,
        href: complaint,
      };
    case "complaint_commented":
      return { text: `${actor} commented on your complaint about ${company}`, href: complaint };
    case "complaint_ucked":
      return {
        text: `Your complaint about ${company} reached ${data.count ?? "more"} ucks`,
        href: complaint,
      };
    case "user_followed":
      return {
        text: `${actor} started following you`,
        href: row.actorUsername ? `/u/${encodeURIComponent(row.actorUsername)}` : null,
      };
    case "complaint_filed":
      return { text: `New complaint about ${company}`, href: complaint };
    case "refund_answered": {
      const refund = refundText(data);
      return {
        text:
          data.answer === "received"
            ? `${actor} confirmed ${company}'s refund${refund} arrived`
            : `${actor} says ${company}'s refund${refund} did not arrive`,
        href: complaint,
      };
    }
    case "refund_offered":
      return {
        text: `${company} offered a new refund${refundText(data)}${data.dueOn ? `, due ${formatDueDay(data.dueOn)}` : ""}`,
        href: complaint,
      };
    case "complaint_in_review":
      return {
        text: `Your complaint about ${company} was filed during unusual activity on its page, which is being reviewed. It stays public; nothing has been deleted.`,
        href: complaint,
      };
    case "claim_decided":
      return {
        text:
          data.decision === "approved"
            ? `Your claim of ${company} was approved: you now manage its page`
            : `Your claim of ${company} was not approved`,
        href: data.slug ? `/company/${encodeURIComponent(data.slug)}` : null,
      };
  }
}

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
};

function toItem(row: {
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
}): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    ...describeNotification(row),
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/** A page of the user's notifications, newest first, by keyset (notifications_user_created_idx). */
export async function listNotifications(
  db: Database,
  userId: string,
  cursor: { createdAt: number; id: string } | null,
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
          ? or(
              lt(notifications.createdAt, at),
              and(eq(notifications.createdAt, at), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PER_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
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
export async function markRead(db: Database, userId: string, id: string, now: number) {
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
  return row ? toItem(row) : null;
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
