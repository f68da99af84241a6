/**
 * Hostile input, property-based (issue #11): every zod schema that reads outside input, at least
 * 500 generated bad inputs each. safeParse must refuse them without throwing, with a message a
 * person can read. The inventory (grep `z.object|z.string|z.union|z.enum` in worker/ and app/):
 *
 * Refusing schemas, exported, parsed here directly (this file and hostile-schemas-auth):
 *   BlockSchema, ClaimDecisionSchema, BreachSchema, ModerationDecisionSchema
 *     (worker/services/admin/*), HandleMessageSchema, ContactSchema (services/contact),
 *   ProfileUpdateSchema (services/users/profile-update), CommentTextSchema (complaints/comments),
 *   CardActionSchema (complaints/card-actions), CreateComplaintSchema.imageKey (complaints/create),
 *   LoginSchema, RegisterSchema, EmailOnlySchema, NewPasswordSchema (shared/auth-validation),
 *   InviteEmailSchema (shared/invite-validation), RequestDeletionSchema (shared/data-rights),
 *   ToastSchema (shared/toast, parsed from the flash cookie), FeedCursorParam
 *   (complaints/feed), RankCursorParam (services/discovery), readCompanyInfo
 *   (app/components/create/company-api).
 * Lenient schemas (every field `.catch`es to a default), hostile-schemas-lenient: the property
 *   is "never throws, answers the default or a bounded value": SearchParamsSchema
 *   (services/search), FeedSortParam, FeedStatusParam (complaints/feed), ClaimFormSchema
 *   (companies/claims), RespondSchema (companies/responses), CreateComplaintSchema's text fields.
 * Route-local and function-local schemas (not exported), driven through the Worker instead:
 *   UckVoteSchema, LookupSchema, claim-verification Schema (worker/api/*) in
 *   hostile-functions; CommentActionSchema (complaint.$id), CompanyActionSchema
 *   (company.$slug), ShareSchema (complaint-actions), FollowSchema (u.$username), UserIdSchema
 *   (admin), ActionSchema (notifications) in hostile-forms-*; the loaders' query parameters
 *   (admin TabParam/PageParam/QueryParam, profile PageParam/TabParam, feed FiltersSchema and
 *   ViralWindowParam, near-me SearchSchema, viral and most-complained WindowParam) in
 *   hostile-loaders*; StoredSession (auth/session, read back from KV) and GoogleClaims/TwitterMe
 *   (auth/oauth, the providers' answers) in hostile-schemas-providers.
 * Not covered, with the reason: ConfigSchema (worker/config: the operator's wrangler vars, not
 *   visitor input; a bad deploy fails loudly by design); DataSchema (services/notifications:
 *   JSON the service itself wrote, `.catch({})`); ComplaintHitRow, FacetRow, CompanyHitRow
 *   (services/search: rows of our own SQL); the browser-side answer schemas UckResponse,
 *   SendResponse, SearchResponse, DomainResponse, Failure, UploadResponse (components, not
 *   exported; they parse this Worker's own answers, whose refusals hostile-functions checks).
 */

import { CONTACT_TOPICS } from "@worker/db/schema";
import { BreachSchema } from "@worker/services/admin/breach";
import { ClaimDecisionSchema } from "@worker/services/admin/claims";
import { ModerationDecisionSchema } from "@worker/services/admin/moderation";
import { BlockSchema } from "@worker/services/admin/users";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { CommentTextSchema } from "@worker/services/complaints/comments";
import { CreateComplaintSchema } from "@worker/services/complaints/create";
import { ContactSchema, HandleMessageSchema } from "@worker/services/contact";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import fc from "fast-check";
import { it } from "vitest";
import {
  blankText,
  brokenRecord,
  hostileString,
  longerThan,
  nastyText,
  notAnObject,
  notOneOf,
  withControlCharacter,
  wrongTypeValue,
} from "./hostile/arbitraries";
import { expectRejected, RUNS } from "./hostile/checks";

