import { complaints, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";
import { file, loadRoutes, mailsTo } from "./setup";

/**
 * A claimed company's members hear at once, in the app and by mail: of a new complaint and of the
 * complainant's No (shared set-up: setup.ts).
 */

beforeAll(loadRoutes, 60_000);

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
  await import("../../app/routes/complaint-actions/route");
  const answered = await fetchApp(
    post(`/complaint/${id}/actions`, { form: { intent: "satisfaction", satisfied: "no" } }, cookie),
  );
  expect(answered.status).toBe(200);
  expect(JSON.stringify(answered.body)).toContain("The company will be notified.");
  const [member] = await db.select().from(users).where(eq(users.id, company.member.id));
  const mails = await mailsTo(member?.email ?? "");
  expect(mails.map((mail) => mail.kind)).toContain("response_unsatisfied");
  expect(mails.find((mail) => mail.kind === "response_unsatisfied")?.subject).toBe(
    `A complainant says ${company.name}'s response did not solve it`,
  );
});
