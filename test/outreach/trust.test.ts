/**
 * Outreach that cannot be silenced or hijacked (decision 034): one suppressed address silences
 * no other; an address at a domain that hands out personal mailboxes, or a person's address at
 * the company's domain, never confirms itself by its mailed link and never verifies a claim;
 * only "stop" is one-click; the hourly cap per recipient is exact; one account's complaints use
 * at most their share of the day's outreach mail (shared set-up: setup.ts).
 */
import { MAIL_HOURLY_CAP } from "@shared/mail-limits";
import { parseConfig } from "@worker/config";
import {
  companies,
  companyClaims,
  companyContacts,
  companyMembers,
  mailQueue,
  mailSuppressions,
  notifications,
  userRoles,
  users,
} from "@worker/db/schema";
import { requestClaim } from "@worker/services/companies/claims";
import { deliverQueuedMail } from "@worker/services/mail/deliver";
import { createMailer } from "@worker/services/mail/mailer";
import { notify } from "@worker/services/notify";
import { suggestContact } from "@worker/services/outreach/contacts";
import { contactLink } from "@worker/services/outreach/links";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint, createUser, db, testPostbox } from "../factories";
import { envWith, fetchResponse, ORIGIN } from "../harness/app";
import {
  companyWithDomain,
  file,
  HOUR,
  loadRoutes,
  mailsTo,
  OUTREACH,
  outreachEnv,
  runOutreach,
} from "./setup";

beforeAll(loadRoutes, 60_000);

const KEY = parseConfig(outreachEnv).addressHashKey ?? "";

/** Domains that hand out personal mailboxes, one per test (a company's domain is unique). */
const WEBMAIL = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "gmx.de"];

/** A company whose domain hands out personal mailboxes, as Gmail's does. */
async function webmailCompany() {
  const company = await companyWithDomain();
  const domain = WEBMAIL.shift() ?? "";
  await db.update(companies).set({ domain }).where(eq(companies.id, company.id));
  return { ...company, domain };
}

/** A contact row as a suggestion leaves it, by default pending and judged by the rules. */
async function insertContact(
  companyId: string,
  address: string,
  values: Partial<typeof companyContacts.$inferInsert> = {},
) {
  const id = crypto.randomUUID();
  await db.insert(companyContacts).values({
    id,
    companyId,
    address,
    source: "suggested",
    status: "pending",
    addressRule: 1,
    ...values,
  });
  return id;
}

async function contactOf(companyId: string, address: string) {
  const [row] = await db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.address, address)));
  return row;
}

// Failed before the fix: the suppression test compared s.address with itself (drizzle wrote the
// contact's column without its table), so any one suppressed address silenced every company.
it("one unrelated suppressed address leaves a confirmed complaints address its next complaint", async () => {
  const company = await companyWithDomain();
  const address = `complaints@${company.domain}`;
  await insertContact(company.id, address, {
    source: "superadmin",
    status: "confirmed",
    confirmedAt: new Date(),
  });
  await db
    .insert(mailSuppressions)
    .values({ address: `bounced-${crypto.randomUUID()}@elsewhere.example`, reason: "bounced" });
  const filed = await file(company, "The router I bought stopped working after a week.");
  const mails = await mailsTo(address);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.textBody).toContain(`/complaint/${filed.id}`);
  expect(await mailsTo(`support@${company.domain}`)).toEqual([]);
});

// Failed before the fix: an address at the company's domain was mailed a confirmation link, so
// any Gmail user could make their own mailbox Gmail's complaints address.
it("a Gmail address suggested for Gmail goes to a moderator and is mailed no link", async () => {
  const company = await webmailCompany();
  const suggester = await createUser();
  const postbox = testPostbox({ env: outreachEnv });
  const address = `mallory-${crypto.randomUUID().slice(0, 6)}@${company.domain}`;
  const outcome = await suggestContact(postbox, suggester.id, company.id, address, Date.now());
  await postbox.settle();
  expect(outcome).toMatchObject({
    ok: true,
    mailed: false,
    words: { text: "contact.reviewPersonal" },
  });
  expect(outcome.message).toContain("sent to a moderator for review");
  expect(await mailsTo(address)).toEqual([]);
  expect(await contactOf(company.id, address)).toMatchObject({
    status: "pending",
    reviewReason: "personal_mailbox",
  });
});

