import { parseConfig } from "@worker/config";
import { companyContacts, complaints } from "@worker/db/schema";
import { contactForLink } from "@worker/services/outreach/contacts";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createUser, db } from "../factories";
import { envWith, fetchApp, fetchResponse, post, sessionCookie } from "../harness/app";
import {
  companyWithDomain,
  file,
  HOUR,
  loadRoutes,
  mailsTo,
  outreachEnv,
  runOutreach,
} from "./setup";

/**
 * The addresses mailed: "This address is not theirs" removes one for everyone; a suggested
 * address at the company's domain is confirmed before it gets complaints (shared set-up:
 * setup.ts).
 */

beforeAll(loadRoutes, 60_000);

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
  // From the link's page (its Origin): only "stop" is one-click (decision 034).
  const said = await fetchResponse(
    new Request(`http://localhost${notOurs.pathname}${notOurs.search}`, {
      method: "POST",
      headers: { Origin: "http://localhost" },
    }),
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
      headers: { Origin: "http://localhost", "Sec-Fetch-Mode": "navigate" },
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
