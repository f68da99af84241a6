import { and, eq, inArray, isNotNull, isNull, like, or, sql } from "drizzle-orm";
import { RATE_LIMITS } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import {
  authTokens,
  blockedUsers,
  bookmarks,
  comments,
  commentUcks,
  companyClaims,
  companyContacts,
  companyFollows,
  companyMembers,
  companyResponses,
  complaintRemovals,
  complaints,
  contactMessages,
  emailOutbox,
  invites,
  mailQueue,
  moderationOutcomes,
  notifications,
  oauthAccounts,
  profiles,
  rateLimits,
  reports,
  shares,
  ucks,
  userAddresses,
  userFollows,
  userMutes,
  userRoles,
  users,
} from "../../db/schema";
import { UPLOAD_PREFIX } from "../../storage/complaint-images";
import { publishedPhotoKey } from "../../storage/delete-image";
import { correctionStatement } from "../open-data-corrections";

export type ErasureDeps = {
  db: Database;
  /**
   * The archive of the years moved out (ARCHIVE_DB, decision 048): the account's rows there
   * (complaints, comments, ucks, …) are erased by the same statements, before the live database's
   * (decision 063).
   */
  archiveDb: Database;
  avatars: R2Bucket;
  backgrounds: R2Bucket;
  complaintImages: R2Bucket;
};

/** The address an erased account keeps: unique, never deliverable (.invalid, RFC 2606). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Erases an account. Its activity (comments, ucks, follows, bookmarks, reports, invites,
 * notifications, messages to the UCK team, memberships, roles, sign-in identities, addresses, profile) is deleted and
 * the users row is scrubbed but kept, as the anonymous author of the complaints that
 * "anonymise" keeps readable (without their photos); "delete" (a breach) removes them too.
 *
 * One D1 batch per database, so it happens entirely or not at all in each, and the counters
 * other people's complaints and comments show are recomputed from their remaining rows in it.
 * The archive's batch runs first (decision 063): if it fails, the account is still unerased in
 * the live database and the next run does both again; if the live one then fails, running the
 * archive's again is harmless. Statements
 * name the user's rows by subquery, never by a list of ids (D1 binds at most 100 parameters),
 * and every statement can run again harmlessly: false when the account is unknown or already
 * erased, also when an overlapping run erased it first.
 */