it("at a company's own domain only a role mailbox is mailed its link; a person's address waits for a moderator", async () => {
  const company = await companyWithDomain();
  const suggester = await createUser();
  const postbox = testPostbox({ env: outreachEnv });
  const role = `customercare@${company.domain}`;
  const person = `jane.doe@${company.domain}`;
  const asked = await suggestContact(postbox, suggester.id, company.id, role, Date.now());
  const waits = await suggestContact(postbox, suggester.id, company.id, person, Date.now());
  await postbox.settle();
  expect(asked).toMatchObject({ ok: true, mailed: true });
  expect(await mailsTo(role)).toHaveLength(1);
  expect(waits).toMatchObject({
    ok: true,
    mailed: false,
    words: { text: "contact.reviewNotRole" },
  });
  expect(await mailsTo(person)).toEqual([]);
  expect((await contactOf(company.id, person))?.reviewReason).toBe("not_role");
});

// Failed before the fix: emailMatchesDomain alone let any Gmail user verify a claim of Gmail.
it("a Gmail user's claim of Gmail is refused with its reason, and nothing is stored or mailed", async () => {
  const company = await webmailCompany();
  const claimant = await createUser();
  const postbox = testPostbox({ env: outreachEnv });
  const email = `mallory-${crypto.randomUUID().slice(0, 6)}@${company.domain}`;
  const outcome = await requestClaim(
    postbox,
    claimant.id,
    { id: company.id, slug: company.slug },
    { email, domain: company.domain },
    Date.now(),
  );
  await postbox.settle();
  expect(outcome).toMatchObject({
    ok: false,
    code: "invalid",
    toast: {
      title: "Invalid information",
      words: { text: "claim.personalMailbox", values: { domain: company.domain } },
    },
  });
  if (outcome.ok) throw new Error("claimed");
  expect(outcome.toast.description).toContain(`cannot show that you work for ${company.name}`);
  const stored = await db
    .select()
    .from(companyClaims)
    .where(eq(companyClaims.companyId, company.id));
  expect(stored).toEqual([]);
  expect(await mailsTo(email)).toEqual([]);
});

// Failed before the fix: "confirm" and "not ours" rode the one-click path before the Origin check.
it("only stop is one-click: confirm and not-ours without the page's Origin change nothing", async () => {
  const company = await companyWithDomain();
  const address = `complaints@${company.domain}`;
  const id = await insertContact(company.id, address);
  const postTo = (action: "confirm" | "not-ours" | "stop", headers: Record<string, string>) =>
    fetchResponse(new Request(contactLink(ORIGIN, KEY, id, action), { method: "POST", headers }), {
      env: outreachEnv,
    });
  expect((await postTo("confirm", {})).status).toBe(403);
  expect((await postTo("not-ours", {})).status).toBe(403);
  expect(await contactOf(company.id, address)).toMatchObject({ status: "pending" });
  // From the link's own page (same Origin) the confirmation works.
  const confirmed = await postTo("confirm", { Origin: ORIGIN, "Sec-Fetch-Mode": "navigate" });
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get("Location")).toContain("done=1");
  expect(await contactOf(company.id, address)).toMatchObject({ status: "confirmed" });
  // A mail client's one-click stop needs no Origin (RFC 8058).
  expect((await postTo("stop", {})).status).toBe(200);
  expect(await contactOf(company.id, address)).toMatchObject({ status: "stopped" });
});

it("a confirmation link mailed to a personal mailbox before the rules sends it to a moderator", async () => {
  const company = await webmailCompany();
  const address = `old-${crypto.randomUUID().slice(0, 6)}@${company.domain}`;
  // Suggested before the address rules (address_rule 0), so its link was mailed.
  const id = await insertContact(company.id, address, { addressRule: 0 });
  const answer = await fetchResponse(
    new Request(contactLink(ORIGIN, KEY, id, "confirm"), {
      method: "POST",
      headers: { Origin: ORIGIN },
    }),
    { env: outreachEnv },
  );
  expect(answer.status).toBe(202);
  expect(await contactOf(company.id, address)).toMatchObject({
    status: "pending",
    reviewReason: "personal_mailbox",
  });
});

