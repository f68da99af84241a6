import { parseConfig } from "@worker/config";
import { mailQueue } from "@worker/db/schema";
import { runJob } from "@worker/jobs";
import { JOBS } from "@worker/jobs/registry";
import { OUTREACH_KIND } from "@worker/services/mail/queue";
import {
  CONTACT_CADENCE_SENTENCE,
  CONTACT_MAIL_KINDS,
  LAST_NOTICE_KIND,
} from "@worker/services/outreach/cadence";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { companyWithDomain, file, HOUR, loadRoutes, outreachEnv, runOutreach } from "./setup";

/**
 * One cadence per company contact address (issue 59, item 3): the outreach mail and the
 * escalation's last notice count together, so they never reach the same address minutes apart,
 * and the sentence in the mail says the rule exactly. Failed before: a last notice followed the
 * outreach mail five minutes later, and the outreach mail followed a last notice at once.
 */

beforeAll(loadRoutes, 60_000);

const MINUTE = 60_000;

const queuedTo = (address: string) =>
  db
    .select({ kind: mailQueue.kind, text: mailQueue.textBody, at: mailQueue.createdAt })
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, address))
    .orderBy(asc(mailQueue.createdAt));

async function escalateAt(now: number) {
  const job = JOBS.find((entry) => entry.name === "escalation");
  if (!job) throw new Error("no escalation job");
  const report = await runJob(job, {
    db,
    env: outreachEnv as unknown as Env,
    config: parseConfig(outreachEnv),
    now: new Date(now),
  });
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

/** A complaint about `company` filed 49 hours before `now`, never sent to it: overdue. */
const overdue = (company: { id: string; name: string }, now: number) =>
  createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now - 49 * HOUR),
    text: `The parcel never came and nobody answered (${crypto.randomUUID().slice(0, 6)}).`,
  });

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("one cadence per contact address", () => {
  it("counts the outreach mail, the last notice, the reminder and the follow-up alike", () => {
    // The reminder before escalation and the follow-up after it (decision 043) count too.
    expect(CONTACT_MAIL_KINDS).toEqual([
      OUTREACH_KIND,
      LAST_NOTICE_KIND,
      "company_reminder",
      "company_follow_up",
      // The complainant's letter before action (decision 047).
      "company_letter",
    ]);
  });

  it("a last notice does not follow the outreach mail minutes later; its complaint folds into the next mail", async () => {
    const company = await companyWithDomain();
    const support = `support@${company.domain}`;
    await file(company, "The blender stopped after a week and the shop does not answer at all.");
    const old = await overdue(company, Date.now());
    expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual([OUTREACH_KIND]);

    await escalateAt(Date.now() + 5 * MINUTE);
    expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual([OUTREACH_KIND]);

    // A day later the next mail carries the escalated complaint, marked so.
    await runOutreach(Date.now() + 25 * HOUR);
    const mails = await queuedTo(support);
    expect(mails.map((mail) => mail.kind)).toEqual([OUTREACH_KIND, OUTREACH_KIND]);
    expect(mails[1]?.text).toContain(`/complaint/${old.id}`);
    expect(mails[1]?.text).toContain("It now shows as escalated");
  });

  it("an outreach mail does not follow a last notice at once; it goes when the 24 hours end", async () => {
    const company = await companyWithDomain();
    const support = `support@${company.domain}`;
    await overdue(company, Date.now());
    await escalateAt(Date.now());
    expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual([LAST_NOTICE_KIND]);

    const later = await file(company, "Charged twice for one order and no reply to three emails.");
    await runOutreach(Date.now() + 2 * HOUR);
    expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual([LAST_NOTICE_KIND]);

    await runOutreach(Date.now() + 25 * HOUR);
    const mails = await queuedTo(support);
    expect(mails.map((mail) => mail.kind)).toEqual([LAST_NOTICE_KIND, OUTREACH_KIND]);
    expect(mails[1]?.text).toContain(`/complaint/${later.id}`);
  });

  it("every such mail says the rule exactly, and nothing else about how often", async () => {
    const company = await companyWithDomain();
    const support = `support@${company.domain}`;
    await file(company, "The heater arrived broken and the seller ignores every message I send.");
    await overdue(company, Date.now() - 2 * 24 * HOUR);
    await escalateAt(Date.now() + 25 * HOUR);
    const mails = await queuedTo(support);
    expect(mails.map((mail) => mail.kind)).toEqual([OUTREACH_KIND, LAST_NOTICE_KIND]);
    for (const mail of mails) {
      expect(flat(mail.text ?? "")).toContain(CONTACT_CADENCE_SENTENCE);
      expect(mail.text).not.toMatch(/one such mail a day/);
    }
  });
});