export async function eraseUser(
  deps: ErasureDeps,
  userId: string,
  options: { complaints: "anonymise" | "delete" },
  now: number,
): Promise<boolean> {
  const { db } = deps;
  const [user] = await db
    .select({ email: users.email, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.erasedAt) return false;
  const photos = (
    await Promise.all(
      [deps.archiveDb, db].map((each) =>
        each
          .select({ imageUrl: complaints.imageUrl })
          .from(complaints)
          .where(and(eq(complaints.userId, userId), isNotNull(complaints.imageUrl))),
      ),
    )
  ).flat();

  // Objects first: if the batch then fails, the next run finds the account still unerased and
  // tries again, whereas photo keys forgotten by a committed batch could never be found again.
  await deleteStoredObjects(
    deps,
    userId,
    photos.map((row) => publishedPhotoKey(row.imageUrl)),
  );

  // The archive's rows first, then the live database's (see above).
  await deps.archiveDb.batch(erasureStatements(deps.archiveDb, userId, user.email, options, now));
  const [claimed] = await db.batch(erasureStatements(db, userId, user.email, options, now));
  return claimed.length > 0;
}

/**
 * The statements that erase an account's rows in one database (the live one or the archive):
 * the first scrubs its users row and returns it when this run erased it.
 */
function erasureStatements(
  db: Database,
  userId: string,
  email: string,
  options: { complaints: "anonymise" | "delete" },
  now: number,
) {
  const ownUcks = db.select({ id: ucks.complaintId }).from(ucks).where(eq(ucks.userId, userId));
  const ownComments = db
    .select({ id: comments.complaintId })
    .from(comments)
    .where(eq(comments.userId, userId));
  const ownCommentUcks = db
    .select({ id: commentUcks.commentId })
    .from(commentUcks)
    .where(eq(commentUcks.userId, userId));
  // Rate-limit windows keyed by the address or the account (see rate-limit.ts).
  const personalLimitKeys = Object.keys(RATE_LIMITS).flatMap((name) =>
    name.endsWith("ByEmail")
      ? [`${name}:${email}`]
      : name.endsWith("ByUser")
        ? [`${name}:${userId.toLowerCase()}`]
        : [],
  );

  return [
    db
      .update(users)
      .set({
        email: erasedEmail(userId),
        passwordHash: null,
        emailVerifiedAt: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        erasedAt: new Date(now),
      })
      .where(and(eq(users.id, userId), isNull(users.erasedAt)))
      .returning({ id: users.id }),
    // Counters of everyone else's complaints and comments, from the rows that will remain.
    db
      .update(complaints)
      .set({
        uckCount: sql`(select count(*) from ucks u
          where u.complaint_id = complaints.id and u.user_id <> ${userId})`,
        // The rankings' counter from the remaining ranked rows' weights (decisions 028, 038;
        // a uck ranked before weights counts 1).
        rankedUckCount: sql`(select coalesce(sum(coalesce(u.rank_weight, 1)), 0) from ucks u
          where u.complaint_id = complaints.id and u.user_id <> ${userId}
            and u.ranked_at is not null)`,
      })
      .where(inArray(complaints.id, ownUcks)),
    db
      .update(complaints)
      .set({
        commentsCount: sql`(select count(*) from comments m
          where m.complaint_id = complaints.id and m.user_id <> ${userId})`,
        rankedCommentsCount: sql`(select count(*) from comments m
          where m.complaint_id = complaints.id and m.user_id <> ${userId}
            and m.ranked_at is not null)`,
      })
      .where(inArray(complaints.id, ownComments)),
    db
      .update(comments)
      .set({
        uckCount: sql`(select count(*) from comment_ucks cu
          where cu.comment_id = comments.id and cu.user_id <> ${userId})`,
      })
      .where(inArray(comments.id, ownCommentUcks)),
    db.delete(commentUcks).where(eq(commentUcks.userId, userId)),
    db.delete(comments).where(eq(comments.userId, userId)),
    db.delete(ucks).where(eq(ucks.userId, userId)),
    // Shares stay counted on the complaint; only who shared is forgotten.
    db.update(shares).set({ userId: null }).where(eq(shares.userId, userId)),
    db.delete(bookmarks).where(eq(bookmarks.userId, userId)),
    db.delete(companyFollows).where(eq(companyFollows.userId, userId)),
    db
      .delete(userFollows)
      .where(or(eq(userFollows.followerId, userId), eq(userFollows.followeeId, userId))),
    db.delete(userMutes).where(or(eq(userMutes.userId, userId), eq(userMutes.mutedUserId, userId))),
    db.delete(reports).where(eq(reports.reporterId, userId)),
    db.delete(invites).where(eq(invites.referrerId, userId)),
    // A friend who joined still counts for the referrer, as "a deleted account".
    db
      .update(invites)
      .set({ inviteeUserId: null, inviteeEmail: null })
      .where(eq(invites.inviteeUserId, userId)),
    db.delete(invites).where(and(eq(invites.inviteeEmail, email), eq(invites.status, "pending"))),
    db.delete(notifications).where(eq(notifications.userId, userId)),
    db.update(notifications).set({ actorId: null }).where(eq(notifications.actorId, userId)),
    // Mail to or about the account: to its address, to the work address of its claims, and
    // the invitations that carry its name.
    db.delete(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    db
      .delete(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          db
            .select({ address: companyClaims.requesterEmail })
            .from(companyClaims)
            .where(eq(companyClaims.userId, userId)),
        ),
      ),
    db
      .delete(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, "invite"), like(emailOutbox.textBody, `%/invite/${userId}%`)),
      ),
    // The mail queue likewise: the account's own mail (rendered bodies name it), mail to its
    // address or its claims' addresses, and its invitations.
    db.delete(mailQueue).where(or(eq(mailQueue.userId, userId), eq(mailQueue.toAddress, email))),
    db
      .delete(mailQueue)
      .where(
        inArray(
          mailQueue.toAddress,
          db
            .select({ address: companyClaims.requesterEmail })
            .from(companyClaims)
            .where(eq(companyClaims.userId, userId)),
        ),
      ),
    db
      .delete(mailQueue)
      .where(and(eq(mailQueue.kind, "invite"), like(mailQueue.textBody, `%/invite/${userId}%`))),
    db
      .update(companyContacts)
      .set({ suggestedBy: null })
      .where(eq(companyContacts.suggestedBy, userId)),
    db
      .update(companyContacts)
      .set({ confirmedBy: null })
      .where(eq(companyContacts.confirmedBy, userId)),
    // Messages to the UCK team, sent signed in or from the account's address.
    db
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email))),
    db.delete(companyMembers).where(eq(companyMembers.userId, userId)),
    db.delete(companyClaims).where(eq(companyClaims.userId, userId)),
    db.delete(userRoles).where(eq(userRoles.userId, userId)),
    db.delete(blockedUsers).where(eq(blockedUsers.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(authTokens).where(eq(authTokens.userId, userId)),
    db.delete(userAddresses).where(eq(userAddresses.userId, userId)),
    db.delete(profiles).where(eq(profiles.id, userId)),
    db.delete(rateLimits).where(inArray(rateLimits.key, personalLimitKeys)),
    // What the account did as a company member or moderator stays; who did it is forgotten,
    // as the foreign keys' ON DELETE SET NULL would.
    db
      .update(companyResponses)
      .set({ responderId: null })
      .where(eq(companyResponses.responderId, userId)),
    db.update(companyClaims).set({ reviewedBy: null }).where(eq(companyClaims.reviewedBy, userId)),
    db.update(reports).set({ reviewedBy: null }).where(eq(reports.reviewedBy, userId)),
    db
      .update(contactMessages)
      .set({ handledBy: null })
      .where(eq(contactMessages.handledBy, userId)),
    db
      .update(moderationOutcomes)
      .set({ decidedBy: null })
      .where(eq(moderationOutcomes.decidedBy, userId)),
    // An erased account leaves no stub (decision 033): its removed complaints' notes, reasons and
    // appeals go, with the moderators' outcomes that would otherwise still say "removed".
    db
      .delete(moderationOutcomes)
      .where(
        sql`${moderationOutcomes.complaintId} in (select r.complaint_id from complaint_removals r where r.author_id = ${userId})`,
      ),
    db.delete(complaintRemovals).where(eq(complaintRemovals.authorId, userId)),
    db
      .update(complaintRemovals)
      .set({ removedBy: null })
      .where(eq(complaintRemovals.removedBy, userId)),
    db
      .update(complaintRemovals)
      .set({ appealDecidedBy: null })
      .where(eq(complaintRemovals.appealDecidedBy, userId)),
    db.update(userRoles).set({ createdBy: null }).where(eq(userRoles.createdBy, userId)),
    db.update(blockedUsers).set({ blockedBy: null }).where(eq(blockedUsers.blockedBy, userId)),
    // Deleted complaints leave the open-data files at the next cron run; anonymised ones stay
    // (the files never name an author, and photos are not in them).
    ...(options.complaints === "delete"
      ? [
          correctionStatement(db, eq(complaints.userId, userId), "account_deleted", now),
          // Their ucks, comments, bookmarks, shares, reports and notifications cascade.
          db.delete(complaints).where(eq(complaints.userId, userId)),
        ]
      : [db.update(complaints).set({ imageUrl: null }).where(eq(complaints.userId, userId))]),
  ] as const;
}

/** Avatar, background, complaint photos and unfinished uploads of the account. */
async function deleteStoredObjects(
  deps: ErasureDeps,
  userId: string,
  photoKeys: (string | null)[],
) {
  const keys = photoKeys.filter((key): key is string => key !== null);
  // R2 deletes at most 1,000 keys per call.
  for (let start = 0; start < keys.length; start += 1000) {
    await deps.complaintImages.delete(keys.slice(start, start + 1000));
  }
  await Promise.all([
    deleteByPrefix(deps.avatars, `${userId}-avatar.`),
    deleteByPrefix(deps.backgrounds, `${userId}-background.`),
    deleteByPrefix(deps.complaintImages, `${UPLOAD_PREFIX}${userId}/`),
  ]);
}

async function deleteByPrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 500 });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
