import { parseConfig } from "@worker/config";
import { complaints } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { reachStatus } from "@worker/services/outreach/status";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { envWith, fetchResponse } from "../harness/app";
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

/**
 * A company nobody manages hears through its support@ mailbox at most once a day, with a working
 * stop; with outreach off nothing is sent and the complaint says why; a site-wide daily cap holds
 * mail back (shared set-up: setup.ts).
 */

beforeAll(loadRoutes, 60_000);

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
