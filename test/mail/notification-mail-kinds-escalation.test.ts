/** The escalation job's notification mail reaches the complainant, once. */
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { companyFollows } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { deliverDueMails } from "@worker/services/mail/deliver";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, db, postbox } from "../factories";
import { HOST, mail, mailsTo, person } from "./setup";

it("escalation mails the complainant once, not the company's followers", async () => {
  const company = await createClaimedCompany();
  const complainant = await person();
  const follower = await person();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const now = new Date();
  const overdue = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now.getTime() - ESCALATION_WINDOW_MS - 60_000),
  });
  const [first, second] = await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  expect([...(first ?? []), ...(second ?? [])]).toContain(overdue.id);
  await deliverDueMails(mail(), now.getTime());
  const mails = await mailsTo(complainant.id);
  expect(mails.map((m) => m.subject)).toEqual([
    `Your complaint about ${company.name} was escalated`,
  ]);
  expect(mails[0]?.textBody).toContain(`Open your file: ${HOST}/complaint/${overdue.id}/file`);
  // Nothing went to an authority, so the mail does not say it did (issue 34).
  expect(mails[0]?.textBody).toContain("Nothing has been sent to any authority");
  expect(mails[0]?.textBody).not.toContain("to the authorities");
  expect(await mailsTo(follower.id)).toEqual([]);
});
