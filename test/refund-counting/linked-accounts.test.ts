/**
 * Refunds that count (issue 35): a confirmed refund counts as money returned only when the
 * complainant is not a member of the company and shared no address with its members within 30
 * days (sign-ins, and the addresses the refund is offered and confirmed from). A refund that does
 * not count still shows on the complaint as what the complainant said.
 */
import { REFUND_SHARED_ADDRESS_WINDOW_MS } from "@shared/refund-counting";
import { REFUND_TOASTS } from "@shared/refunds";
import { companyMembers, refunds, userAddresses } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { addressHash } from "@worker/services/users/address-blocks";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";
import { aged, confirmed, DAY, loadRoutes, offered, usd } from "./setup";

beforeAll(loadRoutes, 60_000);

// Only stored hashes are compared, so any key stands in for ADDRESS_HASH_KEY.
const KEY = "test-address-hash-key";

const seen = (userId: string, ip: string, at: number) =>
  db
    .insert(userAddresses)
    .values({ userId, addressHash: addressHash(KEY, "ip", ip), lastSeenAt: new Date(at) });

it("a company's member cannot put a refund into money returned, though the card shows it arrived", async () => {
  const company = await createClaimedCompany();
  // A second member files against their own company, from an account older than the offer.
  const insider = await aged();
  await db.insert(companyMembers).values({ companyId: company.id, userId: insider.id });
  const before = await usd();
  const id = await offered(company, insider.id, "900");
  const { answer, row } = await confirmed(id, insider.id);
  expect(row).toMatchObject({ status: "received", counting: "member" });
  expect(JSON.stringify(answer.body)).toContain(REFUND_TOASTS.received_not_counted.description);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  expect(await usd()).toBe(before);
  const page = await getComplaintPage(db, id, null);
  expect(page?.complaint.refund).toMatchObject({ status: "received", pendingReview: false });
});

it("a second account on a member's address cannot either; an address shared over 30 days ago does not stop it", async () => {
  const company = await createClaimedCompany();
  const now = Date.now();
  const second = await aged();
  await seen(company.member.id, "203.0.113.7", now - DAY);
  await seen(second.id, "203.0.113.7", now - 2 * DAY);
  const id = await offered(company, second.id, "900");
  const { answer, row } = await confirmed(id, second.id);
  expect(row?.counting).toBe("shared_address");
  expect(JSON.stringify(answer.body)).toContain(REFUND_TOASTS.received_not_counted.description);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);

  // Someone who used the same café's address five weeks ago is not linked by it now.
  const neighbour = await aged();
  const long = now - REFUND_SHARED_ADDRESS_WINDOW_MS - DAY;
  await seen(neighbour.id, "203.0.113.7", long);
  const other = await offered(company, neighbour.id, "40");
  expect((await confirmed(other, neighbour.id)).row?.counting).toBe("counts");
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([
    { currency: "USD", amountMinor: 4000 },
  ]);
});

it("the addresses a refund is offered and confirmed from are compared too, not only sign-ins", async () => {
  const company = await createClaimedCompany();
  const second = await aged();
  const { id } = await createComplaint({
    userId: second.id,
    companyId: company.id,
    companyName: company.name,
  });
  const from = { "CF-Connecting-IP": "198.51.100.9" };
  const respond = {
    intent: "respond",
    complaintId: id,
    text: "We are sending your money back.",
    offerReimbursement: "on",
    reimbursement: "Full refund",
    category: "monetary",
    refundAmount: "900",
    refundCurrency: "USD",
    refundDue: new Date().toISOString().slice(0, 10),
  };
  const memberCookie = await sessionCookie(company.member.id);
  expect(
    (await fetchApp(post(`/company/${company.slug}`, { form: respond }, memberCookie, from)))
      .status,
  ).toBe(200);
  const confirm = { intent: "refund", answer: "received" };
  const cookie = await sessionCookie(second.id);
  expect(
    (await fetchApp(post(`/complaint/${id}/actions`, { form: confirm }, cookie, from))).status,
  ).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row?.counting).toBe("shared_address");
});
