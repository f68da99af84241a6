import {
  companies,
  companyClaims,
  companyMembers,
  complaints,
  emailOutbox,
  notifications,
} from "@worker/db/schema";
import { confirmClaim } from "@worker/services/companies/claim-link";
import {
  isCompanyMember,
  sendClaimVerification,
  submitClaim,
} from "@worker/services/companies/claims";
import { markResolved } from "@worker/services/companies/resolve";
import { remainingResponses } from "@worker/services/companies/response-quota";
import { respondToComplaint } from "@worker/services/companies/responses";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "../factories";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const deps = postbox;

async function slugOf(companyId: string) {
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.slug ?? "";
}
async function tokenMailedTo(email: string) {
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return mails.at(-1)?.textBody.match(/claim\?token=([a-z0-9]+)/)?.[1] ?? "";
}
async function claimedBy(domain: string) {
  const company = await createCompany({ domain });
  const user = await createUser();
  const email = `ops-${user.id.slice(0, 6)}@${domain}`;
  await submitClaim(db, user.id, company.id, { email, domain }, NOW);
  await sendClaimVerification(deps, user.id, await slugOf(company.id), NOW);
  await confirmClaim(db, user.id, await tokenMailedTo(email), NOW);
  return { company, user };
}

it("a claim with an address at the company's domain is confirmed by its claimant from the mailed link, once", async () => {
  const company = await createCompany({ domain: "claimco.example" });
  const user = await createUser();
  expect(
    await submitClaim(db, user.id, company.id, { email: "", domain: "claimco.example" }, NOW),
  ).toMatchObject({
    ok: false,
    toast: {
      title: "Missing Information",
      description: "Please provide both email and company domain.",
    },
  });
  expect(
    await submitClaim(
      db,
      user.id,
      company.id,
      { email: "boss@claimco.example", domain: "claimco.example" },
      NOW,
    ),
  ).toEqual({ ok: true });
  expect(await sendClaimVerification(deps, user.id, await slugOf(company.id), NOW)).toEqual({
    sent: true,
    email: "boss@claimco.example",
  });
  const token = await tokenMailedTo("boss@claimco.example");
  expect(token).toMatch(/^[a-z0-9]{40,}$/);
  const [stored] = await db
    .select()
    .from(companyClaims)
    .where(eq(companyClaims.companyId, company.id));
  expect(stored?.tokenHash).not.toContain(token);

  const results = await Promise.all([
    confirmClaim(db, user.id, token, NOW),
    confirmClaim(db, user.id, token, NOW),
    confirmClaim(db, user.id, token, NOW),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(
    await db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)),
  ).toHaveLength(1);
  expect(await isCompanyMember(db, company.id, user.id)).toBe(true);
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  expect(row).toMatchObject({ claimed: true, verified: true });
  expect(await confirmClaim(db, user.id, token, NOW)).toEqual({ ok: false, code: "not_found" });
});

it("an address at another domain goes to admin review; an expired link does nothing", async () => {
  const company = await createCompany({ domain: "strict.example" });
  const user = await createUser();
  await submitClaim(
    db,
    user.id,
    company.id,
    { email: "me@gmail.example", domain: "strict.example" },
    NOW,
  );
  expect(await sendClaimVerification(deps, user.id, await slugOf(company.id), NOW)).toEqual({
    sent: false,
  });
  expect(
    await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "me@gmail.example")),
  ).toEqual([]);

  const other = await createCompany({ domain: "late.example" });
  await submitClaim(
    db,
    user.id,
    other.id,
    { email: "me@late.example", domain: "late.example" },
    NOW,
  );
  await sendClaimVerification(deps, user.id, await slugOf(other.id), NOW);
  expect(
    (await confirmClaim(db, user.id, await tokenMailedTo("me@late.example"), NOW + 25 * 3_600_000))
      .ok,
  ).toBe(false);
  expect(await isCompanyMember(db, other.id, user.id)).toBe(false);
});