// Failed before the fix: the cap read the hour's sent mail, then sent, so mails delivered at the
// same moment all saw room for themselves.
it("four mails at once to one person send three; the fourth waits for the fold", async () => {
  const person = await createUser();
  const { id: complaintId } = await createComplaint({ userId: person.id });
  const postbox = testPostbox();
  const now = Date.now();
  for (let i = 0; i < MAIL_HOURLY_CAP + 1; i++) {
    await db.batch(
      notify(postbox, {
        type: "complaint_escalated",
        cause: `cap-race:${complaintId}:${i}`,
        to: users.id,
        complaintId,
        data: sql`json_object('recipient', 'author')`,
        select: (columns) => db.select(columns).from(users).where(eq(users.id, person.id)),
        now,
      }),
    );
  }
  const queued = await db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(eq(mailQueue.userId, person.id));
  expect(queued).toHaveLength(MAIL_HOURLY_CAP + 1);
  const deps = { db, mailer: createMailer(parseConfig(outreachEnv), db), publicHost: ORIGIN };
  const outcomes = await Promise.all(queued.map(({ id }) => deliverQueuedMail(deps, id, now)));
  expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(MAIL_HOURLY_CAP);
  expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(1);
  const [account] = await db.select().from(users).where(eq(users.id, person.id));
  expect(await mailsTo(account?.email ?? "")).toHaveLength(MAIL_HOURLY_CAP);
});

it("one account's complaints about many companies use at most its share of the day's outreach", async () => {
  const cap = 2;
  const env = envWith({ ...OUTREACH, OUTREACH_ACCOUNT_DAILY_CAP: String(cap) });
  const companiesFiled = await Promise.all([0, 1, 2].map(() => companyWithDomain()));
  const author = await createUser();
  const now = Date.now();
  for (const company of companiesFiled)
    await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
      text: `Throwaway complaint about ${company.name}, one of many.`,
      createdAt: new Date(now - HOUR),
    });
  await runOutreach(now, env);
  const mailed = await Promise.all(
    companiesFiled.map(async (company) => (await mailsTo(`support@${company.domain}`)).length),
  );
  expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(cap);
});

it("the address-rules job puts back what a link confirmed at a personal mailbox, once, and tells the superadmins once", async () => {
  const webmail = await webmailCompany();
  const fine = await companyWithDomain();
  const owner = await createUser();
  const admin = await createUser();
  await db.insert(userRoles).values({
    id: crypto.randomUUID(),
    userId: admin.id,
    role: "superadmin",
    createdAt: new Date(),
  });
  const personal = `mallory-${crypto.randomUUID().slice(0, 6)}@${webmail.domain}`;
  const role = `support@${fine.domain}`;
  for (const [company, address] of [
    [webmail, personal],
    [fine, role],
  ] as const)
    await insertContact(company.id, address, {
      status: "confirmed",
      confirmedAt: new Date(),
      addressRule: 0,
    });
  // A claim of the Gmail page its link verified for a Gmail address.
  const claimId = crypto.randomUUID();
  await db.insert(companyClaims).values({
    id: claimId,
    companyId: webmail.id,
    userId: owner.id,
    requesterEmail: personal,
    companyDomain: webmail.domain,
    status: "verified",
    verifiedAt: new Date(),
  });
  await db
    .update(companies)
    .set({ claimed: true, verified: true })
    .where(eq(companies.id, webmail.id));
  await db.insert(companyMembers).values({ companyId: webmail.id, userId: owner.id });

  const job = async () => {
    const { reviewByAddressRules } = await import("@worker/jobs/address-rules");
    return reviewByAddressRules(db, new Date());
  };
  const first = await job();
  expect(first.contacts).toBeGreaterThanOrEqual(1);
  expect(first.claims).toBeGreaterThanOrEqual(1);
  expect(await contactOf(webmail.id, personal)).toMatchObject({
    status: "pending",
    reviewReason: "personal_mailbox",
  });
  expect(await contactOf(fine.id, role)).toMatchObject({ status: "confirmed", addressRule: 1 });
  const [claim] = await db.select().from(companyClaims).where(eq(companyClaims.id, claimId));
  expect(claim).toMatchObject({ status: "pending", reviewReason: "personal_mailbox" });
  const [page] = await db.select().from(companies).where(eq(companies.id, webmail.id));
  expect(page?.claimed).toBe(false);
  expect(
    await db.select().from(companyMembers).where(eq(companyMembers.companyId, webmail.id)),
  ).toEqual([]);
  const told = () =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "review_needed")));
  expect(await told()).toHaveLength(1);
  // A second run finds nothing new and tells nobody again.
  expect(await job()).toEqual({ contacts: 0, claims: 0 });
  expect(await told()).toHaveLength(1);
});
