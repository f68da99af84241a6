import { MAIL_KINDS, type MailKind } from "@shared/mail-kinds";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteInsertSelectQueryBuilder } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { companyMembers, complaints, notifications } from "../db/schema";
import type { Postbox } from "./mail/postbox";
import { ofCause, queueNotificationMails } from "./mail/queue";
import type { NotificationType } from "./notifications";

/**
 * The columns of one notification for `insert … select` (notify and notifyInApp build them). The
 * caller's select decides who is told and whether at all; `dedupeKey` makes the insert (with
 * `onConflictDoNothing`) happen once per cause however often the cause repeats.
 */
function notificationColumns(input: {
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

type Columns = ReturnType<typeof notificationColumns>;
type Select = (columns: Columns) => SQLiteInsertSelectQueryBuilder<typeof notifications>;

export type NotifyEvent = {
  type: NotificationType;
  /**
   * What caused it, as a key: one notification per cause and person however often the cause
   * repeats ("commented:{commentId}"). With `perRecipient` each person's key is `{cause}:{id}`.
   */
  cause: string;
  perRecipient?: boolean;
  /** Who is told (a column of the select below), about what, by whom. */
  to: SQLWrapper;
  complaintId?: SQLWrapper | string | null;
  commentId?: string | null;
  actorId?: SQLWrapper | string | null;
  data: SQL;
  /**
   * The select that decides who is told and whether at all: it returns the given columns, so
   * a condition on the causing row written earlier in the same batch decides it there.
   */
  select: Select;
  /** Mail too, when the type has a kind of mail (default); false keeps it in the app. */
  mail?: boolean;
  now: number;
};

const mailKindOf = (type: NotificationType): MailKind | null =>
  (MAIL_KINDS as readonly string[]).includes(type) ? (type as MailKind) : null;

/**
 * The one way to tell a person about an event: the in-app notification and its mail (unless
 * the person turned that kind off; daily readers get it in the digest), as statements for the
 * causing batch, and the mail's delivery scheduled after the answer by this same call.
 */
export function notify(postbox: Postbox, event: NotifyEvent) {
  const { db } = postbox;
  const dedupeKey = event.perRecipient ? sql`${`${event.cause}:`} || ${event.to}` : event.cause;
  const columns = notificationColumns({
    userId: event.to,
    type: event.type,
    complaintId: event.complaintId ?? null,
    commentId: event.commentId ?? null,
    actorId: event.actorId ?? null,
    data: event.data,
    dedupeKey,
    now: event.now,
  });
  const told = db.insert(notifications).select(event.select(columns)).onConflictDoNothing();
  const kind = event.mail === false ? null : mailKindOf(event.type);
  if (!kind) return [told] as const;
  postbox.scheduleDelivery();
  return [
    told,
    queueNotificationMails(db, kind, ofCause(event.cause, event.perRecipient ?? false), event.now),
  ] as const;
}

/**
 * `notify` for what a person did to someone else's complaint (a company's answer or outcome, its
 * claim of resolution, a new refund, a comment): the complaint's author is told, never the actor
 * (who may be the author), and only where `only` holds, a condition on the causing row written
 * earlier in the same batch.
 */
export function notifyAuthor(
  postbox: Postbox,
  event: Omit<NotifyEvent, "to" | "complaintId" | "actorId" | "select" | "perRecipient"> & {
    complaintId: string;
    actorId: string;
    only?: SQL;
  },
) {
  const { complaintId, actorId, only, ...rest } = event;
  return notify(postbox, {
    ...rest,
    to: complaints.userId,
    complaintId: complaints.id,
    actorId,
    select: (columns) =>
      postbox.db
        .select(columns)
        .from(complaints)
        .where(and(eq(complaints.id, complaintId), sql`${complaints.userId} <> ${actorId}`, only)),
  });
}

/**
 * `notify` for the members of a complaint's company (each their own notification), never the
 * person who acted (`except`, who may be a member), and only where `only` holds, a condition on
 * the causing row written earlier in the same batch.
 */
export function notifyCompany(
  postbox: Postbox,
  event: Omit<NotifyEvent, "to" | "complaintId" | "select" | "perRecipient"> & {
    complaintId: string;
    except: string;
    only?: SQL;
  },
) {
  const { complaintId, except, only, ...rest } = event;
  return notify(postbox, {
    ...rest,
    perRecipient: true,
    to: companyMembers.userId,
    complaintId: complaints.id,
    select: (columns) =>
      postbox.db
        .select(columns)
        .from(complaints)
        .innerJoin(companyMembers, eq(companyMembers.companyId, complaints.companyId))
        .where(
          and(eq(complaints.id, complaintId), sql`${companyMembers.userId} <> ${except}`, only),
        ),
  });
}

/** The kinds that live in the app only (no kind of mail): "reached 50 ucks", "started following you". */
export type InAppNotificationType = Exclude<NotificationType, MailKind>;

/**
 * `notify` for the kinds that are never mailed, where the key itself is computed per row (a
 * milestone's count): only the in-app notification, for the causing batch.
 */
export function notifyInApp(
  db: Database,
  event: {
    type: InAppNotificationType;
    key: SQLWrapper | string;
    to: SQLWrapper;
    complaintId?: SQLWrapper | string | null;
    actorId?: SQLWrapper | string | null;
    data: SQL;
    select: Select;
    now: number;
  },
) {
  const columns = notificationColumns({
    userId: event.to,
    type: event.type,
    complaintId: event.complaintId ?? null,
    commentId: null,
    actorId: event.actorId ?? null,
    data: event.data,
    dedupeKey: event.key,
    now: event.now,
  });
  return db.insert(notifications).select(event.select(columns)).onConflictDoNothing();
}
