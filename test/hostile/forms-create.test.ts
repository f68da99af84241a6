/**
 * Hostile input through the Worker (issue #11): filing a complaint (/create) and uploading its
 * photo (/create/image; its JSON answer arrives as React Router data here), 500+ generated bad
 * submissions each. Every answer is a 4xx with the
 * form's problem (never a 5xx or a 429), no D1 table changes (test/hostile/db.ts) and no object
 * lands in the complaint-images bucket.
 */
import { env } from "cloudflare:test";
import { complaintProblem } from "@shared/complaint-validation";
import { companies } from "@worker/db/schema";
import { CreateComplaintSchema } from "@worker/services/complaints/create";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { blankText, brokenRecord, hostileNumber, longerThan, nastyText } from "./arbitraries";
import { assertRefusesHostileForms, hostileFile, hostileFormValue } from "./forms";
import type { FormFields, FormValue } from "./requests";

let cookie = "";
let slug = "";
let domain = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  cookie = await sessionCookie((await createUser()).id);
  const company = await createCompany();
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  slug = row?.slug ?? "";
  domain = row?.domain ?? "";
});

/** What the route would file: a draft without a problem, for the real company, no photo. */
function fileable(fields: FormFields) {
  const parsed = CreateComplaintSchema.safeParse(fields);
  if (!parsed.success || complaintProblem(parsed.data)) return false;
  return parsed.data.companySlug.trim() === slug && !parsed.data.imageKey;
}

const images = async () => (await env.COMPLAINT_IMAGES.list()).objects.length;

it("filing a complaint refuses 500 hostile drafts without writing", async () => {
  const valid = {
    companyName: "Acme",
    companySlug: "slug",
    companyDomain: "acme.example",
    text: "It broke.",
    location: "",
  };
  const coordinate = fc.oneof(hostileNumber.map(String), nastyText);
  const draft = fc
    .oneof(
      // A required field blank (a file reads as blank), the text or location too long.
      brokenRecord<FormValue>(
        valid,
        {
          companyName: fc.oneof(blankText, hostileFile),
          text: fc.oneof(blankText, longerThan(500), hostileFile),
          companySlug: fc.oneof(blankText, hostileFile),
          companyDomain: fc.oneof(blankText, hostileFile),
          location: fc.integer({ min: 101, max: 5000 }).map((n) => "\u00E9".repeat(n)),
        },
        ["companyName", "text", "companySlug", "companyDomain"],
      ),
      // A well-formed draft for a company that does not exist.
      fc.record({ ...constants(valid), companySlug: fc.oneof(fc.uuid(), nastyText) }),
      // A well-formed draft with a photo key nobody uploaded (or one too long to be a key).
      // (No file here: a text-only encoding sends it as an empty key, which means "no photo".)
      fc.record({
        ...constants(valid),
        imageKey: fc.oneof(nastyText, longerThan(200), fc.constant("uploads/someone-else/x.png")),
      }),
    )
    .chain((fields) =>
      fc
        .record({ latitude: coordinate, longitude: coordinate }, { requiredKeys: [] })
        .map((position) => {
          const out: FormFields = { ...fields, ...position };
          if (out.companySlug === "slug") out.companySlug = slug;
          if (out.companyDomain === "acme.example") out.companyDomain = domain;
          return out;
        }),
    )
    .filter((fields) => !fileable(fields));
  const before = await images();
  await assertRefusesHostileForms({
    name: "create",
    actorCookie: async () => cookie,
    cases: draft.map((fields) => ({ path: "/create", fields })),
  });
  expect(await images()).toBe(before);
}, 300_000);

it("'I have this problem too' refuses 200 hostile groups to join without writing", async () => {
  // A fileable draft but for the group it names: no complaint's id, a file, an overlong value,
  // with the JavaScript form's fields and the plain form's (plain=1).
  const valid = {
    companyName: "Acme",
    companySlug: slug,
    companyDomain: domain,
    text: "It broke.",
    location: "",
  };
  const groupWith = fc.oneof(
    fc.uuid(),
    nastyText.filter((value) => value.trim() !== ""),
    longerThan(64),
    hostileFile,
  );
  const cases = fc.record({ groupWith, plain: fc.boolean() }).map(({ groupWith, plain }) => ({
    path: "/create",
    fields: (plain
      ? { ...valid, plain: "1", companySlug: "", groupWith }
      : { ...valid, groupWith }) as FormFields,
  }));
  await assertRefusesHostileForms({
    name: "create groupWith",
    actorCookie: async () => cookie,
    cases,
    numRuns: 200,
  });
}, 300_000);

function constants(record: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, fc.constant(value)]),
  );
}

it("a photo upload refuses 500 hostile submissions without storing", async () => {
  const oversized = fc
    .constant(null)
    .map(() => new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
  const fields = fc.oneof(
    fc.record(
      {
        image: fc.oneof(
          { weight: 8, arbitrary: hostileFile },
          { weight: 3, arbitrary: hostileFormValue },
          { weight: 1, arbitrary: oversized },
        ),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.constantFrom("file", "photo", "image[]", "__proto__"), hostileFormValue, {
      maxKeys: 2,
    }),
  );
  const before = await images();
  await assertRefusesHostileForms({
    name: "create/image",
    actorCookie: async () => cookie,
    cases: fields.map((f) => ({ path: "/create/image", fields: f })),
  });
  expect(await images()).toBe(before);
}, 300_000);
