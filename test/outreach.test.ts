/**
 * Complaints reach their company whether or not its page is claimed: members at once; else a
 * confirmed complaints address or (outreach on) the RFC 2142 support@ mailbox, the first complaint
 * at once and later ones together at most once a day, with a one-click stop and "not ours"; the
 * complaint says truthfully when it was sent and how, or why not.
 */

import { parseConfig } from "@worker/config";
import { companies, companyContacts, complaints, emailOutbox } from "@worker/db/schema";
import { runJob } from "@worker/jobs";
import { JOBS } from "@worker/jobs/registry";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { contactForLink } from "@worker/services/outreach/contacts";
import { reachStatus } from "@worker/services/outreach/status";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createCompany, createUser, db } from "./factories";
import { envWith, fetchApp, fetchResponse, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/create");
  await import("../app/routes/company.$slug");
}, 60_000);

const OUTREACH = { COMPANY_OUTREACH: "on", OUTREACH_MX_CHECK: "off" };
const outreachEnv = envWith(OUTREACH);
const HOUR = 3_600_000;

async function companyWithDomain() {
  const domain = `acme-${crypto.randomUUID().slice(0, 8)}.example`;
  const company = await createCompany({ name: `Acme ${domain.slice(5, 9)}`, domain });
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  return { id: company.id, name: company.name, slug: row?.slug ?? "", domain };
}

async function file(
  company: { name: string; slug: string; domain: string },
  text: string,
  environment: object = outreachEnv,
) {
  const author = await createUser();
  const answer = await fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: company.domain,
          text,
          location: "",
        },
      },
      await sessionCookie(author.id),
    ),
    { env: environment },
  );
  expect(answer.status).toBe(302);
  const [row] = await db.select().from(complaints).where(eq(complaints.userId, author.id));
  return { id: row?.id ?? "", row, answer };
}

