import { asc, eq } from "drizzle-orm";
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
  const archived = await archivedRows(archiveDb, userId);
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
    messagesSent,
    mailChoices,
    mailsSent,
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
    db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .orderBy(asc(complaints.createdAt), asc(complaints.id)),
    db
      .select()
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db.select().from(ucks).where(eq(ucks.userId, userId)).orderBy(asc(ucks.createdAt)),
    db
      .select()
      .from(commentUcks)
      .where(eq(commentUcks.userId, userId))
      .orderBy(asc(commentUcks.createdAt)),
    db
      .select({
        companyId: companies.id,
        name: companies.name,
        slug: companies.slug,
        followedAt: companyFollows.createdAt,
      })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, userId))
      .orderBy(asc(companyFollows.createdAt)),
    db
      .select({
        userId: userFollows.followeeId,
        username: profiles.username,
        followedAt: userFollows.createdAt,
      })
      .from(userFollows)
      .leftJoin(profiles, eq(profiles.id, userFollows.followeeId))
      .where(eq(userFollows.followerId, userId))
      .orderBy(asc(userFollows.createdAt)),
    db
      .select({
        userId: userMutes.mutedUserId,
        username: profiles.username,
        mutedAt: userMutes.createdAt,
      })
      .from(userMutes)
      .leftJoin(profiles, eq(profiles.id, userMutes.mutedUserId))
      .where(eq(userMutes.userId, userId))
      .orderBy(asc(userMutes.createdAt)),
    db
      .select()
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(asc(bookmarks.createdAt)),
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
      .where(eq(invites.referrerId, userId))
      .orderBy(asc(invites.createdAt)),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        kind: mailPreferences.kind,
        mode: mailPreferences.mode,
        updatedAt: mailPreferences.updatedAt,
      })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, userId))
      .orderBy(asc(mailPreferences.kind)),
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
      .where(eq(mailQueue.userId, userId))
      .orderBy(asc(mailQueue.createdAt)),
  ]);
  if (!account) return null;
  ownComplaints.unshift(...archived.complaints);
  ownComments.unshift(...archived.comments);
  ownUcks.unshift(...archived.ucks);
  ownCommentUcks.unshift(...archived.commentUcks);
  ownBookmarks.unshift(...archived.bookmarks);
  reportsFiled.unshift(...archived.reports);
  ownNotifications.unshift(...archived.notifications);
  return {
    exportedAt: new Date(now).toISOString(),
    account: {
      id: account.id,
      email: account.email,
      createdAt: iso(account.createdAt),
      emailVerified: account.emailVerifiedAt !== null,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      agreementAcceptedAt: iso(account.agreementAcceptedAt),
    },
    profile: profile
      ? {
          ...profile,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
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
    comments: ownComments.map((c) => ({
      id: c.id,
      complaintId: c.complaintId,
      text: c.text,
      uckCount: c.uckCount,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
    })),
    ucks: ownUcks.map((u) => ({ complaintId: u.complaintId, createdAt: iso(u.createdAt) })),
    commentUcks: ownCommentUcks.map((u) => ({
      commentId: u.commentId,
      createdAt: iso(u.createdAt),
    })),
    followedCompanies: followedCompanies.map((f) => ({ ...f, followedAt: iso(f.followedAt) })),
    followedUsers: followedUsers.map((f) => ({ ...f, followedAt: iso(f.followedAt) })),
    // "Block user" in the card menu: authors whose complaints are hidden for this person.
    mutedUsers: mutedUsers.map((m) => ({ ...m, mutedAt: iso(m.mutedAt) })),
    bookmarks: ownBookmarks.map((b) => ({
      complaintId: b.complaintId,
      createdAt: iso(b.createdAt),
    })),
    invitesSent: invitesSent.map((i) => ({
      status: i.status,
      // A pending invite's address is the one the person typed; a joined friend is shown by
      // username only (the link's friends never gave the referrer their address).
      email: i.status === "pending" ? i.inviteeEmail : null,
      friendUsername: i.friendUsername,
      createdAt: iso(i.createdAt),
      joinedAt: iso(i.joinedAt),
    })),
    reports: reportsFiled.map((r) => ({
      id: r.id,
      complaintId: r.complaintId,
      reason: r.reason,
      status: r.status,
      createdAt: iso(r.createdAt),
      reviewedAt: iso(r.reviewedAt),
    })),
    notifications: ownNotifications.map((n) => ({
      id: n.id,
      type: n.type,
      complaintId: n.complaintId,
      data: n.data,
      createdAt: iso(n.createdAt),
      readAt: iso(n.readAt),
    })),
    messagesToUck: messagesSent.map((m) => ({
      id: m.id,
      topic: m.topic,
      message: m.message,
      status: m.status,
      createdAt: iso(m.createdAt),
    })),
    // The kinds of mail chosen in the profile (a kind not listed: at once) and the mail sent.
    mailSettings: mailChoices.map((m) => ({
      kind: m.kind,
      mode: m.mode,
      updatedAt: iso(m.updatedAt),
    })),
    // Every mail to the person: account mail, notifications' mail, digests and folds.
    mails: mailsSent.map((m) => ({
      id: m.id,
      notificationId: m.notificationId,
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    })),
  };
}

/** The account's rows in the archive: those of the tables a complaint's move takes with it. */
async function archivedRows(db: Database, userId: string) {
  const [ownComplaints, ownComments, ownUcks, ownCommentUcks, ownBookmarks, reportsFiled, inbox] =
    await db.batch([
      db
        .select()
        .from(complaints)
        .where(eq(complaints.userId, userId))
        .orderBy(asc(complaints.createdAt), asc(complaints.id)),
      db
        .select()
        .from(comments)
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt), asc(comments.id)),
      db.select().from(ucks).where(eq(ucks.userId, userId)).orderBy(asc(ucks.createdAt)),
      db
        .select()
        .from(commentUcks)
        .where(eq(commentUcks.userId, userId))
        .orderBy(asc(commentUcks.createdAt)),
      db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(asc(bookmarks.createdAt)),
      db
        .select()
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
    ]);
  return {
    complaints: ownComplaints,
    comments: ownComments,
    ucks: ownUcks,
    commentUcks: ownCommentUcks,
    bookmarks: ownBookmarks,
    reports: reportsFiled,
    notifications: inbox,
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** `uck-data-{username}-{yyyy-mm-dd}.json` (the account id when there is no profile). */
export function exportFileName(data: UserDataExport, now: number) {
  const name = (data.profile?.username ?? data.account.id).replace(/[^A-Za-z0-9_-]/g, "_");
  return `uck-data-${name}-${new Date(now).toISOString().slice(0, 10)}.json`;
}
