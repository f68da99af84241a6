/**
 * Mark Resolved waits while a refund did not arrive (decision 024), until the company offers a
 * new refund or the complainant confirms it arrived after all.
 */
import { formatDueDay, RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { refunds } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { listNotifications } from "@worker/services/notifications";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { answered, companyForm, confirm, day, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("Mark Resolved waits while the refund did not arrive, until a new offer or the complainant confirms", async () => {
  const { company, memberCookie, complainant, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "USD",
    refundDue: day(Date.now()),
  });
  expect((await confirm(id, "not_received", complainantCookie)).status).toBe(200);

  const refused = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    memberCookie,
  );
  expect(refused.status).toBe(409);
  expect(JSON.stringify(refused.body)).toContain(RESOLVE_WAITS_FOR_REFUND.description);
  expect((await getComplaintPage(db, id, null))?.complaint.status).not.toBe("resolved");

  // Nobody but a member offers a new refund: not the complainant, and not a bad amount.
  const due = day(Date.now() + 3 * 86_400_000);
  const offer = { intent: "refund-offer", complaintId: id, refundCurrency: "USD", refundDue: due };
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "45" }, complainantCookie)).status,
  ).toBe(403);
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "lots" }, memberCookie)).status,
  ).toBe(400);
  const offered = await companyForm(company.slug, { ...offer, refundAmount: "45" }, memberCookie);
  expect(offered.status).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row).toMatchObject({ amountMinor: 4500, currency: "USD", dueOn: due, status: "pending" });
  const told = await listNotifications(db, complainant.id, null);
  expect(told.items[0]?.text).toBe(
    `${company.name} offered a new refund of $45.00, due ${formatDueDay(due)}`,
  );
  // Offered once: a pending refund is not offered again.
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "50" }, memberCookie)).status,
  ).toBe(409);

  // The new refund waits for the customer, so Mark Resolved works again.
  const resolved = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    memberCookie,
  );
  expect(resolved.status).toBe(200);
  // The company's claim (decision 040): the complainant is asked, the status waits for them.
  const claimed = (await getComplaintPage(db, id, null))?.complaint;
  expect(claimed?.status).toBe("in_progress");
  expect(claimed?.outcome).toBe("awaiting");
});

it("the complainant's confirmation after all lets the company mark it resolved", async () => {
  const { company, memberCookie, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "USD",
    refundDue: day(Date.now()),
  });
  await confirm(id, "not_received", complainantCookie);
  const resolve = { intent: "resolve", complaintId: id };
  expect((await companyForm(company.slug, resolve, memberCookie)).status).toBe(409);
  await confirm(id, "received", complainantCookie);
  expect((await companyForm(company.slug, resolve, memberCookie)).status).toBe(200);
});
