import { INVITE_GOAL, PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import { count, desc, eq, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  companies,
  companyFollows,
  complaints,
  invites,
  profiles,
  userFollows,
  userMutes,
} from "../../db/schema";
import { companyTileColumns } from "../companies/columns";
import { selectCards } from "../public/card-select";
import { toCard } from "../public/complaint";

/**
 * The profile header: the profile and its counters, all computed from data. Total
 * Interactions are the ucks and comments the person's complaints received (their counters);
 * Full Hearts are complaints whose author said the company resolved them.
 */
export async function getProfileOverview(db: Database, userId: string) {
  const [[profile], [totals]] = await db.batch([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db
      .select({
        complaints: count(),
        interactions: sum(sql`${complaints.uckCount} + ${complaints.commentsCount}`),
        fullHearts: sum(sql`case when ${complaints.isSatisfied} = 1 then 1 else 0 end`),
      })
      .from(complaints)
      .where(eq(complaints.userId, userId)),
  ]);
  if (!profile) return null;
  const filed = totals?.complaints ?? 0;
  return {
    profile,
    counters: {
      complaints: filed,
      interactions: Number(totals?.interactions ?? 0),
      fullHearts: Number(totals?.fullHearts ?? 0),
    },
    /** "First UCK": earned with the first complaint filed. */
    firstUck: filed > 0,
  };
}

/** One page (1-based) of the person's complaints, newest first, with the total for the pager. */
export async function listProfileComplaints(
  db: Database,
  userId: string,
  page: number,
  viewerId: string | null,
) {
  const offset = (Math.max(1, page) - 1) * PROFILE_COMPLAINTS_PER_PAGE;
  // One person's complaints are few, and complaints_user_feed_idx orders them, so OFFSET
  // paging (the spec's numbered pages) stays an index walk.
  const [rows, [total]] = await Promise.all([
    selectCards(db, viewerId)
      .where(eq(complaints.userId, userId))
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(PROFILE_COMPLAINTS_PER_PAGE)
      .offset(offset),
    db.select({ n: count() }).from(complaints).where(eq(complaints.userId, userId)),
  ]);
  return { cards: rows.map(toCard), total: total?.n ?? 0 };
}

/** A person as the Following tab lists them (a link to their page). */
const personColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

/** Companies and people the person follows, and the people they blocked, newest first. */
export async function listFollowing(db: Database, userId: string) {
  const [companyRows, people, blocked] = await db.batch([
    db
      .select({
        ...companyTileColumns,
      })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, userId))
      .orderBy(desc(companyFollows.createdAt)),
    db
      .select(personColumns)
      .from(userFollows)
      .innerJoin(profiles, eq(profiles.id, userFollows.followeeId))
      .where(eq(userFollows.followerId, userId))
      .orderBy(desc(userFollows.createdAt)),
    // The people this person blocked ("Block user" on a card), newest first, to undo.
    db
      .select(personColumns)
      .from(userMutes)
      .innerJoin(profiles, eq(profiles.id, userMutes.mutedUserId))
      .where(eq(userMutes.userId, userId))
      .orderBy(desc(userMutes.createdAt)),
  ]);
  return { companies: companyRows, people, blocked };
}

/** Friends who joined through the person's link, and invitations still pending. */
export async function listInvites(db: Database, userId: string) {
  const rows = await db
    .select({
      id: invites.id,
      status: invites.status,
      inviteeEmail: invites.inviteeEmail,
      createdAt: invites.createdAt,
      joinedAt: invites.joinedAt,
      fullName: profiles.fullName,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(invites)
    .leftJoin(profiles, eq(profiles.id, invites.inviteeUserId))
    .where(eq(invites.referrerId, userId))
    .orderBy(desc(invites.createdAt));
  const joined = rows.filter((row) => row.status === "joined");
  const pending = rows.filter((row) => row.status === "pending");
  return { joined, pending, goal: INVITE_GOAL };
}
