import { DEMO_ADMIN_EMAIL } from "./constants";
import { BIOS, CITIES, FIRST_NAMES, LAST_NAMES } from "./content";
import { type Random, seedId } from "./random";
import { DAY, HOUR, table } from "./table";

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/** The demo people (and the superadmin, who writes nothing), drawn first from the seed. */
export function seedPeople(rnd: Random, now: number, count: number, passwordHash: string | null) {
  const users = table("users", [
    "id",
    "email",
    "password_hash",
    "email_verified_at",
    "agreement_accepted_at",
    "created_at",
  ]);
  const roles = table("user_roles", ["id", "user_id", "role", "created_at"]);
  const profiles = table("profiles", [
    "id",
    "username",
    "full_name",
    "bio",
    "location",
    "created_at",
    "updated_at",
  ]);
  const usedUsernames = new Set<string>();
  const userIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[
      (i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length
    ] as string;
    const id = seedId("user", i);
    let username = `${ascii(first)}_${ascii(last)}`;
    if (usedUsernames.has(username)) username = `${username}${i}`;
    usedUsernames.add(username);
    // An hour of its own within its day, from the index (the random stream, and so the rest of
    // the seed, stays as it was): accounts made in the same hour count once per complaint in
    // rankings (docs/decisions/038), and 61 shared instants would make the demo a few cohorts.
    const createdAt = now - (90 + rnd.int(0, 60)) * DAY - (i % 24) * HOUR - ((i * 7) % 60) * 60_000;
    userIds.push(id);
    users.rows.push([
      id,
      `${username.replace("_", ".")}@example.com`,
      passwordHash,
      createdAt,
      createdAt,
      createdAt,
    ]);
    profiles.rows.push([
      id,
      username,
      `${first} ${last}`,
      rnd.chance(0.6) ? rnd.pick(BIOS) : null,
      rnd.chance(0.7) ? rnd.pick(CITIES) : null,
      createdAt,
      createdAt,
    ]);
  }

  // The demo superadmin: not an author, so the seeded content is the same with or without it.
  const adminId = seedId("admin", 0);
  const adminCreatedAt = now - 180 * DAY;
  users.rows.push([
    adminId,
    DEMO_ADMIN_EMAIL,
    passwordHash,
    adminCreatedAt,
    adminCreatedAt,
    adminCreatedAt,
  ]);
  profiles.rows.push([
    adminId,
    "uck_admin",
    "UCK Admin",
    "Keeps UCK fair for everyone.",
    null,
    adminCreatedAt,
    adminCreatedAt,
  ]);
  roles.rows.push([seedId("role", 0), adminId, "superadmin", adminCreatedAt]);

  return { users, profiles, roles, userIds };
}
