/**
 * Hostile input through the Worker (issue #11): the company page's actions (follow, unfollow,
 * claim, respond, resolve, legal-entity) and the public profile's follow, 500+ generated bad submissions
 * each. Every answer is a 4xx with a readable message, or the route's redirect home for a
 * company that does not exist; never a 5xx or a 429; no D1 table changes (test/hostile/db.ts).
 */

import { normalizeDomain } from "@shared/domain";
import { companies, companyMembers, profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFile,
  hostileFormValue,
  hostileSegment,
  isRedirect,
  refusedWithMessage,
} from "./forms";
import type { FormFields, FormValue } from "./requests";

let cookie = "";
let ownSlug = "";
let ownComplaint = "";
let otherSlug = "";
let actorName = "";
let otherName = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const actor = await createUser({ name: "Owner Actor" });
  cookie = await sessionCookie(actor.id);
  // The actor owns a claimed page with an open complaint; another page is not claimed.
  const own = await createCompany();
  await db.update(companies).set({ claimed: true }).where(eq(companies.id, own.id));
  await db.insert(companyMembers).values({ companyId: own.id, userId: actor.id, role: "owner" });
  ownComplaint = (await createComplaint({ companyId: own.id, companyName: own.name })).id;
  const [ownRow] = await db.select().from(companies).where(eq(companies.id, own.id));
  ownSlug = ownRow?.slug ?? "";
  const other = await createCompany();
  const [otherRow] = await db.select().from(companies).where(eq(companies.id, other.id));
  otherSlug = otherRow?.slug ?? "";
  const person = await createUser({ name: "Someone Else" });
  const names = await db.select().from(profiles);
  actorName = names.find((p) => p.id === actor.id)?.username ?? "";
  otherName = names.find((p) => p.id === person.id)?.username ?? "";
});

const INTENTS = ["follow", "unfollow", "claim", "respond", "resolve"];
const REGISTRIES = [
  "lei",
  "gb_company_number",
  "tr_mersis",
  "tr_vkn",
  "br_cnpj",
  "es_nif",
  "other",
] as const;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What submitClaim would store: a shaped address and a plausible domain. Never generated. */
const claimable = (email: FormValue | undefined, domain: FormValue | undefined) =>
  typeof email === "string" &&
  typeof domain === "string" &&
  EMAIL_SHAPE.test(email.trim().toLowerCase()) &&
  normalizeDomain(domain.trim()) !== null;

const nonMatchingComplaint = fc.oneof(
  fc.uuid(),
  nastyText.map((v) => v.slice(0, 64)),
);

