import { seedCompanies } from "./companies";
import { seedComplaints } from "./complaints";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, SEED_IMAGE_COUNT } from "./constants";
import { seedPeople } from "./people";
import { createRandom, seedId } from "./random";
import { DAY, HOUR, type SeedTable, table } from "./table";

export { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, SEED_IMAGE_COUNT, type SeedTable };

export type SeedScale = { complaints: number; users: number; companies: number };
export const DEMO_SCALE: SeedScale = { complaints: 300, users: 40, companies: 72 };

export type SeedData = { tables: SeedTable[]; imageKeys: string[] };

/**
 * Believable demo content, the same for the same scale, seed and clock. Counters on complaints
 * and comments are computed from the generated ucks/comments/shares, so they match exactly.
 * The parts draw from one random stream in a fixed order (people, companies, complaints,
 * follows), so moving code between them must not change the order of the draws.
 */
export function generateSeed(
  scale: SeedScale = DEMO_SCALE,
  options: { now?: number; seed?: number; passwordHash?: string | null; spanDays?: number } = {},
): SeedData {
  const now = options.now ?? Math.floor(Date.now() / HOUR) * HOUR;
  const rnd = createRandom(options.seed ?? 0x75c4);
  const people = seedPeople(rnd, now, scale.users, options.passwordHash ?? null);
  const { users, profiles, roles, userIds } = people;
  const {
    companies,
    executives,
    members,
    claims,
    seedCompanies: directory,
    weighted,
  } = seedCompanies(rnd, now, scale.companies, userIds);
  const { complaints, responses, comments, ucks, commentUcks, shares, complaintIds } =
    seedComplaints(rnd, now, scale.complaints, weighted, userIds, options.spanDays);

  const companyFollows = table("company_follows", ["id", "user_id", "company_id", "created_at"]);
  const userFollows = table("user_follows", ["follower_id", "followee_id", "created_at"]);
  const bookmarks = table("bookmarks", ["user_id", "complaint_id", "created_at"]);
  let followIndex = 0;
  userIds.forEach((userId, u) => {
    for (const company of rnd.sample(directory, rnd.int(0, 6))) {
      companyFollows.rows.push([
        seedId("company_follow", followIndex++),
        userId,
        company.id,
        now - rnd.int(1, 60) * DAY,
      ]);
    }
    for (const followee of rnd.sample(userIds, rnd.int(0, 4))) {
      if (followee !== userId)
        userFollows.rows.push([userId, followee, now - rnd.int(1, 60) * DAY]);
    }
    for (const complaintId of rnd.sample(complaintIds, u % 3 === 0 ? rnd.int(1, 5) : 0)) {
      bookmarks.rows.push([userId, complaintId, now - rnd.int(0, 30) * DAY]);
    }
  });

  return {
    tables: [
      users,
      profiles,
      roles,
      companies,
      executives,
      members,
      claims,
      complaints,
      responses,
      comments,
      ucks,
      commentUcks,
      shares,
      companyFollows,
      userFollows,
      bookmarks,
    ],
    imageKeys: Array.from({ length: SEED_IMAGE_COUNT }, (_, k) => `seed-photo-${k + 1}.png`),
  };
}
