/** The company's members hear the complainant's answer about a refund, in the app. */
import { listNotifications } from "@worker/services/notifications";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { answered, confirm, day, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("the company's members hear the complainant's answer, in the app", async () => {
  const { company, complainant, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "EUR",
    refundDue: day(Date.now()),
  });
  const answer = await confirm(id, "not_received", complainantCookie);
  expect(JSON.stringify(answer.body)).toContain("The company's team has been told in UCK");
  const told = await listNotifications(db, company.member.id, null);
  expect(told.items[0]?.href).toBe(`/complaint/${id}`);
  expect(told.items[0]?.text).toMatch(/^Test User \d+ says .+'s refund of €40\.00 did not arrive$/);
  expect(told.items[0]?.text).toContain(`${company.name}'s refund`);
  // The complainant is not told of their own answer.
  const own = await listNotifications(db, complainant.id, null);
  expect(own.items.map((item) => item.text).join()).not.toContain("refund");

  await confirm(id, "received", complainantCookie);
  const again = await listNotifications(db, company.member.id, null);
  expect(again.items[0]?.text).toMatch(/^Test User \d+ confirmed .+'s refund of €40\.00 arrived$/);
});
