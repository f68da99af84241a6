import { companySlug } from "@shared/slug";
import { COMPANY_DIRECTORY } from "../data/company-directory";
import { NAME_PARTS } from "./content";
import { type Random, seedId } from "./random";
import { DAY, table } from "./table";

export type SeedCompany = {
  id: string;
  name: string;
  industry: string;
  weight: number;
  responderId: string | null;
  /** When its member joined (its complaints were shown to them from then on), or null. */
  claimedAt: number | null;
};

/** Companies (the directory's first, then made-up names), some claimed by a demo person. */
export function seedCompanies(rnd: Random, now: number, count: number, userIds: string[]) {
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
    "slug_rule",
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
  const seedCompanies: SeedCompany[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < count; i++) {
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
      2,
      createdAt,
    ]);
    if (known?.executive) {
      const e = known.executive;
      executives.rows.push([id, e.ceo, e.title, e.twitter ?? null, e.joinedYear]);
    }
    let responderId: string | null = null;
    let claimedAt: number | null = null;
    if (claimed) {
      responderId = rnd.pick(userIds);
      claimedAt = createdAt + rnd.int(1, 30) * DAY;
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
    seedCompanies.push({
      id,
      name,
      industry,
      weight: known?.executive ? 3 : 1,
      responderId,
      claimedAt,
    });
  }
  const weighted = seedCompanies.flatMap((c) => Array.from({ length: c.weight }, () => c));

  return { companies, executives, members, claims, seedCompanies, weighted };
}
