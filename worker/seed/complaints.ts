import { complaintFacets } from "@shared/complaint-facets";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { VERDICT_WINDOW_MS } from "@shared/outcome";
import { trendingGroupsOf } from "@shared/trending-groups";
import type { SeedCompany } from "./companies";
import { SEED_IMAGE_COUNT } from "./constants";
import {
  CITIES,
  COMMENTS,
  COMPANY_RESPONSES,
  complaintTemplatesFor,
  REIMBURSEMENTS,
} from "./content";
import { type Random, seedId } from "./random";
import { DAY, HOUR, table } from "./table";

/**
 * Complaints with their answers, ucks, comments and shares; each complaint's counters are the
 * number of rows drawn for it, so they match exactly. Complaints are filed over the last
 * `spanDays` days (60 for the demo; years for the million-complaint bench), more of them recently.
 */
export function seedComplaints(
  rnd: Random,
  now: number,
  count: number,
  weighted: SeedCompany[],
  userIds: string[],
  spanDays = 60,
) {
  const complaints = table("complaints", [
    "id",
    "text",
    "company_id",
    "company_name",
    "location",
    "country",
    "category",
    // What migration 0040's triggers write on a filing; the seeder that drops the triggers while
    // it writes (scripts/seed-direct.ts) needs it in the row.
    "trending_groups",
    "latitude",
    "longitude",
    "user_id",
    "image_url",
    "status",
    "uck_count",
    "comments_count",
    "share_count",
    "ranked_uck_count",
    "ranked_comments_count",
    "ranked_share_count",
    "has_response",
    "response",
    "response_at",
    "reimbursement",
    "is_satisfied",
    "company_resolved_at",
    "company_resolved_by",
    "verdict",
    "verdict_at",
    "closed_unverified_at",
    "response_category",
    "escalation_deadline",
    "escalated_at",
    "resolved_at",
    "sent_to_company_at",
    "sent_to_company_via",
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
    "ranked_at",
    "created_at",
  ]);
  // Every seeded uck, comment and share counts in rankings from its creation (ranked_at, and the
  // ranked counters equal to the page's): the demo's people are older than their activity. The
  // ucks carry no weight: each counts 1 until the ranking-ageing job weighs it once by its
  // account's reputation (docs/decisions/038), after which the ranked counter is their sum.
  const ucks = table("ucks", ["complaint_id", "user_id", "ranked_at", "created_at"]);
  const commentUcks = table("comment_ucks", ["comment_id", "user_id", "created_at"]);
  const shares = table("shares", [
    "id",
    "complaint_id",
    "user_id",
    "channel",
    "ranked_at",
    "created_at",
  ]);
  const complaintIds: string[] = [];
  let commentIndex = 0;
  let shareIndex = 0;

  for (let i = 0; i < count && weighted.length > 0 && userIds.length > 0; i++) {
    const company = rnd.pick(weighted);
    const id = seedId("complaint", i);
    complaintIds.push(id);
    const createdAt = now - Math.floor(spanDays * DAY * rnd.next() ** 1.6) - rnd.int(0, HOUR);
    const { products, templates } = complaintTemplatesFor(company.industry);
    const text = rnd.pick(templates)({
      product: rnd.pick(products),
      days: rnd.int(3, 21),
      amount: `$${rnd.int(12, 480)}.${rnd.pick(["00", "49", "99"])}`,
      order: `#${rnd.int(100000, 999999)}`,
    });
    const deadline = createdAt + ESCALATION_WINDOW_MS;

    let status = "open";
    let response: string | null = null;
    let responseAt: number | null = null;
    let reimbursement: string | null = null;
    let isSatisfied: number | null = null;
    let escalatedAt: number | null = null;
    let resolvedAt: number | null = null;
    // Who resolves (decision 040): every state, from the draws the demo always made.
    let companyResolvedAt: number | null = null;
    let verdict: "resolved" | "disputed" | null = null;
    let verdictAt: number | null = null;
    let closedUnverifiedAt: number | null = null;
    const answers = company.responderId !== null && rnd.chance(0.85);
    const candidateResponseAt = createdAt + rnd.int(1, 60) * HOUR - rnd.int(0, HOUR);
    if (answers && candidateResponseAt < now) {
      responseAt = candidateResponseAt;
      response = rnd.pick(COMPANY_RESPONSES);
      reimbursement = rnd.chance(0.35) ? rnd.pick(REIMBURSEMENTS) : null;
      if (responseAt > deadline) escalatedAt = deadline;
      status = "in_progress";
      const answeredAt = responseAt + rnd.int(1, 48) * HOUR;
      const draw = rnd.next();
      if (answeredAt < now && draw < 0.45) {
        isSatisfied = 1;
        status = "resolved";
        resolvedAt = answeredAt;
        verdict = "resolved";
        verdictAt = answeredAt;
      } else if (answeredAt < now && draw < 0.65) {
        isSatisfied = 0;
        verdict = "disputed";
        verdictAt = answeredAt;
      } else if (answeredAt < now && draw < 0.85) {
        // The company said resolved and the complainant has not answered: waiting, or closed
        // without a verdict once 30 days passed.
        companyResolvedAt = answeredAt;
        if (answeredAt + VERDICT_WINDOW_MS <= now)
          closedUnverifiedAt = answeredAt + VERDICT_WINDOW_MS;
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
    for (const voter of voters) {
      const ucked = rnd.int(createdAt, now);
      ucks.rows.push([id, voter, ucked, ucked]);
    }

    const commentCount = rnd.chance(0.4) ? 0 : rnd.int(1, 6);
    for (let c = 0; c < commentCount; c++) {
      const commentId = seedId("comment", commentIndex++);
      const commentUckers = rnd.sample(userIds, rnd.chance(0.6) ? 0 : rnd.int(1, 5));
      for (const u of commentUckers) commentUcks.rows.push([commentId, u, rnd.int(createdAt, now)]);
      const commented = [rnd.pick(userIds), rnd.pick(COMMENTS), commentUckers.length] as const;
      const commentedAt = rnd.int(createdAt, now);
      comments.rows.push([commentId, id, ...commented, commentedAt, commentedAt]);
    }

    const shareCount = rnd.chance(0.7) ? 0 : rnd.int(1, 4);
    for (let s = 0; s < shareCount; s++) {
      const shared = [seedId("share", shareIndex++), id, rnd.pick(userIds)] as const;
      const channel = rnd.pick(["web_share", "copy_link"]);
      const sharedAt = rnd.int(createdAt, now);
      shares.rows.push([...shared, channel, sharedAt, sharedAt]);
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
      trendingGroupsOf(text),
      facets.latitude,
      facets.longitude,
      rnd.pick(userIds),
      image,
      status,
      voters.length,
      commentCount,
      shareCount,
      voters.length,
      commentCount,
      shareCount,
      response ? 1 : 0,
      response,
      responseAt,
      reimbursement,
      isSatisfied,
      companyResolvedAt,
      companyResolvedAt === null ? null : company.responderId,
      verdict,
      verdictAt,
      closedUnverifiedAt,
      // The seed records no refunds: its answers are explanations (decision 041); no new draw,
      // so the rest of the demo data stays the same.
      response ? "explanation" : null,
      deadline,
      escalatedAt,
      resolvedAt,
      // A managed company's members saw it on UCK from the later of filing and joining; the
      // others' complaints wait for the outreach job (npm start turns it on locally).
      company.claimedAt === null ? null : Math.max(createdAt, company.claimedAt),
      company.claimedAt === null ? null : "members",
      createdAt,
      resolvedAt ?? companyResolvedAt ?? responseAt ?? createdAt,
    ]);
  }

  return { complaints, responses, comments, ucks, commentUcks, shares, complaintIds };
}
