/**
 * A complaint whose company was never reached still escalates at 48 hours (spec 2), but every
 * surface says "{company} could not be reached ({reason})" and the file's timeline lists every
 * attempt to reach it, or none (issue 59, item 1). Failed before: the page said "after 48 hours
 * without a response" and the file "no answer within 48 hours", with no attempt listed.
 */
import { env } from "cloudflare:workers";
import { parseConfig } from "@worker/config";
import { ADDRESS_RULE, companyContacts, complaints } from "@worker/db/schema";
import { runJob } from "@worker/jobs";
import { JOBS } from "@worker/jobs/registry";
import { listNotifications } from "@worker/services/notifications";
import { workerWords } from "@worker/words";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import * as companyRoute from "~/routes/company/route";
import * as complaintRoute from "~/routes/complaint/route";
import * as fileRoute from "~/routes/complaint.$id.file";
import { createComplaint, db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "../i18n/render";
import { companyWithDomain, HOUR, outreachEnv } from "../outreach/setup";

beforeAll(async () => {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/complaint.$id.file");
  await import("../../app/routes/complaint.$id.file-json");
}, 60_000);

const config = parseConfig(outreachEnv);

async function escalate(now: number) {
  const job = JOBS.find((entry) => entry.name === "escalation");
  if (!job) throw new Error("no escalation job");
  const report = await runJob(job, {
    db,
    env: outreachEnv as unknown as Env,
    config,
    now: new Date(now),
  });
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

const render = (
  route: unknown,
  path: string,
  id: string,
  headers = ENGLISH,
  params: Record<string, string> = { id },
) =>
  renderPage(route as RouteModule, {
    path,
    url: `/${path.replace(":id", id).replace(":slug", params.slug ?? "")}`,
    params,
    headers,
    context: { config, buckets: { complaintImages: env.COMPLAINT_IMAGES } },
  });

it("a company whose address asked UCK to stop: the escalation says it could not be reached, and why, everywhere", async () => {
  const company = await companyWithDomain();
  await db.insert(companyContacts).values({
    id: crypto.randomUUID(),
    companyId: company.id,
    address: `support@${company.domain}`,
    source: "rfc2142",
    status: "stopped",
    addressRule: ADDRESS_RULE,
    createdAt: new Date(Date.now() - 72 * HOUR),
  });
  const { id, userId } = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(Date.now() - 49 * HOUR),
  });
  await escalate(Date.now());
  const said = `${company.name} could not be reached (its address asked UCK to stop writing)`;

  // The complaint page.
  const page = (await render(complaintRoute, "complaint/:id", id)).text;
  expect(page).toContain(said);
  expect(page).not.toContain("after 48 hours without a response");
  for (const [headers, words] of [
    [TURKISH, "şirketine ulaşılamadı (adresi UCK'den yazmayı bırakmasını istedi)"],
    [SPANISH, "no se pudo contactar con"],
  ] as const) {
    expect((await render(complaintRoute, "complaint/:id", id, headers)).text).toContain(words);
  }

  // The reason is kept with the escalation, and the company page's list says it on the card
  // (failed before: its card said "Escalated on UCK after 48 hours without a response").
  const [row] = await db
    .select({ reason: complaints.unreachedReason })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row?.reason).toBe("stopped");
  const list = (await render(companyRoute, "company/:slug", id, ENGLISH, { slug: company.slug }))
    .text;
  expect(list).toContain(said);
  expect(list).not.toContain("after 48 hours without a response");

  // The author's inbox says it too, in their language (failed before: "after 48 hours without
  // a response").
  const inbox = await listNotifications(db, userId, null);
  const told = inbox.items.find((item) => item.type === "complaint_escalated");
  expect(told?.text).toContain(`${company.name} could not be reached`);
  expect(told?.text).not.toContain("without a response");
  const turkish = await listNotifications(db, userId, null, workerWords("tr"));
  expect(turkish.items[0]?.text).toContain("şirketine ulaşılamadı");

  // The file: its timeline lists the attempts (none) and says why; the venue text says so.
  const json = await fetchApp(get(`/complaint/${id}/file.json`), { env: outreachEnv });
  const file = json.body as {
    timeline: { kind: string; detail?: string }[];
    venues: { reason: string }[];
  };
  const kinds = file.timeline.map((event) => event.kind);
  expect(kinds).toEqual(["filed", "company_not_reached"]);
  expect(file.timeline[1]?.detail).toBe(`${said}. UCK's attempts to reach it: none.`);
  for (const venue of file.venues) expect(venue.reason).toContain(said);

  // The printable file says the same, and never "no answer within 48 hours".
  const printable = (await render(fileRoute, "complaint/:id/file", id)).text;
  expect(printable).toContain(`${said}. UCK's attempts to reach it: none.`);
  expect(printable).not.toContain("no answer within 48 hours");
});

it("each mail that tried to reach the company is in the timeline", async () => {
  const company = await companyWithDomain();
  const { id } = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(Date.now() - 50 * HOUR),
  });
  // The outreach job tried (support@, outreach on); the mail has not gone when it escalates.
  const outreach = JOBS.find((entry) => entry.name === "company-outreach");
  if (!outreach) throw new Error("no outreach job");
  await runJob(outreach, {
    db,
    env: outreachEnv as unknown as Env,
    config,
    now: new Date(Date.now() - 49 * HOUR),
  });
  const json = await fetchApp(get(`/complaint/${id}/file.json`), { env: outreachEnv });
  const file = json.body as { timeline: { kind: string; detail?: string }[] };
  expect(file.timeline.filter((event) => event.kind === "contact_attempt").length).toBe(1);
  expect(file.timeline.find((event) => event.kind === "contact_attempt")?.detail).toMatch(
    /^A mail to the company's customer-service mailbox: /,
  );
});
