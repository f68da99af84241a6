/**
 * Company search: by name prefix with complaint counts, best name match first, eight at most.
 */
import { MARK_CLOSE, MARK_OPEN } from "@shared/search-highlight";
import { companies } from "@worker/db/schema";
import { searchCompanies } from "@worker/services/search-companies";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, db } from "../factories";

it("companies are found by name prefix with their complaint counts, best name match first", async () => {
  const exact = await createCompany({ name: "Glimmerfax" });
  const other = await createCompany({ name: "Glimmerfax Logistics Holdings Group" });
  // Claimed: a company in use without complaints (an unused one is never found).
  await db.update(companies).set({ claimed: true }).where(eq(companies.id, other.id));
  await createComplaint({ companyId: exact.id, companyName: exact.name });
  await createComplaint({ companyId: exact.id, companyName: exact.name });
  const hits = await searchCompanies(db, "glimmer");
  expect(hits.map((hit) => hit.id)).toEqual([exact.id, other.id]);
  expect(hits[0]).toMatchObject({ name: "Glimmerfax", slug: "glimmerfax", complaintCount: 2 });
  expect(hits[0]?.markedName).toBe(`${MARK_OPEN}Glimmerfax${MARK_CLOSE}`);
  expect(hits[1]?.complaintCount).toBe(0);
  // When no company has every word, any word finds one; more words matched rank first.
  expect((await searchCompanies(db, "glimmerfax zzyzxq")).map((hit) => hit.id)).toEqual([
    exact.id,
    other.id,
  ]);
  expect((await searchCompanies(db, "logistics glimmerfax")).map((hit) => hit.id)).toEqual([
    other.id,
  ]);
  // The domain is indexed too (glimmerfax-logistics-holdings-group.example).
  expect((await searchCompanies(db, "glimmerfax holdings")).map((hit) => hit.id)).toEqual([
    other.id,
  ]);
});

it("at most 8 companies are returned", async () => {
  for (let i = 0; i < 10; i++) {
    const company = await createCompany({ name: `Trundlebee ${i}` });
    await createComplaint({ companyId: company.id, companyName: company.name });
  }
  expect(await searchCompanies(db, "trundlebee")).toHaveLength(8);
});
