import { companyFollows, complaints, refunds, userFollows } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { db } from "../factories";
import { PNG } from "../fixtures/images";
import { post } from "../harness/app";
import type { Row } from "./matrix";
import { SIGNED_IN, type World } from "./world";

const page = (
  fields: Record<string, string | Blob>,
  target: "company" | "unclaimed" = "company",
) => {
  return (w: World) => post(`/company/${w[target].slug}`, { form: fields }, w.cookie);
};

const exceptAuthor = SIGNED_IN.filter((a) => a !== "author");

/** A legal entity with its document, as the company page's form posts it (decision 045). */
const entityEntry = (legalName: string) => ({
  intent: "legal-entity",
  legalName,
  registry: "gb_company_number",
  identifier: "99999901",
  country: "GB",
  document: new File([PNG], "extract.png", { type: "image/png" }),
});

/**
 * POST /company/:slug (follow, claim, respond, resolve, refund-offer, legal-entity), POST /company/:slug/claim (the
 * claimant's confirmation from the mailed link) and POST /u/:username (follow).
 */
export const COMPANY_ROWS: Row[] = [
  {
    route: "company/:slug",
    intent: "follow",
    allowed: SIGNED_IN,
    changes: ["d1:company_follows"],
    request: page({ intent: "follow" }),
  },
  {
    route: "company/:slug",
    intent: "unfollow",
    allowed: SIGNED_IN,
    changes: ["d1:company_follows"],
    prepare: async (w) =>
      w.me &&
      db
        .insert(companyFollows)
        .values({ id: crypto.randomUUID(), userId: w.me.id, companyId: w.company.id }),
    request: page({ intent: "unfollow" }),
  },
  {
    route: "company/:slug",
    intent: "claim",
    allowed: SIGNED_IN,
    changes: ["d1:company_claims"],
    request: (w) =>
      page(
        { intent: "claim", email: `ceo@${w.unclaimed.domain}`, domain: w.unclaimed.domain },
        "unclaimed",
      )(w),
  },
  {
    route: "company/:slug",
    intent: "claim",
    note: "a page already claimed",
    allowed: [],
    changes: [],
    request: (w) =>
      page({ intent: "claim", email: `ceo@${w.company.domain}`, domain: w.company.domain })(w),
  },
  {
    route: "company/:slug",
    intent: "respond",
    allowed: ["member"],
    changes: ["d1:company_responses", "d1:complaints", "d1:notifications"],
    request: (w) =>
      page({
        intent: "respond",
        complaintId: w.open,
        text: "We are sorry; a refund is on its way.",
        category: "explanation",
      })(w),
  },
  {
    route: "company/:slug",
    intent: "respond",
    note: "through another company's page",
    allowed: ["member"],
    changes: ["d1:company_responses", "d1:complaints"],
    // The right follows the complaint's company, whatever page the form was posted to.
    request: (w) =>
      post(
        `/company/${w.otherCompany.slug}`,
        {
          form: {
            intent: "respond",
            complaintId: w.open,
            text: "Answer via another page.",
            category: "explanation",
          },
        },
        w.cookie,
      ),
  },
  {
    route: "company/:slug",
    intent: "resolve",
    allowed: ["member"],
    changes: ["d1:complaints", "d1:notifications"],
    request: (w) => page({ intent: "resolve", complaintId: w.answered })(w),
  },
  {
    route: "company/:slug",
    intent: "refund-offer",
    allowed: ["member"],
    changes: ["d1:refunds", "d1:notifications"],
    // The complainant said the refund recorded with the answer did not arrive.
    prepare: async (w) => {
      const [row] = await db
        .select({ companyId: complaints.companyId })
        .from(complaints)
        .where(eq(complaints.id, w.answered));
      await db.insert(refunds).values({
        complaintId: w.answered,
        companyId: row?.companyId ?? "",
        amountMinor: 4000,
        currency: "USD",
        dueOn: "2031-01-01",
        status: "not_received",
      });
    },
    request: (w) =>
      page({
        intent: "refund-offer",
        complaintId: w.answered,
        refundAmount: "45",
        refundCurrency: "USD",
        refundDue: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      })(w),
  },
  {
    route: "company/:slug",
    intent: "legal-entity",
    note: "a claimed page: its owner",
    allowed: ["member"],
    changes: ["d1:company_legal_entities", "r2:COMPLAINT_IMAGES"],
    request: (w) => page(entityEntry(`Owner Entity ${w.company.name}`))(w),
  },
  {
    route: "company/:slug",
    intent: "legal-entity",
    note: "an unclaimed page: the person whose claim of it is pending (decision 050)",
    // The other person is claiming another page, and is another page's member: refused here.
    allowed: ["author"],
    changes: ["d1:company_legal_entities", "r2:COMPLAINT_IMAGES"],
    request: (w) => page(entityEntry(`Claimant Entity ${w.unclaimed.name}`), "unclaimed")(w),
  },
  {
    route: "company/:slug/claim",
    note: "the mailed token of the author's pending claim",
    allowed: ["author"],
    changes: ["d1:company_claims", "d1:company_members", "d1:companies"],
    request: (w) =>
      post(
        `/company/${w.unclaimed.slug}/claim`,
        { form: { token: w.pendingClaimToken } },
        w.cookie,
      ),
  },
  {
    route: "company/:slug/claim",
    note: "a forged token",
    allowed: [],
    changes: [],
    request: (w) =>
      post(`/company/${w.unclaimed.slug}/claim`, { form: { token: "a".repeat(52) } }, w.cookie),
  },
  {
    route: "u/:username",
    intent: "follow",
    allowed: exceptAuthor,
    changes: ["d1:user_follows", "d1:notifications"],
    request: (w) => post(`/u/${w.author.username}`, { form: { intent: "follow" } }, w.cookie),
  },
  {
    route: "u/:username",
    intent: "unfollow",
    allowed: exceptAuthor,
    changes: ["d1:user_follows"],
    prepare: async (w) =>
      w.me &&
      w.me.id !== w.author.id &&
      db.insert(userFollows).values({ followerId: w.me.id, followeeId: w.author.id }),
    request: (w) => post(`/u/${w.author.username}`, { form: { intent: "unfollow" } }, w.cookie),
  },
];
