/**
 * One public projection of a complaint (worker/services/public/): the pages, the feeds, the
 * picture cards, the public API and the open data read the same fields and hide the same things.
 * The lists below are the fields the public sees; a new one is a decision made here, on purpose.
 */

import { env } from "cloudflare:workers";
import { OPEN_DATA_COLUMNS } from "@shared/open-data";
import { complaints } from "@worker/db/schema";
import { complaintCardFigures } from "@worker/services/cards/figures";
import { addComment } from "@worker/services/complaints/comments";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { exportOpenData } from "@worker/services/open-data";
import { EMAIL_REMOVED, publicText } from "@worker/services/public/text";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, createCompany, createComplaint, createUser, db, postbox } from "../factories";
import { fetchResponse, ORIGIN } from "../harness/app";

const get = (path: string) => fetchResponse(new Request(`${ORIGIN}${path}`));

/** The fields of a complaint in the public API, in order. */
const API_FIELDS = [
  "id",
  "url",
  "text",
  "status",
  "company",
  "category",
  "country",
  "location",
  "uck_count",
  "comment_count",
  "share_count",
  "author",
  "created_at",
  "escalated_at",
  "resolved_at",
  "satisfied",
  "company_resolved_at",
  "verdict",
  "verdict_at",
  "closed_unverified_at",
  "company_response",
  "consumer_disputed",
  "score",
  "would_do_business_again",
  "outcome",
  "outcome_at",
  "outcome_amount_minor",
  "outcome_currency",
  "outcome_verified",
  "sent_to_company_at",
  "company_response_timely",
  "group_id",
  "response",
];

/** What a page's card carries of a complaint (the viewer's own state is `viewer`). */
const CARD_FIELDS = [
  "id",
  "text",
  "location",
  "category",
  "country",
  "imageUrl",
  "status",
  "uckCount",
  "commentsCount",
  "shareCount",
  "resolvedAt",
  "createdAt",
  "editedAt",
  "hasResponse",
  "isSatisfied",
  "companyResolvedAt",
  "verdict",
  "verdictAt",
  "closedUnverifiedAt",
  "outcome",
  "score",
  "wouldReturn",
  "responseCategory",
  "response",
  "responseAt",
  "reimbursement",
  "escalatedAt",
  "sentToCompanyAt",
  "sentToCompanyVia",
  "unreachedReason",
  "groupId",
  "foundDemandingPayment",
  "inFloodReview",
  "authoritySentAt",
  "authorityVenue",
  "authorityVenueName",
  "resolutionSought",
  "dispute",
  "refund",
  "escalationOutcome",
  "company",
  "author",
  "nameHidden",
  "viewer",
];

it("an address is removed from what people wrote, except one at the company's own domain", () => {
  expect(publicText("Write to jane.doe@gmail.example now", "delta.com")).toBe(
    `Write to ${EMAIL_REMOVED} now`,
  );
  expect(publicText("I wrote to support@delta.com and care@eu.delta.com", "delta.com")).toBe(
    "I wrote to support@delta.com and care@eu.delta.com",
  );
  expect(publicText("notdelta.com: me@notdelta.com", "delta.com")).toBe(
    `notdelta.com: ${EMAIL_REMOVED}`,
  );
  expect(publicText("münchen@straße.example", null)).toBe(EMAIL_REMOVED);
});

it("the pages, the feed, the picture card, the API and the open data hide the same addresses", async () => {
  const company = await createCompany({ name: "Projection Air", domain: "projection-air.example" });
  const author = await createUser();
  const commenter = await createUser();
  const day = Date.UTC(2031, 4, 6, 10);
  const text =
    "Refund never came. Reach me at lena.private@mail.example; their desk is help@projection-air.example.";
  const { id } = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(day),
    text,
  });
  await db
    .update(complaints)
    .set({
      hasResponse: true,
      response: "Please mail our agent at agent.home@mail.example.",
      responseAt: new Date(day + 3_600_000),
      status: "in_progress",
    })
    .where(eq(complaints.id, id));
  await addComment(postbox, id, commenter.id, "Same here, I'm at sam.same@mail.example", day);
  const shown = `Refund never came. Reach me at ${EMAIL_REMOVED}; their desk is help@projection-air.example.`;

  // A visitor's page, and the author's own (they read, and edit, their words as written).
  const page = await getComplaintPage(db, id, null);
  expect(page?.complaint.text).toBe(shown);
  expect(page?.complaint.response).toBe(`Please mail our agent at ${EMAIL_REMOVED}.`);
  expect(page?.comments[0]?.text).toBe(`Same here, I'm at ${EMAIL_REMOVED}`);
  expect(Object.keys(page?.complaint ?? {})).toEqual(CARD_FIELDS);
  expect((await getComplaintPage(db, id, author.id))?.complaint.text).toBe(text);

  // The public API: the same text, and exactly the documented fields.
  const answer = (await (await get(`/api/v1/complaints/${id}`)).json()) as { data: object };
  const api = answer.data as Record<string, unknown>;
  expect(api.text).toBe(shown);
  expect(JSON.stringify(api)).not.toMatch(/lena\.private|agent\.home|sam\.same/);
  expect(Object.keys(api)).toEqual([...API_FIELDS, "comments"]);
  expect(Object.keys(api.author as object)).toEqual(["name", "username"]);

  // The company's feed and the complaint's picture card.
  const feed = await (
    await get(`/company/${company.name.toLowerCase().replace(/ /g, "-")}/feed.atom`)
  ).text();
  expect(feed).toContain("Reach me at [email removed]");
  expect(feed).not.toMatch(/lena\.private|agent\.home/);
  expect((await complaintCardFigures(db, id, Date.now()))?.text).toBe(shown);

  // The open data: the API's complaint less its author and location.
  await exportOpenData(
    { db, archiveDb, bucket: env.OPEN_DATA, publicHost: ORIGIN },
    day + 86_400_000,
  );
  const file = await (await env.OPEN_DATA.get("daily/complaints-2031-05-06.jsonl"))?.text();
  const row = JSON.parse(file?.trim() ?? "{}") as Record<string, unknown>;
  expect(row.complaint_text).toBe(shown);
  expect(row.response_text).toBe(`Please mail our agent at ${EMAIL_REMOVED}.`);
  expect(Object.keys(row)).toEqual(OPEN_DATA_COLUMNS.map((column) => column.name));
  expect(Object.keys(row)).not.toContain("author");
  expect(Object.keys(row)).not.toContain("location");
});
