import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, profiles, userFollows, userMutes } from "../../db/schema";
import { notMuted } from "../complaints/muted";
import { notifyInApp } from "../notify";

/** A person's public page header: profile, counts and whether the viewer follows them. */
export async function getPublicProfile(db: Database, username: string, viewerId: string | null) {
  const [profile] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      location: profiles.location,
    })
    .from(profiles)
    .where(eq(profiles.username, username));
  if (!profile) return null;
  const [[filed], [followers], following, blocked] = await db.batch([
    // Counts what the page lists: a complaint its author hid their name on leaves it for
    // everyone but them (decision 042).
    db
      .select({ n: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.userId, profile.id),
          viewerId === profile.id ? undefined : eq(complaints.nameHidden, false),
        ),
      ),
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, profile.id)),
    db
      .select({ id: userFollows.followerId })
      .from(userFollows)
      .where(
        and(eq(userFollows.followeeId, profile.id), eq(userFollows.followerId, viewerId ?? "")),
      ),
    db
      .select({ id: userMutes.mutedUserId })
      .from(userMutes)
      .where(and(eq(userMutes.userId, viewerId ?? ""), eq(userMutes.mutedUserId, profile.id))),
  ]);
  return {
    ...profile,
    complaints: filed?.n ?? 0,
    followers: followers?.n ?? 0,
    viewerFollows: following.length > 0,
    /** The viewer blocked this person: their complaints are hidden from the viewer. */
    viewerBlocked: blocked.length > 0,
  };
}

/**
 * Follows or unfollows a person (never oneself); idempotent. The first follow tells the person
 * (unless they blocked the follower); its key makes unfollowing and following again quiet.
 */
export async function setUserFollow(
  db: Database,
  followerId: string,
  followeeId: string,
  follow: boolean,
  now: number,
) {
  if (followerId === followeeId) return false;
  if (follow) {
    await db.batch([
      db
        .insert(userFollows)
        .values({ followerId, followeeId, createdAt: new Date(now) })
        .onConflictDoNothing(),
      notifyInApp(db, {
        type: "user_followed",
        key: `followed:${followerId}:${followeeId}`,
        to: userFollows.followeeId,
        actorId: userFollows.followerId,
        data: sql`json_object()`,
        now,
        select: (columns) =>
          db
            .select(columns)
            .from(userFollows)
            .where(
              and(
                eq(userFollows.followerId, followerId),
                eq(userFollows.followeeId, followeeId),
                notMuted(followeeId, followerId),
              ),
            ),
      }),
    ]);
  } else {
    await db
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  }
  return true;
}
