import { complaintFacets } from "@shared/complaint-facets";
import { companySlug } from "@shared/slug";
import { COMPANY_DIRECTORY } from "../data/company-directory";
import {
  BIOS,
  CITIES,
  COMMENTS,
  COMPANY_RESPONSES,
  complaintTemplatesFor,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_PARTS,
  REIMBURSEMENTS,
} from "./content";
import { createRandom, seedId } from "./random";

export type SeedScale = { complaints: number; users: number; companies: number };
export const DEMO_SCALE: SeedScale = { complaints: 300, users: 40, companies: 72 };
export const SEED_IMAGE_COUNT = 8;

/** Local demo logins (README): every seeded user and the superadmin share this password. */
export const DEMO_PASSWORD = "UckDemo2026";
export const DEMO_ADMIN_EMAIL = "admin@example.com";

export type SeedTable = { name: string; columns: string[]; rows: unknown[][] };
export type SeedData = { tables: SeedTable[]; imageKeys: string[] };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ESCALATION_MS = 48 * HOUR;

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

function table(name: string, columns: string[]): SeedTable {
  return { name, columns, rows: [] };
}

/**
 * Believable demo content, the same for the same scale, seed and clock. Counters on complaints
 * and comments are computed from the generated ucks/comments/shares, so they match exactly.
 */
