import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { companyWithDomain, file, HOUR, loadRoutes, mailsTo, runOutreach } from "./setup";

/**
 * The outreach mail carries what a support team needs to act (issue 59, item 2): the whole
 * complaint, quoted and defanged, the day it was filed, its place, what would resolve it and the
 * amount; its first link opens the company's page where the team claims it and answers. Failed
 * before: the complaint was cut at 160 characters, with none of the rest, and the first link
 * opened the complaint's page, where a company can neither claim nor answer.
 */

beforeAll(loadRoutes, 60_000);

const LONG =
  "I ordered a dishwasher on 3 March and paid in full. It arrived with a cracked door, the courier refused to take it back, " +
  "and the shop's chat closed my ticket twice without a word. I sent photos to help.example.com as they asked and heard " +
  "nothing for three weeks. THE-END-OF-THE-COMPLAINT";

it("carries the whole complaint, defanged, with its date, place, what would resolve it and the amount; the first link claims and answers", async () => {
  const company = await companyWithDomain();
  const support = `support@${company.domain}`;
  // The first complaint goes at once; the second waits for the next day's mail with the details.
  await file(company, "The first one, so the next mail is the outreach job's.");
  const second = await file(company, LONG);
  await db
    .update(complaints)
    .set({
      location: "Izmir, Turkey",
      resolutionSought: "A new door or my money back",
      disputeMinor: 1_849_90,
      disputeCurrency: "EUR",
    })
    .where(eq(complaints.id, second.id));
  await runOutreach(Date.now() + 25 * HOUR);
  const mail = (await mailsTo(support)).find((sent) => sent.textBody.includes(second.id));
  const text = mail?.textBody.replace(/\s+/g, " ") ?? "";
  expect(text).toContain("THE-END-OF-THE-COMPLAINT");
  expect(text).toContain("help[.]example[.]com");
  expect(text).not.toContain("help.example.com");
  const filed = second.row?.createdAt ?? new Date();
  expect(text).toContain(`Filed on ${filed.toISOString().slice(0, 10)}`);
  expect(text).toContain("Place: Izmir, Turkey");
  expect(text).toContain("What would resolve it: A new door or my money back");
  expect(text).toContain("Amount in dispute: €1,849.90");
  // The first link in the mail opens the page where the company claims it and answers.
  const first = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  expect(first).toBe(`http://localhost/company/${company.slug}#claim`);
  expect(mail?.htmlBody?.match(/href="([^"]+)"/)?.[1]).toBe(
    `http://localhost/company/${company.slug}#claim`,
  );
});
