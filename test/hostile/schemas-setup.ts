/**
 * Hostile input, property-based (issue #11): every zod schema that reads outside input, at least
 * 500 generated bad inputs each. safeParse must refuse them without throwing, with a message a
 * person can read. The inventory (grep `z.object|z.string|z.union|z.enum` in worker/ and app/):
 *
 * Refusing schemas, exported, parsed directly (hostile-schemas-admin, -people, -complaints,
 *   -no-throw, -auth and -read-back):
 *   BlockSchema, ClaimDecisionSchema, BreachSchema, ModerationDecisionSchema
 *     (worker/services/admin/*), HandleMessageSchema, ContactSchema (services/contact),
 *   ProfileUpdateSchema (services/users/profile-update), CommentTextSchema (complaints/comments),
 *   CardActionSchema (complaints/card-actions), CreateComplaintSchema.imageKey (complaints/create),
 *   LoginSchema, RegisterSchema, EmailOnlySchema, NewPasswordSchema (shared/auth-validation),
 *   InviteEmailSchema (shared/invite-validation), RequestDeletionSchema (shared/data-rights),
 *   ToastSchema (shared/toast, parsed from the flash cookie), FeedCursorParam
 *   (complaints/feed), RankCursorParam (services/discovery), readCompanyInfo
 *   (app/routes/create/company-api).
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
import fc from "fast-check";
import { blankText, longerThan, notAnObject, wrongTypeValue } from "./arbitraries";
import { expectRejected, RUNS } from "./checks";

export const badText = (max: number) => fc.oneof(blankText, longerThan(max), wrongTypeValue);

export function refuses(schema: Parameters<typeof expectRejected>[0], bad: fc.Arbitrary<unknown>) {
  fc.assert(
    fc.property(bad, (input) => expectRejected(schema, input)),
    { numRuns: RUNS },
  );
}

export const objectOr = (record: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: notAnObject }, { weight: 4, arbitrary: record });
