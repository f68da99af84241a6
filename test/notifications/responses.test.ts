/**
 * A company's answer and its resolution tell the right person once: the complainant hears of a
 * response and of Mark Resolved; the company's members hear of the complainant's own resolution.
 */
import { markResolved } from "@worker/services/companies/resolve";
import { respondToComplaint } from "@worker/services/companies/responses";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { listNotifications } from "@worker/services/notifications";
import { expect, it } from "vitest";
import { db, postbox } from "../factories";
import { answer, answeredWorld, sent, sessionUser } from "./setup";

it("a company response tells the complainant once, named after the company", async () => {
  const { company, member, complaint } = await answeredWorld();
  const now = Date.now();
  expect(await respondToComplaint(postbox, member.id, complaint.id, answer, now)).toMatchObject({
    ok: true,
  });
  expect(await respondToComplaint(postbox, member.id, complaint.id, answer, now + 1)).toMatchObject(
    {
      ok: false,
    },
  );
  const rows = await sent(complaint.userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ type: "company_responded", actorId: member.id });
  expect(rows[0]?.dedupeKey).toMatch(/^responded:/);
  expect(await sent(member.id)).toEqual([]);
  const { items } = await listNotifications(db, complaint.userId, null);
  expect(items[0]).toMatchObject({
    text: `${company.name} responded to your complaint`,
    href: `/complaint/${complaint.id}`,
    read: false,
  });
});

it("Mark Resolved tells the complainant once, and not when the complainant resolved it first", async () => {
  const { company, member, complaint } = await answeredWorld();
  await respondToComplaint(postbox, member.id, complaint.id, answer, Date.now());
  expect(await markResolved(postbox, member.id, complaint.id, Date.now())).toMatchObject({
    ok: true,
  });
  expect(await markResolved(postbox, member.id, complaint.id, Date.now())).toMatchObject({
    ok: false,
  });
  const resolved = (await sent(complaint.userId)).filter((n) => n.type === "complaint_resolved");
  // The claim is the cause: one notification per claim, never a second for the same one.
  expect(resolved).toHaveLength(1);
  expect(resolved[0]?.dedupeKey).toMatch(new RegExp(`^claimed:${complaint.id}:\\d+$`));
  const { items } = await listNotifications(db, complaint.userId, null);
  expect(items.map((item) => item.text)).toContain(
    `${company.name} says your complaint is resolved. Is it? Your answer decides.`,
  );

  // The complainant answered "Yes, mark as resolved" before the company did: nothing to tell.
  const other = await answeredWorld();
  await respondToComplaint(postbox, other.member.id, other.complaint.id, answer, Date.now());
  const complainant = await sessionUser(other.complaint.userId);
  await performCardAction(
    postbox,
    complainant,
    other.complaint.id,
    { intent: "satisfaction", satisfied: "yes" },
    Date.now(),
  );
  expect(
    await markResolved(postbox, other.member.id, other.complaint.id, Date.now()),
  ).toMatchObject({
    ok: false,
  });
  expect((await sent(other.complaint.userId)).map((n) => n.type)).toEqual(["company_responded"]);
});

it("the complainant's 'Yes, mark as resolved' tells the company's members once, not the complainant", async () => {
  const { company, member, complaint } = await answeredWorld();
  await respondToComplaint(postbox, member.id, complaint.id, answer, Date.now());
  const complainant = await sessionUser(complaint.userId);
  const yes = { intent: "satisfaction", satisfied: "yes" } as const;
  expect(
    await performCardAction(postbox, complainant, complaint.id, yes, Date.now()),
  ).toMatchObject({
    ok: true,
  });
  // The same answer again within its 30 days (decision 041: a verdict may be changed, its
  // score with it) is taken, and tells nobody a second time.
  expect(
    await performCardAction(postbox, complainant, complaint.id, yes, Date.now()),
  ).toMatchObject({
    ok: true,
  });
  const told = await sent(member.id);
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ type: "complaint_resolved", actorId: complaint.userId });
  expect((await sent(complaint.userId)).map((n) => n.type)).toEqual(["company_responded"]);
  const { items } = await listNotifications(db, member.id, null);
  expect(items[0]?.text).toMatch(/^Test User \d+ marked /);
  expect(items[0]?.text.endsWith(`marked ${company.name}'s response as resolved`)).toBe(true);

  // "No" tells the members too ("The company will be notified."), once however often it is said.
  const other = await answeredWorld();
  await respondToComplaint(postbox, other.member.id, other.complaint.id, answer, Date.now());
  const no = { intent: "satisfaction", satisfied: "no" } as const;
  const unhappy = await sessionUser(other.complaint.userId);
  await performCardAction(postbox, unhappy, other.complaint.id, no, Date.now());
  await performCardAction(postbox, unhappy, other.complaint.id, no, Date.now());
  const toldNo = await sent(other.member.id);
  expect(toldNo.map((n) => n.type)).toEqual(["response_unsatisfied"]);
  const { items: unsatisfied } = await listNotifications(db, other.member.id, null);
  expect(unsatisfied[0]?.text).toMatch(/said .+'s response did not solve their complaint$/);
});