const mailsTo = (address: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

/** The outreach job as the cron runs it, at `now`. */
async function runOutreach(now: number, environment: object = outreachEnv) {
  const job = JOBS.find((entry) => entry.name === "company-outreach");
  if (!job) throw new Error("no outreach job");
  const report = await runJob(job, {
    db,
    env: environment as Env,
    config: parseConfig(environment),
    now: new Date(now),
  });
  expect(report.ok, JSON.stringify(report)).toBe(true);
  return report;
}

it("a complaint about a company nobody manages goes to its support@ mailbox once a day, with a working one-click stop", async () => {
  const company = await companyWithDomain();
  const support = `support@${company.domain}`;
  const first = await file(company, "The kettle I bought broke after two days and nobody answers.");
  // The first complaint goes at once, after the answer, and the page says so.
  const [mail, ...more] = await mailsTo(support);
  expect(more).toEqual([]);
  expect(mail?.subject).toBe(`A customer's complaint about ${company.name} on UCK`);
  expect(mail?.kind).toBe("company_outreach");
  expect(mail?.textBody).toContain(`http://localhost/complaint/${first.id}`);
  expect(mail?.textBody).toContain(`http://localhost/company/${company.slug}#claim`);
  expect(mail?.textBody).toContain("The kettle I bought broke after two days");
  const [sent] = await db.select().from(complaints).where(eq(complaints.id, first.id));
  expect(sent?.sentToCompanyVia).toBe("support_mailbox");
  expect(sent?.sentToCompanyAt).not.toBeNull();

  // A second complaint the same day waits for the company's next mail.
  const second = await file(company, "Same kettle, same problem, and the same silence from them.");
  expect(await mailsTo(support)).toHaveLength(1);
  await runOutreach(Date.now() + HOUR);
  expect(await mailsTo(support)).toHaveLength(1);
  const page = await getComplaintPage(db, second.id, null);
  expect(
    page?.reachFacts && reachStatus(page.reachFacts, parseConfig(outreachEnv), Date.now()),
  ).toEqual({ sent: false, reason: "waiting", canHelp: false });
  // A day later it goes, alone (the first is not listed again).
  await runOutreach(Date.now() + 25 * HOUR);
  const mails = await mailsTo(support);
  expect(mails).toHaveLength(2);
  expect(mails[1]?.textBody).toContain(`/complaint/${second.id}`);
  expect(mails[1]?.textBody).not.toContain(`/complaint/${first.id}`);

  // One click from the mail (RFC 8058: a POST without cookie or Origin) stops it for good.
  const stop = (mail?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
  expect(stop).toMatch(/\/company-mail\?c=[\w-]+&a=stop&t=[\w-]{43}$/);
  const url = new URL(stop);
  const clicked = await fetchResponse(
    new Request(`http://localhost${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
    { env: outreachEnv },
  );
  expect(clicked.status).toBe(200);
  const third = await file(company, "Third complaint after the stop: nothing may be mailed now.");
  await runOutreach(Date.now() + 50 * HOUR);
  expect(await mailsTo(support)).toHaveLength(2);
  const after = await getComplaintPage(db, third.id, null);
  expect(
    after?.reachFacts && reachStatus(after.reachFacts, parseConfig(outreachEnv), Date.now()),
  ).toEqual({
    sent: false,
    reason: "stopped",
    canHelp: true,
  });
  // A forged token stops nothing.
  const forged = await fetchResponse(
    new Request(
      `http://localhost/company-mail?c=${url.searchParams.get("c")}&a=stop&t=${"A".repeat(43)}`,
      {
        method: "POST",
      },
    ),
  );
  expect(forged.status).toBe(400);
});

it("'This address is not theirs' removes the address for everyone; the toast and the page say what happened", async () => {
  const company = await companyWithDomain();
  const support = `support@${company.domain}`;
  const first = await file(company, "First complaint, and the address turns out not to be theirs.");
  expect(first.answer.cookies.join(";")).toContain("uck_flash");
  const [mail] = await mailsTo(support);
  const notOurs = new URL(
    (mail?.textBody.match(/https?:\/\/\S+a=not-ours\S+/) ?? [""])[0].replace(/[)>.,]+$/, ""),
  );
  const link = {
    contactId: notOurs.searchParams.get("c") ?? "",
    action: "not-ours",
    token: notOurs.searchParams.get("t") ?? "",
  };
  expect(await contactForLink(db, parseConfig(outreachEnv).addressHashKey, link)).toMatchObject({
    address: support,
    status: "confirmed",
  });
  const said = await fetchResponse(
    new Request(`http://localhost${notOurs.pathname}${notOurs.search}`, { method: "POST" }),
  );
  expect(said.status).toBe(200);
  const [contact] = await db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.address, support));
  expect(contact?.status).toBe("not_ours");
  const next = await file(company, "Second complaint: it must not go to that address again.");
  await runOutreach(Date.now() + 25 * HOUR);
  expect(await mailsTo(support)).toHaveLength(1);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, next.id));
  expect(row?.sentToCompanyAt).toBeNull();
});

it("a claimed company's members hear at once: the complaint is sent to its members on UCK when filed", async () => {
  const company = await createClaimedCompany();
  const filed = await file(
    { name: company.name, slug: company.slug, domain: `${company.slug}.example` },
    "Filed about a company whose page is managed: its members hear at once.",
  );
  expect(filed.row?.sentToCompanyVia).toBe("members");
  expect(filed.row?.sentToCompanyAt?.getTime()).toBe(filed.row?.createdAt.getTime());
  expect(await mailsTo(`support@${company.slug}.example`)).toEqual([]);
});

it("with outreach off and no address, nothing is sent and the complaint says why and what anyone can do", async () => {
  const company = await companyWithDomain();
  const off = envWith({ COMPANY_OUTREACH: "off" });
  const filed = await file(company, "Nobody can be told about this one yet.", off);
  await runOutreach(Date.now() + 25 * HOUR, off);
  expect(await mailsTo(`support@${company.domain}`)).toEqual([]);
  const page = await getComplaintPage(db, filed.id, null);
  expect(page?.reachFacts && reachStatus(page.reachFacts, parseConfig(off), Date.now())).toEqual({
    sent: false,
    reason: "no_address",
    canHelp: true,
  });
});

