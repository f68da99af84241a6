import { env } from "cloudflare:test";
import {
  companyExecutives,
  complaintRemovals,
  complaints,
  moderationOutcomes,
} from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { plansOf, type Recorded, recordingDatabase } from "../harness/query-plan";

/**
 * Decision 069: a complaint's page is four statements in one round trip (six before): the card,
 * what the page says beside it (how the company was reached, its chief executive, a moderators'
 * decision, a restored removal), the comments and its group; each through an index, and each fact
 * read as before.
 */
it("a complaint's page is four statements in one round trip, and reads every fact beside the card", async () => {
  const complaint = await createComplaint();
  const sentAt = new Date(complaint.createdAt.getTime() + 60_000);
  await db
    .update(complaints)
    .set({ sentToCompanyAt: sentAt, sentToCompanyVia: "complaints_address" })
    .where(eq(complaints.id, complaint.id));
  await db.insert(companyExecutives).values({
    companyId: complaint.companyId,
    ceo: "Ada Lovelace",
    title: "Chief Executive Officer",
  });
  const decidedAt = new Date(complaint.createdAt.getTime() + 120_000);
  await db
    .insert(moderationOutcomes)
    .values({ complaintId: complaint.id, outcome: "kept", reportCount: 3, decidedAt });
  const removedAt = new Date(complaint.createdAt.getTime() + 30_000);
  await db.insert(complaintRemovals).values({
    complaintId: complaint.id,
    authorId: complaint.userId,
    companyName: "Company",
    reason: "spam",
    removedAt,
    appealState: "upheld",
    appealNote: "Not spam after all.",
  });

  const recorded: Recorded[] = [];
  const page = await getComplaintPage(recordingDatabase(env.DB, recorded), complaint.id, null);
  expect(recorded).toHaveLength(4);
  expect(new Set(recorded.map((statement) => statement.trip))).toEqual(new Set([1]));
  const details = await plansOf(env.DB, recorded);
  expect(
    details.filter((detail) => /^SCAN (complaints|comments|ucks)(?! USING)/.test(detail)),
    details.join(" | "),
  ).toEqual([]);

  expect(page?.complaint.id).toBe(complaint.id);
  expect(page?.executive).toEqual({
    ceo: "Ada Lovelace",
    title: "Chief Executive Officer",
    twitter: null,
    linkedin: null,
    joinedYear: null,
  });
  expect(page?.moderation).toEqual({ outcome: "kept", reportCount: 3, decidedAt });
  expect(page?.restored).toEqual({
    removedAt: removedAt.getTime(),
    reason: "spam",
    note: "Not spam after all.",
  });
  expect(page?.reachFacts).toMatchObject({ sentAt, via: "complaints_address" });
});

it("a complaint with none of those facts reads none", async () => {
  const complaint = await createComplaint();
  const page = await getComplaintPage(db, complaint.id, null);
  expect(page).toMatchObject({ executive: null, moderation: null, restored: null });
  expect(page?.reachFacts).toMatchObject({ sentAt: null, via: null });
});
