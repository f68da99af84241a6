/**
 * What the outreach tests (test/outreach-*.test.ts) share. Complaints reach their company
 * whether or not its page is claimed: members at once; else a confirmed complaints address or
 * (outreach on) the RFC 2142 support@ mailbox, the first complaint at once and later ones
 * together at most once a day, with a one-click stop and "not ours"; the complaint says
 * truthfully when it was sent and how, or why not.
 */
import { parseConfig } from "@worker/config";
import { companies, complaints, emailOutbox } from "@worker/db/schema";
import { runJob } from "@worker/jobs";
import { JOBS } from "@worker/jobs/registry";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { envWith, fetchApp, post, sessionCookie } from "../harness/app";

/** The routes the tests call, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/create/route");
  await import("../../app/routes/company/route");
}

export const OUTREACH = { COMPANY_OUTREACH: "on", OUTREACH_MX_CHECK: "off" };

export const outreachEnv = envWith(OUTREACH);

export const HOUR = 3_600_000;

export async function companyWithDomain() {
  const domain = `acme-${crypto.randomUUID().slice(0, 8)}.example`;
  const company = await createCompany({ name: `Acme ${domain.slice(5, 9)}`, domain });
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  return { id: company.id, name: company.name, slug: row?.slug ?? "", domain };
}

export async function file(
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

export const mailsTo = (address: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

/** The outreach job as the cron runs it, at `now`. */
export async function runOutreach(now: number, environment: object = outreachEnv) {
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
