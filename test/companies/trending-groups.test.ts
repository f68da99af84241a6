import { TRENDING_GROUPS, trendingGroupsOf, trendingGroupsSql } from "@shared/trending-groups";
import { complaints } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { editComplaintText } from "@worker/services/complaints/edit-delete";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import migration from "../../migrations/0040_trending_groups.sql?raw";
import { createCompany, createComplaint, db } from "../factories";

/**
 * Each complaint's trending keyword groups are stored (`trending_groups`, one bit per group) by
 * migration 0040's triggers; a company page sums them (decision 070). These checks keep the
 * triggers, the lists in shared/trending-groups.ts and the page's counts the same test.
 */

const groupsOf = async (id: string) =>
  (
    await db
      .select({ bits: complaints.trendingGroups })
      .from(complaints)
      .where(eq(complaints.id, id))
  )[0]?.bits;

it("the migration's triggers and refill test the keywords of shared/trending-groups.ts", () => {
  // A change to the lists without a migration that writes the triggers again fails here.
  expect(migration).toContain(trendingGroupsSql("NEW.`text`"));
  expect(migration).toContain(trendingGroupsSql("`text`"));
});

it("a filed complaint holds the groups its text names, in any ASCII case, and an edit changes them", async () => {
  const company = await createCompany();
  for (const [index, group] of TRENDING_GROUPS.entries()) {
    for (const keyword of group.keywords) {
      const text = `Honestly, ${keyword.toUpperCase()} is what this was about.`;
      const { id } = await createComplaint({ companyId: company.id, text });
      expect(await groupsOf(id), keyword).toBe(trendingGroupsOf(text));
      expect(trendingGroupsOf(text) & (1 << index), keyword).not.toBe(0);
    }
  }
  const plain = await createComplaint({
    companyId: company.id,
    text: "The parcel arrived empty and the box was open.",
  });
  expect(await groupsOf(plain.id)).toBe(0);
  // Two groups in one text: both bits.
  const both = "Still no refund, and the agent was rude about the broken kettle.";
  expect(trendingGroupsOf(both)).toBe(0b111);

  const edited = await editComplaintText(db, plain.userId, plain.id, both, new Date());
  expect(edited.ok).toBe(true);
  expect(await groupsOf(plain.id)).toBe(0b111);
  await editComplaintText(
    db,
    plain.userId,
    plain.id,
    "Nothing of the lists here at all.",
    new Date(),
  );
  expect(await groupsOf(plain.id)).toBe(0);
});

it("a company's trending counts come from the stored groups: a complaint counts once per group it names", async () => {
  const company = await createCompany();
  const texts = [
    "The delivery is late and support never called back.",
    "Weeks of WAITING.",
    "A faulty charger.",
    "They charged me twice.",
  ];
  for (const text of texts) await createComplaint({ companyId: company.id, text });
  const metrics = await companyMetrics(db, company.id, Date.now());
  expect(metrics.trendingIssues).toEqual([
    { category: "Delays", count: 2 },
    { category: "Customer Service", count: 1 },
    { category: "Product Quality", count: 1 },
    { category: "Other", count: 1 },
  ]);
});