/** A trimmed, required, bounded text field: blank, too long, or not a string. */
const badText = (max: number) => fc.oneof(blankText, longerThan(max), wrongTypeValue);
/** An optional-but-bounded text field: too long or not a string. */
const tooLongOrWrong = (max: number) => fc.oneof(longerThan(max), wrongTypeValue);

function refuses(schema: Parameters<typeof expectRejected>[0], bad: fc.Arbitrary<unknown>) {
  fc.assert(
    fc.property(bad, (input) => expectRejected(schema, input)),
    { numRuns: RUNS },
  );
}

const objectOr = (record: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: notAnObject }, { weight: 4, arbitrary: record });

it("the admin block form refuses 500 hostile inputs with a readable message", () => {
  refuses(
    BlockSchema,
    objectOr(
      brokenRecord<unknown>(
        { userId: "u1", reason: "spam" },
        { userId: badText(64), reason: badText(500) },
        ["userId", "reason"],
      ),
    ),
  );
});

it("the admin breach-deletion form refuses 500 hostile inputs", () => {
  refuses(
    BreachSchema,
    objectOr(
      brokenRecord<unknown>(
        { userId: "u1", reason: "Rule 3" },
        { userId: badText(64), reason: badText(500) },
        ["userId", "reason"],
      ),
    ),
  );
});

it("the admin claim and moderation decisions refuse 500 hostile inputs each", () => {
  refuses(
    ClaimDecisionSchema,
    objectOr(
      brokenRecord<unknown>(
        { claimId: "c1", decision: "approve" },
        {
          claimId: badText(64),
          decision: fc.oneof(notOneOf(["approve", "reject"]), wrongTypeValue),
        },
        ["claimId", "decision"],
      ),
    ),
  );
  refuses(
    ModerationDecisionSchema,
    objectOr(
      brokenRecord<unknown>(
        { complaintId: "c1", outcome: "kept" },
        {
          complaintId: badText(64),
          outcome: fc.oneof(notOneOf(["kept", "removed"]), wrongTypeValue),
        },
        ["complaintId", "outcome"],
      ),
    ),
  );
});

it("the admin mark-handled form refuses 500 hostile inputs", () => {
  refuses(
    HandleMessageSchema,
    objectOr(brokenRecord<unknown>({ messageId: "m1" }, { messageId: badText(64) }, ["messageId"])),
  );
});

const notAnEmail = fc.oneof(
  nastyText.filter((value) => !value.includes("@")),
  fc.constantFrom(
    "a@",
    "@b.co",
    "a@b",
    "a b@c.de",
    "a@@b.co",
    "a@b..co",
    `${"x".repeat(250)}@b.co`,
  ),
);

it("the contact form refuses 500 hostile inputs with one of its own messages", () => {
  const bad = brokenRecord<unknown>(
    { name: "Casey", email: "casey@example.com", topic: "complaint", message: "Long enough text." },
    {
      name: badText(100),
      email: fc.oneof(notAnEmail, wrongTypeValue),
      topic: fc.oneof(notOneOf(CONTACT_TOPICS), wrongTypeValue),
      message: fc.oneof(
        fc.constantFrom("short", "\u{1F469}\u200D\u{1F469}", "e\u0301e\u0301e\u0301"),
        blankText,
        longerThan(2000),
        wrongTypeValue,
      ),
    },
    ["name", "email", "topic", "message"],
  );
  const messages = [
    "Please enter your name.",
    "Please keep your name under 100 characters.",
    "Please enter a valid email address.",
    "Please choose what your message is about.",
    "Please write at least 10 characters.",
    "Please keep your message under 2,000 characters.",
  ];
  fc.assert(
    fc.property(bad, (input) => expectRejected(ContactSchema, input, messages)),
    { numRuns: RUNS },
  );
});

