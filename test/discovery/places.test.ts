import { complaintFacets } from "@shared/complaint-facets";
import { parsePlace } from "@shared/places";
import { complaints } from "@worker/db/schema";
import { backfillComplaintFacets } from "@worker/jobs/complaint-facets";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../factories";
import { complaintAt } from "./setup";

/**
 * Where a complaint is: countries and coordinates from the place written, and the backfill that
 * fills them for complaints filed before the columns existed (shared set-up: setup.ts).
 */

it("places: countries from names, codes and cities; coordinates from known cities", () => {
  expect(parsePlace("Chicago, IL, USA")).toEqual({
    country: "United States",
    latitude: 41.8781,
    longitude: -87.6298,
  });
  expect(parsePlace("San Jose, CA").country).toBe("United States");
  expect(parsePlace("Calgary, AB, CA").country).toBe("Canada");
  expect(parsePlace("Berlin").country).toBe("Germany");
  // Turkish capitals: "İ" lower-cases to "i" and a combining dot, which is dropped.
  expect(parsePlace("İstanbul, Türkiye")).toEqual({
    country: "Turkey",
    latitude: 41.0082,
    longitude: 28.9784,
  });
  expect(parsePlace("Springfield, IL")).toEqual({
    country: "United States",
    latitude: null,
    longitude: null,
  });
  expect(parsePlace("Paris, TX, USA").latitude).toBeNull();
  expect(parsePlace("nowhere special").country).toBeNull();
  expect(parsePlace(null).country).toBeNull();
  const facets = complaintFacets(
    { companyName: "Delta Air Lines", text: "My flight was cancelled", location: "London, UK" },
    { latitude: 51.5, longitude: -0.12 },
  );
  expect(facets).toEqual({
    category: "travel",
    country: "United Kingdom",
    latitude: 51.5,
    longitude: -0.12,
  });
});

it("complaints filed before the columns existed are filled by the backfill", async () => {
  const id = await complaintAt(1);
  await db
    .update(complaints)
    .set({ location: "Dublin, Ireland", category: null, country: null })
    .where(eq(complaints.id, id));
  while ((await backfillComplaintFacets(db)) > 0);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  expect(row).toMatchObject({ country: "Ireland", latitude: 53.3498 });
  expect(row?.category).toBeTruthy();
});
