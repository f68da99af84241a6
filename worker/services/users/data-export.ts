import { asc, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import {
  bookmarks,
  comments,
  commentUcks,
  companies,
  companyFollows,
  complaints,
  contactMessages,
  invites,
  mailPreferences,
  mailQueue,
  notifications,
  profiles,
  reports,
  ucks,
  userFollows,
  userMutes,
  users,
} from "../../db/schema";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A row as plain JSON: each of its dates (or nulls) an ISO string (or null). */
type Plain<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
function plain<T extends Record<string, unknown>>(row: T): Plain<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as Plain<T>;
}

/**
 * "Download my data": everything the account holds, as plain JSON with ISO dates. Only the
 * account's own rows; other people appear only by the public username they chose, and a friend
 * who joined through the invite link is never shown by their e-mail address.
 *
 * The account's rows in the archive of the years moved out (ARCHIVE_DB, decision 048: its old
 * complaints, its comments, ucks, comment ucks, bookmarks, reports and notifications on old
 * complaints) come first in each list, as they are older (decision 063).
 */
export async function exportUserData(
  { db, archiveDb }: { db: Database; archiveDb: Database },
  userId: string,
  now: number,
) {
  // The person's rows of one table (`owner` is theirs), oldest first: most sections of the file.
  const own = <Q extends SQLiteSelect>(query: Q, owner: SQLiteColumn, ...order: SQLiteColumn[]) =>
    query.where(eq(owner, userId)).orderBy(...order.map((c) => asc(c)));
  // Other accounts the person follows or mutes: by the public username they chose, nothing more.
  const people = (
    table: typeof userFollows | typeof userMutes,
    other: SQLiteColumn,
    owner: SQLiteColumn,
  ) =>
    own(
      db
        .select({ userId: other, username: profiles.username, at: table.createdAt })
        .from(table)
        .leftJoin(profiles, eq(profiles.id, other))
        .$dynamic(),
      owner,
      table.createdAt,
    );
  // The sections a complaint's move takes into the archive of old years (decision 063), read
  // from both databases; the archive's rows are older and come first in each list.
  const movable = (d: Database) =>
    [
      own(
        d.select().from(complaints).$dynamic(),
        complaints.userId,
        complaints.createdAt,
        complaints.id,
      ),
      own(
        d
          .select({
            id: comments.id,
            complaintId: comments.complaintId,
            text: comments.text,
            uckCount: comments.uckCount,
            createdAt: comments.createdAt,
            updatedAt: comments.updatedAt,
          })
          .from(comments)
          .$dynamic(),
        comments.userId,
        comments.createdAt,
        comments.id,
      ),
      own(
        d
          .select({ complaintId: ucks.complaintId, createdAt: ucks.createdAt })
          .from(ucks)
          .$dynamic(),
        ucks.userId,
        ucks.createdAt,
      ),
      own(
        d
          .select({ commentId: commentUcks.commentId, createdAt: commentUcks.createdAt })
          .from(commentUcks)
          .$dynamic(),
        commentUcks.userId,
        commentUcks.createdAt,
      ),
      own(
        d
          .select({ complaintId: bookmarks.complaintId, createdAt: bookmarks.createdAt })
          .from(bookmarks)
          .$dynamic(),
        bookmarks.userId,
        bookmarks.createdAt,
      ),
      own(
        d
          .select({
            id: reports.id,
            complaintId: reports.complaintId,
            reason: reports.reason,
            status: reports.status,
            createdAt: reports.createdAt,
            reviewedAt: reports.reviewedAt,
          })
          .from(reports)
          .$dynamic(),
        reports.reporterId,
        reports.createdAt,
      ),
      own(
        d
          .select({
            id: notifications.id,
            type: notifications.type,
            complaintId: notifications.complaintId,
            data: notifications.data,
            createdAt: notifications.createdAt,
            readAt: notifications.readAt,
          })
          .from(notifications)
          .$dynamic(),
        notifications.userId,
        notifications.createdAt,
      ),
    ] as const;
  const live = movable(db);
  const archived = await archiveDb.batch(movable(archiveDb));
  const [
    [account],
    [profile],
    ownComplaints,
    ownComments,
    ownUcks,
    ownCommentUcks,
    followedCompanies,
    followedUsers,
    mutedUsers,
    ownBookmarks,
    invitesSent,
    reportsFiled,
    ownNotifications,
    messagesToUck,
    mailSettings,
    mails,
  ] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
        agreementAcceptedAt: users.agreementAcceptedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
    live[0],
    live[1],
    live[2],
    live[3],
    own(
      db
        .select({
          companyId: companies.id,
          name: companies.name,
          slug: companies.slug,
          followedAt: companyFollows.createdAt,
        })
        .from(companyFollows)
        .innerJoin(companies, eq(companies.id, companyFollows.companyId))
        .$dynamic(),
      companyFollows.userId,
      companyFollows.createdAt,
    ),
    people(userFollows, userFollows.followeeId, userFollows.followerId),
    people(userMutes, userMutes.mutedUserId, userMutes.userId),
    live[4],
    own(
      db
        .select({
          status: invites.status,
          inviteeEmail: invites.inviteeEmail,
          friendUsername: profiles.username,
          createdAt: invites.createdAt,
          joinedAt: invites.joinedAt,
        })
        .from(invites)
        .leftJoin(profiles, eq(profiles.id, invites.inviteeUserId))
        .$dynamic(),
      invites.referrerId,
      invites.createdAt,
    ),
    live[5],
    live[6],
    own(
      db
        .select({
          id: contactMessages.id,
          topic: contactMessages.topic,
          message: contactMessages.message,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .$dynamic(),
      contactMessages.userId,
      contactMessages.createdAt,
    ),
    // The kinds of mail chosen in the profile (a kind not listed: at once).
    own(
      db
        .select({
          kind: mailPreferences.kind,
          mode: mailPreferences.mode,
          updatedAt: mailPreferences.updatedAt,
        })
        .from(mailPreferences)
        .$dynamic(),
      mailPreferences.userId,
      mailPreferences.kind,
    ),
    // Every mail to the person: account mail, notifications' mail, digests and folds.
    own(
      db
        .select({
          id: mailQueue.id,
          notificationId: mailQueue.notificationId,
          kind: mailQueue.kind,
          subject: mailQueue.subject,
          status: mailQueue.status,
          createdAt: mailQueue.createdAt,
          sentAt: mailQueue.sentAt,
        })
        .from(mailQueue)
        .$dynamic(),
      mailQueue.userId,
      mailQueue.createdAt,
    ),
  ]);
  if (!account) return null;
  ownComplaints.unshift(...archived[0]);
  ownComments.unshift(...archived[1]);
  ownUcks.unshift(...archived[2]);
  ownCommentUcks.unshift(...archived[3]);
  ownBookmarks.unshift(...archived[4]);
  reportsFiled.unshift(...archived[5]);
  ownNotifications.unshift(...archived[6]);
  return {
    exportedAt: new Date(now).toISOString(),
    account: { ...plain(account), emailVerified: account.emailVerifiedAt !== null },
    profile: profile ? plain(profile) : null,
    complaints: ownComplaints.map((c) => ({
      id: c.id,
      text: c.text,
      company: { id: c.companyId, name: c.companyName },
      location: c.location,
      imageUrl: c.imageUrl,
      status: c.status,
      uckCount: c.uckCount,
      commentsCount: c.commentsCount,
      shareCount: c.shareCount,
      response: c.hasResponse
        ? { text: c.response, reimbursement: c.reimbursement, respondedAt: iso(c.responseAt) }
        : null,
      satisfied: c.isSatisfied,
      // The three private answers of the statutory clocks (decision 044).
      problem: c.problem,
      payment: c.payment,
      purchaseDate: c.purchaseDate,
      createdAt: iso(c.createdAt),
      editedAt: iso(c.editedAt),
      escalatedAt: iso(c.escalatedAt),
      resolvedAt: iso(c.resolvedAt),
    })),
    comments: ownComments.map(plain),
    ucks: ownUcks.map(plain),
    commentUcks: ownCommentUcks.map(plain),
    followedCompanies: followedCompanies.map(plain),
    followedUsers: followedUsers.map(({ at, ...f }) => ({ ...f, followedAt: iso(at) })),
    // "Block user" in the card menu: authors whose complaints are hidden for this person.
    mutedUsers: mutedUsers.map(({ at, ...m }) => ({ ...m, mutedAt: iso(at) })),
    bookmarks: ownBookmarks.map(plain),
    // A pending invite's address is the one the person typed; a joined friend is shown by
    // username only (the link's friends never gave the referrer their address).
    invitesSent: invitesSent.map(({ inviteeEmail, ...invite }) => ({
      ...plain(invite),
      email: invite.status === "pending" ? inviteeEmail : null,
    })),
    reports: reportsFiled.map(plain),
    notifications: ownNotifications.map(plain),
    messagesToUck: messagesToUck.map(plain),
    // The kinds of mail chosen in the profile (a kind not listed: at once) and the mail sent.
    mailSettings: mailSettings.map(plain),
    mails: mails.map(plain),
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** `uck-data-{username}-{yyyy-mm-dd}.json` (the account id when there is no profile). */
export function exportFileName(data: UserDataExport, now: number) {
  const name = (data.profile?.username ?? data.account.id).replace(/[^A-Za-z0-9_-]/g, "_");
  return `uck-data-${name}-${new Date(now).toISOString().slice(0, 10)}.json`;
}