it("the profile form refuses 500 hostile inputs", () => {
  const valid = {
    username: "casey",
    fullName: "Casey Doe",
    bio: "",
    location: "",
    website: "",
    phone: "",
    company: "",
    jobTitle: "",
  };
  const badUsername = fc.oneof(
    badText(50),
    fc.constantFrom("a", " b ", "has space", "semi;colon", "caf\u00E9", "\u0130stanbul"),
    nastyText.filter((value) => !/^[a-z0-9_.-]{2,50}$/.test(value.trim().toLowerCase())),
  );
  const badWebsite = fc.oneof(
    tooLongOrWrong(300),
    fc.constantFrom("javascript:alert(1)", "ftp://x.y", "http://", "https:// spaced.com", "//x.y"),
    // Blank text is a valid (empty) website once trimmed, and a bare "host.name" is that
    // site's https:// address, so neither is a bad input.
    nastyText.filter((value) => {
      const trimmed = value.trim();
      const url = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
      return (
        trimmed !== "" && !(/^https?:\/\/[^\s/$.?#][^\s]*\.\S*$/i.test(url) && url.length <= 300)
      );
    }),
  );
  refuses(
    ProfileUpdateSchema,
    objectOr(
      brokenRecord<unknown>(
        valid,
        {
          username: badUsername,
          fullName: fc.oneof(badText(100), fc.constantFrom("x", " y "), withControlCharacter),
          bio: tooLongOrWrong(500),
          location: fc.oneof(tooLongOrWrong(100), withControlCharacter),
          website: badWebsite,
          phone: tooLongOrWrong(20),
          company: fc.oneof(tooLongOrWrong(100), withControlCharacter),
          jobTitle: fc.oneof(tooLongOrWrong(100), withControlCharacter),
        },
        Object.keys(valid),
      ),
    ),
  );
});

it("a comment's text refuses 500 hostile inputs with the spec's messages or a type error", () => {
  fc.assert(
    fc.property(fc.oneof(blankText, longerThan(1000), wrongTypeValue), (input) => {
      const messages =
        typeof input === "string"
          ? ["Please write a comment first.", "Comments can be at most 1000 characters."]
          : undefined;
      expectRejected(CommentTextSchema, input, messages);
    }),
    { numRuns: RUNS },
  );
});

it("the card actions refuse 500 hostile inputs (unknown intents, bad reasons, texts, answers)", () => {
  const intents = [
    "save",
    "unsave",
    "follow-company",
    "unfollow-company",
    "report",
    "mute-author",
    "edit",
    "delete",
    "admin-delete",
    "satisfaction",
  ];
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { intent: "save" },
      { intent: fc.oneof(notOneOf(intents), wrongTypeValue) },
      ["intent"],
    ),
    brokenRecord<unknown>({ intent: "report", reason: "spam" }, { reason: badText(500) }, [
      "reason",
    ]),
    brokenRecord<unknown>({ intent: "edit", text: "new text" }, { text: badText(500) }, ["text"]),
    brokenRecord<unknown>(
      { intent: "satisfaction", satisfied: "yes" },
      { satisfied: fc.oneof(notOneOf(["yes", "no"]), wrongTypeValue) },
      ["satisfied"],
    ),
  );
  refuses(CardActionSchema, bad);
});

it("the complaint form refuses an image key that is not a short string", () => {
  const valid = {
    companyName: "Acme",
    companySlug: "acme",
    companyDomain: "acme.example",
    text: "It broke.",
    location: "",
  };
  refuses(
    CreateComplaintSchema,
    fc.oneof(
      notAnObject,
      brokenRecord<unknown>(valid, { imageKey: fc.oneof(longerThan(200), wrongTypeValue) }, []),
    ),
  );
});

it("hostile strings never make a refusing schema throw", () => {
  fc.assert(
    fc.property(hostileString, (input) => {
      for (const schema of [BlockSchema, ContactSchema, ProfileUpdateSchema, CardActionSchema]) {
        expectRejected(schema, input);
      }
    }),
    { numRuns: RUNS },
  );
});
