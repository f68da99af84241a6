/**
 * Hostile input for what the app reads back from outside (see the inventory at the top of
 * schemas-setup.ts): the flash toast (from its cookie), list cursors (from the address) and
 * the company lookup answer (from the JSON function).
 */

import { ToastSchema } from "@shared/toast";
import { FeedCursorParam } from "@worker/services/complaints/feed";
import { RankCursorParam } from "@worker/services/discovery";
import fc from "fast-check";
import { expect, it } from "vitest";
import { readCompanyInfo } from "~/routes/create/company-api";
import {
  brokenRecord,
  hostileString,
  longerThan,
  notAnObject,
  notOneOf,
  wrongTypeValue,
} from "./arbitraries";
import { expectRejected, RUNS } from "./checks";

it("a toast (the flash cookie's content) refuses 500 hostile inputs", () => {
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { id: "1", kind: "info", title: "Hi" },
      {
        id: fc.oneof(longerThan(64), wrongTypeValue),
        kind: fc.oneof(notOneOf(["success", "error", "info"]), wrongTypeValue),
        title: fc.oneof(longerThan(200), wrongTypeValue),
        description: fc.oneof(
          longerThan(500),
          wrongTypeValue.filter((v) => v !== undefined),
        ),
      },
      ["id", "kind", "title"],
    ),
  );
  fc.assert(
    fc.property(bad, (input) => expectRejected(ToastSchema, input)),
    { numRuns: RUNS },
  );
});

it("list cursors refuse 500 hostile strings each", () => {
  const nearMisses = fc.constantFrom(
    "1_",
    "_abc",
    "1_a_b_c",
    "1.5_x",
    `1_${"a".repeat(65)}`,
    "1234567890123456_a",
    "1_a b",
    "-1_a",
    "1e3_a",
  );
  const bad = fc.oneof(hostileString, nearMisses, wrongTypeValue);
  fc.assert(
    fc.property(
      bad.filter(
        (v) => typeof v !== "string" || !/^(\d{1,15}_)?\d{1,15}_[A-Za-z0-9-]{1,64}$/.test(v),
      ),
      (input) => expectRejected(FeedCursorParam, input),
    ),
    { numRuns: RUNS },
  );
  fc.assert(
    fc.property(
      bad.filter(
        (v) => typeof v !== "string" || !/^\d{1,12}(\.\d{1,12})?_[A-Za-z0-9-]{1,64}$/.test(v),
      ),
      (input) => expectRejected(RankCursorParam, input),
    ),
    { numRuns: RUNS },
  );
});

it("the company lookup answer refuses 500 malformed companies", () => {
  expect(
    readCompanyInfo({ name: "Acme", slug: "acme", domain: null, logo: null, existed: true }),
  ).toEqual({
    name: "Acme",
    slug: "acme",
    domain: null,
    logo: null,
    existed: true,
  });
  const notNullableString = wrongTypeValue.filter((v) => v !== null);
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { name: "Acme", slug: "acme", domain: null, logo: null, existed: true },
      {
        name: wrongTypeValue,
        slug: wrongTypeValue,
        domain: notNullableString,
        logo: notNullableString,
        existed: fc.oneof(hostileString, fc.constant(null), fc.integer()),
      },
      ["name", "slug", "domain", "logo", "existed"],
    ),
  );
  fc.assert(
    fc.property(bad, (input) => {
      expect(readCompanyInfo(input)).toBeNull();
    }),
    { numRuns: RUNS },
  );
});