it("the company page's actions refuse 500 hostile submissions without writing", async () => {
  const onOwnPage = fc
    .oneof(
      brokenRecord<FormValue>(
        { intent: "follow" },
        { intent: fc.oneof(notOneOf(INTENTS), hostileFile) },
        ["intent"],
      ),
      // The page is claimed already: no claim is stored, whatever the fields.
      fc.record(
        { intent: fc.constant("claim"), email: hostileFormValue, domain: hostileFormValue },
        { requiredKeys: ["intent"] },
      ),
      // A response must have text; it is refused blank or too long (read as blank). (Not a
      // file here: workerd reads some file parts, an unnamed one, as their text, which is then
      // a valid response.)
      fc.record({
        intent: fc.constant("respond"),
        complaintId: fc.constant("own"),
        text: fc.oneof(blankText, longerThan(2000)),
        offerReimbursement: fc.oneof(fc.constantFrom("on", "off"), nastyText),
        reimbursement: fc.oneof(nastyText, longerThan(300)),
      }),
      // Respond or resolve a complaint that is not there, or with an id too long to be one.
      fc.record({
        intent: fc.constantFrom("respond", "resolve"),
        complaintId: fc.oneof(nonMatchingComplaint, longerThan(64), hostileFile),
        text: fc.constant("We are sorry."),
      }),
    )
    .map((fields: FormFields) =>
      fields.complaintId === "own" ? { ...fields, complaintId: ownComplaint } : fields,
    );
  // The owner's legal entity (decisions 045, 050): a register not in the list is refused before
  // its document is read or stored, whatever the other fields.
  const badEntity = fc.record(
    {
      intent: fc.constant("legal-entity"),
      legalName: hostileFormValue,
      registry: notOneOf(REGISTRIES),
      identifier: hostileFormValue,
      country: hostileFormValue,
      document: fc.oneof(hostileFile, hostileFormValue),
    },
    { requiredKeys: ["intent", "registry"] },
  );
  // On a page the actor is not claiming, no entry is taken, however well formed.
  const strangersEntity = fc.record({
    intent: fc.constant("legal-entity"),
    legalName: fc.oneof(fc.constant("Sample Widgets Limited"), hostileFormValue),
    registry: fc.oneof(fc.constantFrom(...REGISTRIES), hostileFormValue),
    identifier: fc.oneof(fc.constant("99999901"), hostileFormValue),
    document: hostileFile,
  });
  const onUnclaimedPage = fc.oneof(
    fc
      .record(
        { intent: fc.constant("claim"), email: hostileFormValue, domain: hostileFormValue },
        { requiredKeys: ["intent"] },
      )
      .filter((fields) => !claimable(fields.email, fields.domain)),
    strangersEntity,
  );
  const anyFields = fc.oneof(
    fc
      .constantFrom(...INTENTS)
      .map((intent) => ({ intent, complaintId: crypto.randomUUID(), text: "x" })),
    fc.dictionary(
      fc.constantFrom("intent", "email", "domain", "complaintId", "text"),
      hostileFormValue,
      { maxKeys: 4 },
    ),
  );
  await assertRefusesHostileForms({
    name: "company/:slug",
    actorCookie: async () => cookie,
    cases: fc.oneof(
      {
        weight: 3,
        arbitrary: onOwnPage.map((fields) => ({ path: `/company/${ownSlug}`, fields })),
      },
      {
        weight: 1,
        arbitrary: onUnclaimedPage.map((fields) => ({ path: `/company/${otherSlug}`, fields })),
      },
      {
        weight: 1,
        arbitrary: badEntity.map((fields) => ({ path: `/company/${ownSlug}`, fields })),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          path: fc.oneof(fc.uuid(), hostileSegment).map((s) => `/company/${s}`),
          fields: anyFields,
        }),
      },
    ),
    check: (answer: Answer) => {
      // A page that does not exist sends the visitor home (the route's `throw redirect("/")`).
      const unknownPage =
        !answer.form.path.endsWith(ownSlug) && !answer.form.path.endsWith(otherSlug);
      if (unknownPage && (isRedirect(answer) || answer.status === 404)) return;
      refusedWithMessage(answer);
    },
  });
}, 300_000);

it("following a person refuses 500 hostile submissions without writing", async () => {
  const badIntent = brokenRecord<FormValue>(
    { intent: "follow" },
    { intent: fc.oneof(notOneOf(["follow", "unfollow"]), hostileFile) },
    ["intent"],
  );
  await assertRefusesHostileForms({
    name: "u/:username",
    actorCookie: async () => cookie,
    cases: fc.oneof(
      badIntent.map((fields) => ({ path: `/u/${otherName}`, fields })),
      // Following oneself is refused.
      fc.constant({ path: `/u/${actorName}`, fields: { intent: "follow" } }),
      fc.record({
        path: fc.oneof(fc.uuid(), hostileSegment).map((s) => `/u/${s}`),
        fields: fc.oneof(fc.constantFrom({ intent: "follow" }, { intent: "unfollow" }), badIntent),
      }),
    ),
    check: (answer: Answer) => {
      if (answer.status === 404 && !answer.strings.includes("ok")) return;
      refusedWithMessage(answer);
    },
  });
}, 300_000);