it("the site-wide daily cap holds outreach mail back once reached", async () => {
  const capped = envWith({ ...OUTREACH, OUTREACH_DAILY_CAP: "0" });
  const company = await companyWithDomain();
  const filed = await file(
    company,
    "Filed while the day's cap of outreach mail is reached.",
    capped,
  );
  await runOutreach(Date.now() + HOUR, capped);
  expect(await mailsTo(`support@${company.domain}`)).toEqual([]);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
  expect(row?.sentToCompanyAt).toBeNull();
});

it("a suggested address at the company's domain is mailed once to confirm; confirmed, it gets the next complaint", async () => {
  const company = await companyWithDomain();
  const suggester = await createUser();
  const cookie = await sessionCookie(suggester.id);
  const address = `complaints@${company.domain}`;
  const suggested = await fetchApp(
    post(`/company/${company.slug}`, { form: { intent: "suggest-contact", address } }, cookie),
  );
  expect(suggested.status).toBe(200);
  const [ask, ...more] = await mailsTo(address);
  expect(more).toEqual([]);
  expect(ask?.subject).toBe(`Does ${company.name} take complaints at this address?`);
  // Another domain: no mail, it waits for an administrator.
  const elsewhere = await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "suggest-contact", address: "someone@gmail.example" } },
      cookie,
    ),
  );
  expect(elsewhere.status).toBe(200);
  expect(await mailsTo("someone@gmail.example")).toEqual([]);
  // Nothing goes to an unconfirmed address (outreach off: only confirmed addresses are used).
  const off = envWith({ COMPANY_OUTREACH: "off" });
  const before = await file(company, "Filed before the address was confirmed.", off);
  expect(await mailsTo(address)).toHaveLength(1);
  const confirm = new URL(
    (ask?.textBody.match(/https?:\/\/\S+a=confirm\S+/) ?? [""])[0].replace(/[)>.,]+$/, ""),
  );
  const confirmed = await fetchResponse(
    new Request(`http://localhost${confirm.pathname}${confirm.search}`, {
      method: "POST",
      headers: { "Sec-Fetch-Mode": "navigate" },
    }),
  );
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get("Location")).toContain("done=1");
  await runOutreach(Date.now() + HOUR, off);
  const mails = await mailsTo(address);
  expect(mails).toHaveLength(2);
  expect(mails[1]?.textBody).toContain(`/complaint/${before.id}`);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, before.id));
  expect(row?.sentToCompanyVia).toBe("complaints_address");
});

it("the complainant's No reaches the company's members in the app and by mail", async () => {
  const company = await createClaimedCompany();
  const { id } = await file(
    { name: company.name, slug: company.slug, domain: `${company.slug}.example` },
    "Answered, but the answer did not solve anything at all.",
  );
  await db
    .update(complaints)
    .set({
      hasResponse: true,
      response: "We looked into it.",
      responseAt: new Date(),
      status: "in_progress",
    })
    .where(eq(complaints.id, id));
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  const cookie = await sessionCookie(row?.userId ?? "");
  await import("../app/routes/complaint-actions");
  const answered = await fetchApp(
    post(`/complaint/${id}/actions`, { form: { intent: "satisfaction", satisfied: "no" } }, cookie),
  );
  expect(answered.status).toBe(200);
  expect(JSON.stringify(answered.body)).toContain("The company will be notified.");
  const [member] = await db.query.users.findMany({
    where: (u, { eq: is }) => is(u.id, company.member.id),
  });
  const mails = await mailsTo(member?.email ?? "");
  expect(mails.map((mail) => mail.kind)).toContain("response_unsatisfied");
  expect(mails.find((mail) => mail.kind === "response_unsatisfied")?.subject).toBe(
    `A complainant says ${company.name}'s response did not solve it`,
  );
});