it("members answer within the monthly quota: the fifth is fine, the sixth is refused", async () => {
  const { company, user } = await claimedBy("quota.example");
  const open = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      createComplaint({
        companyId: company.id,
        companyName: company.name,
        createdAt: new Date(NOW - (i + 1) * 3_600_000),
      }),
    ),
  );
  const answer = (id: string) =>
    respondToComplaint(
      postbox,
      user.id,
      id,
      {
        text: "Refund issued.",
        offerReimbursement: "on",
        reimbursement: "$20 credit",
        category: "explanation",
      },
      NOW,
    );
  for (const complaint of open.slice(0, 5))
    expect(await answer(complaint.id)).toMatchObject({
      ok: true,
      toast: { title: "Response Submitted" },
    });
  expect(await remainingResponses(db, company.id, NOW)).toEqual({ quota: 5, remaining: 0 });
  expect(await answer(open[5]?.id ?? "")).toMatchObject({
    ok: false,
    code: "conflict",
    toast: { title: "Response limit reached" },
  });
  const [answered] = await db
    .select()
    .from(complaints)
    .where(eq(complaints.id, open[0]?.id ?? ""));
  expect(answered).toMatchObject({
    hasResponse: true,
    status: "in_progress",
    reimbursement: "$20 credit",
    response: "Refund issued.",
  });
  const notified = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.complaintId, open[0]?.id ?? ""),
        eq(notifications.type, "company_responded"),
      ),
    );
  expect(notified).toHaveLength(1);
  expect(await remainingResponses(db, company.id, Date.parse("2026-12-01T00:00:00Z"))).toEqual({
    quota: 5,
    remaining: 5,
  });
});

it("non-members get Claim Required; blank answers are refused; resolving needs an answer", async () => {
  const { company, user } = await claimedBy("rules.example");
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  const stranger = await createUser();
  expect(
    await respondToComplaint(
      postbox,
      stranger.id,
      complaint.id,
      { text: "Hi", offerReimbursement: "off", reimbursement: "", category: "explanation" },
      NOW,
    ),
  ).toMatchObject({
    ok: false,
    code: "forbidden",
    toast: {
      title: "Claim Required",
      description: "You must claim this company page to respond to complaints.",
    },
  });
  expect(
    await respondToComplaint(
      postbox,
      user.id,
      complaint.id,
      { text: "", offerReimbursement: "off", reimbursement: "", category: "explanation" },
      NOW,
    ),
  ).toMatchObject({
    ok: false,
    code: "invalid",
    toast: { title: "Empty response" },
  });
  expect(await markResolved(postbox, user.id, complaint.id, NOW)).toMatchObject({
    ok: false,
    code: "conflict",
  });
  expect(await markResolved(postbox, stranger.id, complaint.id, NOW)).toMatchObject({
    ok: false,
    code: "forbidden",
    toast: { title: "Claim Required" },
  });
  await respondToComplaint(
    postbox,
    user.id,
    complaint.id,
    {
      text: "Sorted.",
      offerReimbursement: "off",
      reimbursement: "ignored",
      category: "explanation",
    },
    NOW,
  );
  const [afterAnswer] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(afterAnswer?.reimbursement).toBeNull();
  expect(await markResolved(postbox, user.id, complaint.id, NOW)).toMatchObject({
    ok: true,
    toast: { title: "Complaint Marked as Resolved" },
  });
  // The company's claim: the complainant decides (decision 040), so the status stays.
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row?.status).toBe("in_progress");
  expect(row?.companyResolvedAt?.getTime()).toBe(NOW);
  expect(row?.companyResolvedBy).toBe(user.id);
  // A second claim while the first waits is refused in words.
  expect(await markResolved(postbox, user.id, complaint.id, NOW + 1000)).toMatchObject({
    ok: false,
    code: "conflict",
    toast: { words: { text: "resolve.awaiting" } },
  });
});
