/**
 * UCK's promises to complainants (/guarantees, issue 37, decision 033): the complainant hears of
 * each company action by mail and in the app, and their own comments show as updates.
 * shared/content/guarantees.ts names these tests by name: rename one there too.
 */
import { loadSessionUser } from "@worker/auth/current-user";
import { emailOutbox, notifications, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import {
  cardAction,
  companyForm,
  complaintForm,
  DAY,
  day,
  filed,
  loadRoutes,
  ORIGIN,
  person,
  renderComplaintPage,
} from "./setup";

beforeAll(loadRoutes, 60_000);

it("the complainant hears of each company action by mail and in the app", async () => {
  const { company, member, author, id } = await filed();
  await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We are sending the bag today.",
      offerReimbursement: "on",
      reimbursement: "Delivery fee back",
      category: "monetary",
      refundAmount: "40",
      refundCurrency: "EUR",
      refundDue: day(Date.now()),
    },
    member.cookie,
  );
  await cardAction(id, { intent: "refund", answer: "not_received" }, author.cookie);
  const due = day(Date.now() + 3 * DAY);
  expect(
    (
      await companyForm(
        company.slug,
        {
          intent: "refund-offer",
          complaintId: id,
          refundAmount: "45",
          refundCurrency: "EUR",
          refundDue: due,
        },
        member.cookie,
      )
    ).status,
  ).toBe(200);
  expect(
    (await companyForm(company.slug, { intent: "resolve", complaintId: id }, member.cookie)).status,
  ).toBe(200);

  const inApp = await db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, author.id))
    .orderBy(notifications.createdAt);
  expect(inApp.map((n) => n.type)).toEqual([
    "company_responded",
    "refund_offered",
    "complaint_resolved",
  ]);

  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, author.id));
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
  expect(mails.map((m) => [m.kind, m.subject])).toEqual([
    ["company_responded", `${company.name} responded to your complaint`],
    ["refund_offered", `${company.name} offered you a new refund`],
    ["complaint_resolved", `${company.name} says your complaint is resolved`],
  ]);
  const offerMail = mails[1];
  expect(offerMail?.textBody).toContain(`${company.name} offers €45.00`);
  expect(offerMail?.textBody).toContain(`${ORIGIN}/complaint/${id}`);
  expect(offerMail?.headers?.["List-Unsubscribe"]).toContain("k=refund_offered");
});

it("the complainant's own comments show as updates from the complainant", async () => {
  const { author, id } = await filed();
  const reader = await person();
  expect(
    (
      await complaintForm(
        id,
        { intent: "comment", text: "Update: the bag came back torn." },
        author.cookie,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await complaintForm(
        id,
        { intent: "comment", text: "Same thing happened to me." },
        reader.cookie,
      )
    ).status,
  ).toBe(200);

  const { html } = await renderComplaintPage(id, null);
  expect(html.match(/Update from the complainant/g)).toHaveLength(1);
  const update = html.indexOf("Update from the complainant");
  expect(html.indexOf("Update: the bag came back torn.")).toBeGreaterThan(update);
  expect(html.indexOf("Same thing happened to me.")).toBeGreaterThan(
    html.indexOf("Update: the bag came back torn."),
  );
  // The complainant is told where their updates go.
  const own = await renderComplaintPage(id, await loadSessionUser(db, author.id));
  expect(own.html).toContain("what you write here shows as an update from the complainant");
  expect((await renderComplaintPage(id, await loadSessionUser(db, reader.id))).html).not.toContain(
    "what you write here shows as an update",
  );
});
