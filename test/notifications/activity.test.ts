/**
 * Activity tells its person once however often it repeats: comments, uck milestones (never the
 * complainant's own), follows, and escalation to the author and the company's followers.
 */
import { env } from "cloudflare:test";
import { companyFollows, notifications, userMutes } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { addComment } from "@worker/services/complaints/comments";
import { voteUck, withdrawUck } from "@worker/services/complaints/ucks";
import { listNotifications } from "@worker/services/notifications";
import { setUserFollow } from "@worker/services/users/public-profile";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "../factories";
import { HOUR, sent } from "./setup";

it("each comment tells the complainant once; their own comments and blocked people's do not", async () => {
  const author = await createUser({ name: "Ada Author" });
  const complaint = await createComplaint({ userId: author.id });
  const jane = await createUser({ name: "Jane Doe" });
  const blocked = await createUser({ name: "Bea Blocked" });
  await db.insert(userMutes).values({ userId: author.id, mutedUserId: blocked.id });

  const first = await addComment(
    postbox,
    complaint.id,
    jane.id,
    "Same thing happened to me.",
    1000,
  );
  const second = await addComment(postbox, complaint.id, jane.id, "And again last week.", 2000);
  await addComment(postbox, complaint.id, author.id, "Thanks, Jane.", 3000);
  await addComment(postbox, complaint.id, blocked.id, "Whatever.", 4000);
  if (!first.ok || !second.ok) throw new Error("comment failed");

  const rows = await sent(author.id);
  expect(rows.map((n) => n.dedupeKey).sort()).toEqual(
    [`commented:${first.id}`, `commented:${second.id}`].sort(),
  );
  expect(rows.every((n) => n.type === "complaint_commented" && n.actorId === jane.id)).toBe(true);
  expect(await sent(jane.id)).toEqual([]);
  const { items } = await listNotifications(db, author.id, null);
  expect(items[0]?.text).toMatch(/^Jane Doe commented on your complaint about Company /);
});

it("reaching 10 ucks tells the complainant once, even when ucks are taken back and given again", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  const voters = await Promise.all(Array.from({ length: 10 }, () => createUser()));
  let now = Date.now();
  for (const voter of voters) await voteUck(db, env.UCKS, voter.id, complaint.id, now++);
  const last = voters[9]?.id ?? "";
  await withdrawUck(db, env.UCKS, last, complaint.id);
  await voteUck(db, env.UCKS, last, complaint.id, now++);
  await voteUck(db, env.UCKS, last, complaint.id, now++);

  const rows = await sent(author.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: "complaint_ucked",
    actorId: null,
    dedupeKey: `ucked:${complaint.id}:10`,
    data: expect.objectContaining({ count: 10 }),
  });
  const { items } = await listNotifications(db, author.id, null);
  expect(items[0]?.text).toMatch(/^Your complaint about Company .+ reached 10 ucks$/);
  for (const voter of voters) expect(await sent(voter.id)).toEqual([]);
});

it("the complainant's own uck reaching a milestone tells nobody", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  let now = Date.now();
  for (let i = 0; i < 9; i += 1) {
    await voteUck(db, env.UCKS, (await createUser()).id, complaint.id, now++);
  }
  expect(await voteUck(db, env.UCKS, author.id, complaint.id, now++)).toMatchObject({ count: 10 });
  expect(await sent(author.id)).toEqual([]);
});

it("a follow tells the person once; unfollowing and following again stays quiet", async () => {
  const person = await createUser({ name: "Paula Public" });
  const fan = await createUser({ name: "Jane Doe" });
  const now = Date.now();
  await setUserFollow(db, fan.id, person.id, true, now);
  await setUserFollow(db, fan.id, person.id, true, now + 1);
  await setUserFollow(db, fan.id, person.id, false, now + 2);
  await setUserFollow(db, fan.id, person.id, true, now + 3);
  await setUserFollow(db, person.id, person.id, true, now + 4);
  const rows = await sent(person.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: "user_followed",
    actorId: fan.id,
    dedupeKey: `followed:${fan.id}:${person.id}`,
  });
  expect(await sent(fan.id)).toEqual([]);
  const { items } = await listNotifications(db, person.id, null);
  expect(items[0]).toMatchObject({ text: "Jane Doe started following you" });
  expect(items[0]?.href).toMatch(/^\/u\/user_/);

  // Someone the person blocked follows quietly.
  const blocked = await createUser();
  await db.insert(userMutes).values({ userId: person.id, mutedUserId: blocked.id });
  await setUserFollow(db, blocked.id, person.id, true, now);
  expect(await sent(person.id)).toHaveLength(1);
});

it("escalation tells the author and the followers once, however often the job runs", async () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const company = await createCompany({ name: `Escalate ${crypto.randomUUID().slice(0, 6)}` });
  const follower = await createUser();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now.getTime() - 49 * HOUR),
  });
  await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  await escalateOverdueComplaints(postbox, new Date(now.getTime() + HOUR));

  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.complaintId, complaint.id));
  // The author's key is the cause itself; each follower's is the followers' cause and their id.
  expect(rows.map((n) => n.dedupeKey).sort()).toEqual(
    [`escalated:${complaint.id}`, `escalated:${complaint.id}:followers:${follower.id}`].sort(),
  );
  const [mine] = (await listNotifications(db, complaint.userId, null)).items;
  // This company was never reached (no address is known for it): the words say so (issue 59).
  expect(mine?.text).toBe(
    `Your complaint about ${company.name} was escalated on UCK after 48 hours: ${company.name} could not be reached. Your file for a consumer authority is ready, and says why`,
  );
  // Nothing went to an authority, so nothing says it did (issue 34).
  expect(mine?.href).toBe(`/complaint/${complaint.id}/file`);
  const [theirs] = (await listNotifications(db, follower.id, null)).items;
  expect(theirs?.text).toMatch(/^A complaint about .+, a company you follow, was escalated/);
});
