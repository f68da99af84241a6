import { env } from "cloudflare:test";
import { complaints, ucks } from "@worker/db/schema";
import { voteUck, withdrawUck } from "@worker/services/complaints/ucks";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";

async function state(id: string) {
  const [row] = await db
    .select({ count: complaints.uckCount })
    .from(complaints)
    .where(eq(complaints.id, id));
  const rows = await db.select().from(ucks).where(eq(ucks.complaintId, id));
  return { count: row?.count, rows: rows.length };
}

it("a user ucks a complaint once; a repeat says Already voted and changes nothing", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now())).toEqual({
    success: true,
    message: "Ucked",
    count: 1,
  });
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now())).toEqual({
    success: false,
    message: "Already voted",
    count: 1,
  });
  expect(await state(complaint.id)).toEqual({ count: 1, rows: 1 });
});

it("the D1 key decides even when KV has not seen the vote", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now());
  await env.UCKS.delete(`uck:${complaint.id}:${voter.id}`);
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now())).toMatchObject({
    success: false,
    message: "Already voted",
    count: 1,
  });
});

it("50 parallel ucks by one user count once; by 50 users count 50", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  const now = Date.now();
  const same = await Promise.all(
    Array.from({ length: 50 }, () => voteUck(db, env.UCKS, voter.id, complaint.id, now)),
  );
  expect(same.filter((r) => r.success)).toHaveLength(1);
  expect(await state(complaint.id)).toEqual({ count: 1, rows: 1 });

  const voters = await Promise.all(Array.from({ length: 49 }, () => createUser()));
  await Promise.all(voters.map((v) => voteUck(db, env.UCKS, v.id, complaint.id, now)));
  expect(await state(complaint.id)).toEqual({ count: 50, rows: 50 });
});

it("an uck can be taken back, once", async () => {
  const complaint = await createComplaint();
  const voter = await createUser();
  await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now());
  expect(await withdrawUck(db, env.UCKS, voter.id, complaint.id)).toEqual({
    success: true,
    message: "Uck removed",
    count: 0,
  });
  expect(await withdrawUck(db, env.UCKS, voter.id, complaint.id)).toEqual({
    success: false,
    message: "Not ucked",
    count: 0,
  });
  expect(await state(complaint.id)).toEqual({ count: 0, rows: 0 });
  expect(await voteUck(db, env.UCKS, voter.id, complaint.id, Date.now())).toMatchObject({
    success: true,
    count: 1,
  });
});

it("ucking a missing complaint writes nothing", async () => {
  const voter = await createUser();
  expect(await voteUck(db, env.UCKS, voter.id, "no-such-complaint", Date.now())).toEqual({
    success: false,
    message: "Complaint not found",
    count: 0,
    code: "not_found",
  });
  expect(await db.select().from(ucks).where(eq(ucks.userId, voter.id))).toEqual([]);
});