export function generateSeed(
  scale: SeedScale = DEMO_SCALE,
  options: { now?: number; seed?: number; passwordHash?: string | null } = {},
): SeedData {
  const now = options.now ?? Math.floor(Date.now() / HOUR) * HOUR;
  const rnd = createRandom(options.seed ?? 0x75c4);

  const passwordHash = options.passwordHash ?? null;
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
  for (let i = 0; i < scale.users; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[
      (i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length
    ] as string;
    const id = seedId("user", i);
    let username = `${ascii(first)}_${ascii(last)}`;
    if (usedUsernames.has(username)) username = `${username}${i}`;
    usedUsernames.add(username);
    const createdAt = now - (90 + rnd.int(0, 60)) * DAY;
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

  const companies = table("companies", [
    "id",
    "name",
    "slug",
    "domain",
    "website",
    "description",
    "industry",
    "verified",
    "claimed",
    "subscription_tier",
    "created_at",
  ]);
  const executives = table("company_executives", [
    "company_id",
    "ceo",
    "title",
    "twitter",
    "joined_year",
  ]);
  const members = table("company_members", ["company_id", "user_id", "role", "created_at"]);
  const claims = table("company_claims", [
    "id",
    "company_id",
    "user_id",
    "requester_email",
    "company_domain",
    "status",
    "verified_at",
    "created_at",
  ]);
  type SeedCompany = {
    id: string;
    name: string;
    industry: string;
    weight: number;
    responderId: string | null;
  };
  const seedCompanies: SeedCompany[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < scale.companies; i++) {
    const known = COMPANY_DIRECTORY[i];
    const name = known
      ? known.name
      : `${rnd.pick(NAME_PARTS.first)}${rnd.pick(NAME_PARTS.second)} ${rnd.pick(NAME_PARTS.suffix)}`;
    let slug = companySlug(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
    usedSlugs.add(slug);
    const domain = known ? known.domain : `${slug}.example`;
    const industry = known
      ? known.industry
      : rnd.pick([
          "Telecommunications",
          "Airlines",
          "Retail & E-commerce",
          "Banking & Finance",
          "Delivery & Logistics",
        ]);
    const id = seedId("company", i);
    const claimed = userIds.length > 0 && rnd.chance(known?.executive ? 0.8 : known ? 0.5 : 0.3);
    const createdAt = now - (120 + rnd.int(0, 200)) * DAY;
    companies.rows.push([
      id,
      name,
      slug,
      domain,
      `https://${domain}`,
      known
        ? `${name} (${industry.toLowerCase()}). Complaints and responses from customers on UCK.`
        : null,
      industry,
      claimed ? 1 : 0,
      claimed ? 1 : 0,
      claimed && rnd.chance(0.3) ? "Pro" : "Free",
      createdAt,
    ]);
    if (known?.executive) {
      const e = known.executive;
      executives.rows.push([id, e.ceo, e.title, e.twitter ?? null, e.joinedYear]);
    }
    let responderId: string | null = null;
    if (claimed) {
      responderId = rnd.pick(userIds);
      const claimedAt = createdAt + rnd.int(1, 30) * DAY;
      members.rows.push([id, responderId, "owner", claimedAt]);
      claims.rows.push([
        seedId("claim", i),
        id,
        responderId,
        `support@${domain}`,
        domain,
        "verified",
        claimedAt,
        claimedAt,
      ]);
    }
    seedCompanies.push({ id, name, industry, weight: known?.executive ? 3 : 1, responderId });
  }
  const weighted = seedCompanies.flatMap((c) => Array.from({ length: c.weight }, () => c));

  const complaints = table("complaints", [
    "id",
    "text",
    "company_id",
    "company_name",
    "location",
    "country",
    "category",
    "latitude",
    "longitude",
    "user_id",
    "image_url",
    "status",
    "uck_count",
    "comments_count",
    "share_count",
    "has_response",
    "response",
    "response_at",
    "reimbursement",
    "is_satisfied",
    "escalation_deadline",
    "escalated_at",
    "resolved_at",
    "created_at",
    "updated_at",
  ]);
  const responses = table("company_responses", [
    "id",
    "complaint_id",
    "company_id",
    "responder_id",
    "text",
    "reimbursement",
    "created_at",
  ]);
  const comments = table("comments", [
    "id",
    "complaint_id",
    "user_id",
    "text",
    "uck_count",
    "created_at",
  ]);
  const ucks = table("ucks", ["complaint_id", "user_id", "created_at"]);
  const commentUcks = table("comment_ucks", ["comment_id", "user_id", "created_at"]);
  const shares = table("shares", ["id", "complaint_id", "user_id", "channel", "created_at"]);
  const complaintIds: string[] = [];
  let commentIndex = 0;
  let shareIndex = 0;

  for (let i = 0; i < scale.complaints && weighted.length > 0 && userIds.length > 0; i++) {
    const company = rnd.pick(weighted);
    const id = seedId("complaint", i);
    complaintIds.push(id);
    const createdAt = now - Math.floor(60 * DAY * rnd.next() ** 1.6) - rnd.int(0, HOUR);
    const { products, templates } = complaintTemplatesFor(company.industry);
    const text = rnd.pick(templates)({
      product: rnd.pick(products),
      days: rnd.int(3, 21),
      amount: `$${rnd.int(12, 480)}.${rnd.pick(["00", "49", "99"])}`,
      order: `#${rnd.int(100000, 999999)}`,
    });
    const deadline = createdAt + ESCALATION_MS;

    let status = "open";
    let response: string | null = null;
    let responseAt: number | null = null;
    let reimbursement: string | null = null;
    let isSatisfied: number | null = null;
    let escalatedAt: number | null = null;
    let resolvedAt: number | null = null;
    const answers = company.responderId !== null && rnd.chance(0.85);
    const candidateResponseAt = createdAt + rnd.int(1, 60) * HOUR - rnd.int(0, HOUR);
    if (answers && candidateResponseAt < now) {
      responseAt = candidateResponseAt;
      response = rnd.pick(COMPANY_RESPONSES);
      reimbursement = rnd.chance(0.35) ? rnd.pick(REIMBURSEMENTS) : null;
      if (responseAt > deadline) escalatedAt = deadline;
      status = "in_progress";
      const answeredAt = responseAt + rnd.int(1, 48) * HOUR;
      const verdict = rnd.next();
      if (answeredAt < now && verdict < 0.45) {
        isSatisfied = 1;
        status = "resolved";
        resolvedAt = answeredAt;
      } else if (answeredAt < now && verdict < 0.65) {
        isSatisfied = 0;
      }
      responses.rows.push([
        seedId("response", i),
        id,
        company.id,
        company.responderId,
        response,
        reimbursement ?? "",
        responseAt,
      ]);
    } else if (deadline <= now) {
      status = "escalated";
      escalatedAt = deadline;
    }

    const voters = rnd.sample(userIds, Math.floor(rnd.next() ** 2 * Math.min(userIds.length, 40)));
    for (const voter of voters) ucks.rows.push([id, voter, rnd.int(createdAt, now)]);

    const commentCount = rnd.chance(0.4) ? 0 : rnd.int(1, 6);
    for (let c = 0; c < commentCount; c++) {
      const commentId = seedId("comment", commentIndex++);
      const commentUckers = rnd.sample(userIds, rnd.chance(0.6) ? 0 : rnd.int(1, 5));
      for (const u of commentUckers) commentUcks.rows.push([commentId, u, rnd.int(createdAt, now)]);
      comments.rows.push([
        commentId,
        id,
        rnd.pick(userIds),
        rnd.pick(COMMENTS),
        commentUckers.length,
        rnd.int(createdAt, now),
      ]);
    }

    const shareCount = rnd.chance(0.7) ? 0 : rnd.int(1, 4);
    for (let s = 0; s < shareCount; s++) {
      shares.rows.push([
        seedId("share", shareIndex++),
        id,
        rnd.pick(userIds),
        rnd.pick(["web_share", "copy_link"]),
        rnd.int(createdAt, now),
      ]);
    }

    const image = rnd.chance(0.12)
      ? `/images/complaint-images/seed-photo-${rnd.int(1, SEED_IMAGE_COUNT)}.png`
      : null;
    // Drawn here, where it always was, so the rest of the demo data stays the same.
    const location = rnd.chance(0.8) ? rnd.pick(CITIES) : null;
    const facets = complaintFacets({ companyName: company.name, text, location });
    complaints.rows.push([
      id,
      text,
      company.id,
      company.name,
      location,
      facets.country,
      facets.category,
      facets.latitude,
      facets.longitude,
      rnd.pick(userIds),
      image,
      status,
      voters.length,
      commentCount,
      shareCount,
      response ? 1 : 0,
      response,
      responseAt,
      reimbursement,
      isSatisfied,
      deadline,
      escalatedAt,
      resolvedAt,
      createdAt,
      resolvedAt ?? responseAt ?? createdAt,
    ]);
  }

  const companyFollows = table("company_follows", ["id", "user_id", "company_id", "created_at"]);
  const userFollows = table("user_follows", ["follower_id", "followee_id", "created_at"]);
  const bookmarks = table("bookmarks", ["user_id", "complaint_id", "created_at"]);
  let followIndex = 0;
  userIds.forEach((userId, u) => {
    for (const company of rnd.sample(seedCompanies, rnd.int(0, 6))) {
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
