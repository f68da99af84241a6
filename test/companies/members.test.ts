import { companyResponses, complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

/**
 * What a member of a claimed company may do on its complaints, through the real Worker app in
 * front of the real company page action: never answer or resolve a complaint they filed
 * themselves (it would count as an answered, resolved complaint in the company's metrics).
 */
beforeAll(() => import("../../app/routes/company/route"), 60_000);

async function claimedCompanyWithMember() {
  const company = await createClaimedCompany();
  return { ...company, cookie: await sessionCookie(company.member.id) };
}

const OWN = {
  title: "Your own complaint",
  description:
    "You filed this complaint yourself, so you cannot answer or resolve it for the company.",
};

it("a member cannot answer their own complaint against their company, with or without a reimbursement", async () => {
  const c = await claimedCompanyWithMember();
  const own = await createComplaint({
    userId: c.member.id,
    companyId: c.id,
    companyName: c.name,
  });
  const offers: Record<string, string>[] = [
    { offerReimbursement: "off" },
    { offerReimbursement: "on", reimbursement: "A full refund" },
  ];
  for (const offer of offers) {
    const answer = await fetchApp(
      post(
        `/company/${c.slug}`,
        {
          form: {
            intent: "respond",
            complaintId: own.id,
            text: "All sorted, thanks!",
            category: "explanation",
            ...offer,
          },
        },
        c.cookie,
      ),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ ok: false, toast: OWN });
  }
  expect(
    await db.select().from(companyResponses).where(eq(companyResponses.complaintId, own.id)),
  ).toEqual([]);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, own.id));
  expect(row).toMatchObject({ status: "open", hasResponse: false, reimbursement: null });

  // Another customer's complaint is answered as before.
  const theirs = await createComplaint({ companyId: c.id, companyName: c.name });
  const answered = await fetchApp(
    post(
      `/company/${c.slug}`,
      {
        form: {
          intent: "respond",
          complaintId: theirs.id,
          text: "Refunded.",
          category: "explanation",
        },
      },
      c.cookie,
    ),
  );
  expect(answered.status).toBe(200);
});

it("a member cannot mark their own complaint resolved", async () => {
  const c = await claimedCompanyWithMember();
  const own = await createComplaint({
    userId: c.member.id,
    companyId: c.id,
    companyName: c.name,
    status: "in_progress",
    hasResponse: true,
  });
  const answer = await fetchApp(
    post(`/company/${c.slug}`, { form: { intent: "resolve", complaintId: own.id } }, c.cookie),
  );
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ ok: false, toast: OWN });
  const [row] = await db.select().from(complaints).where(eq(complaints.id, own.id));
  expect(row?.status).toBe("in_progress");
});
