import { complaints, refunds } from "@worker/db/schema";
import { selectCards } from "@worker/services/public/card-select";
import { toCard } from "@worker/services/public/complaint";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";

/**
 * Decision 069: a card's row is one JSON array that SQLite builds and `readCard` reads back, and
 * a visitor's statement is written out once. Whichever way the statement came, a card reads the
 * same: dates as numbers, flags as booleans, the refund and the company as they were stored.
 */
it("a visitor's card and a signed-in stranger's read every field the same", async () => {
  const complaint = await createComplaint({ hasResponse: true, status: "resolved" });
  const respondedAt = new Date(complaint.createdAt.getTime() + 3_600_000);
  await db
    .update(complaints)
    .set({ response: "We refunded you.", responseAt: respondedAt, isSatisfied: true })
    .where(eq(complaints.id, complaint.id));
  await db.insert(refunds).values({
    complaintId: complaint.id,
    companyId: complaint.companyId,
    amountMinor: 4000,
    currency: "USD",
    dueOn: "2031-01-01",
  });
  const stranger = await createUser();
  const read = async (viewerId: string | null) => {
    const [row] = await selectCards(db, viewerId).where(eq(complaints.id, complaint.id));
    if (!row) throw new Error("no card");
    return toCard(row);
  };
  const visitor = await read(null);
  expect(visitor).toMatchObject({
    id: complaint.id,
    status: "resolved",
    hasResponse: true,
    isSatisfied: true,
    createdAt: complaint.createdAt.getTime(),
    responseAt: respondedAt.getTime(),
    response: "We refunded you.",
    refund: { amountMinor: 4000, currency: "USD", dueOn: "2031-01-01", amountText: "$40.00" },
    company: { id: complaint.companyId },
    author: { id: complaint.userId, masked: false },
    foundDemandingPayment: false,
    inFloodReview: false,
    escalationOutcome: null,
    viewer: { isUcked: false, isSaved: false, followsCompany: false },
  });
  expect(typeof visitor.nameHidden).toBe("boolean");
  expect(await read(stranger.id)).toEqual(visitor);
});
