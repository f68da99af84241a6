/**
 * Hostile input for the lenient schemas (inventory at the top of schemas-setup.ts): each field
 * `.catch`es to a default by design ("anything malformed falls back to not given"), so the
 * property is that safeParse never throws, succeeds for any object, and answers the default or
 * a value inside the field's bounds: nothing hostile passes through unbounded.
 */

import { COMPLAINT_STATUSES } from "@worker/db/schema";
import { ClaimFormSchema } from "@worker/services/companies/claims";
import { RespondSchema } from "@worker/services/companies/respond-form";
import { CreateComplaintSchema } from "@worker/services/complaints/create";
import { FEED_SORTS, FeedSortParam, FeedStatusParam } from "@worker/services/complaints/feed";
import { SEARCH_INPUT_MAX, SEARCH_PAGES_MAX, SearchParamsSchema } from "@worker/services/search";
import fc from "fast-check";
import { expect, it } from "vitest";
import { hostileNumber, hostileValue, junkKey, notOneOf, withOwnProperties } from "./arbitraries";
import { RUNS } from "./checks";

/** An object with the given fields, each hostile, any of them missing, plus junk fields. */
function hostileObject(fields: readonly string[], extra: fc.Arbitrary<unknown> = hostileValue) {
  return fc
    .record({
      values: fc.record(
        Object.fromEntries(fields.map((field) => [field, fc.oneof(hostileValue, extra)])),
        { requiredKeys: [] },
      ),
      junk: fc.array(fc.tuple(junkKey, hostileValue), { maxLength: 3 }),
    })
    .map(({ values, junk }) =>
      withOwnProperties(
        values,
        junk.filter(([key]) => !fields.includes(key)),
      ),
    );
}

const parsed = <T>(result: { success: boolean; data?: T }) => {
  expect(result.success).toBe(true);
  return result.data as T;
};

it("search parameters: any of 500 hostile queries parses to bounded values", () => {
  const numbersAsText = hostileNumber.map(String);
  fc.assert(
    fc.property(hostileObject(["q", "status", "company", "page"], numbersAsText), (input) => {
      const out = parsed(SearchParamsSchema.safeParse(input));
      expect(typeof out.q).toBe("string");
      expect(out.q.length).toBeLessThanOrEqual(SEARCH_INPUT_MAX);
      expect(out.q).toBe(out.q.trim());
      if (out.status !== undefined) expect(COMPLAINT_STATUSES).toContain(out.status);
      if (out.company !== undefined) expect(out.company).toMatch(/^[a-z0-9-]{1,200}$/);
      expect(Number.isInteger(out.page)).toBe(true);
      expect(out.page).toBeGreaterThanOrEqual(1);
      expect(out.page).toBeLessThanOrEqual(SEARCH_PAGES_MAX);
    }),
    { numRuns: RUNS },
  );
});

it("feed sort and status: 500 hostile values fall back to newest and to no filter", () => {
  fc.assert(
    fc.property(
      fc.oneof(hostileValue, notOneOf([...FEED_SORTS, ...COMPLAINT_STATUSES])),
      (input) => {
        expect(parsed(FeedSortParam.safeParse(input))).toBe("newest");
        expect(parsed(FeedStatusParam.safeParse(input))).toBeUndefined();
      },
    ),
    { numRuns: RUNS },
  );
});

it("the claim form: 500 hostile inputs parse to bounded, lower-cased strings", () => {
  fc.assert(
    fc.property(hostileObject(["email", "domain"]), (input) => {
      const out = parsed(ClaimFormSchema.safeParse(input));
      expect(out.email.length).toBeLessThanOrEqual(320);
      expect(out.email).toBe(out.email.trim().toLowerCase());
      expect(out.domain.length).toBeLessThanOrEqual(300);
    }),
    { numRuns: RUNS },
  );
});

it("the response form: 500 hostile inputs parse to bounded text and on/off", () => {
  fc.assert(
    fc.property(hostileObject(["text", "offerReimbursement", "reimbursement"]), (input) => {
      const out = parsed(RespondSchema.safeParse(input));
      expect(out.text.length).toBeLessThanOrEqual(2000);
      expect(["on", "off"]).toContain(out.offerReimbursement);
      expect(out.reimbursement.length).toBeLessThanOrEqual(300);
    }),
    { numRuns: RUNS },
  );
});

it("the complaint form: 500 hostile drafts parse to bounded text and an in-range position", () => {
  const coordinate = fc.oneof(hostileValue, hostileNumber, hostileNumber.map(String));
  const textFields = ["companyName", "companySlug", "companyDomain", "text", "location"] as const;
  fc.assert(
    fc.property(hostileObject([...textFields, "latitude", "longitude"], coordinate), (input) => {
      const out = parsed(CreateComplaintSchema.safeParse(input));
      for (const field of textFields) {
        expect(typeof out[field]).toBe("string");
        expect(out[field].length).toBeLessThanOrEqual(5000);
      }
      if (out.latitude !== undefined) {
        expect(Number.isFinite(out.latitude)).toBe(true);
        expect(Math.abs(out.latitude)).toBeLessThanOrEqual(90);
      }
      if (out.longitude !== undefined) {
        expect(Number.isFinite(out.longitude)).toBe(true);
        expect(Math.abs(out.longitude)).toBeLessThanOrEqual(180);
      }
    }),
    { numRuns: RUNS },
  );
});
