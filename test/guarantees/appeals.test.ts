/**
 * UCK's promises to complainants (/guarantees, issue 37, decision 033): the author appeals a
 * removal once, and an upheld appeal makes the complaint public again. shared/content/guarantees.ts
 * names this test by name: rename it there too.
 */
import { complaintRemovals, complaints, shares } from "@worker/db/schema";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import {
  admin,
  cardAction,
  complaintForm,
  DAY,
  expectPublic,
  filed,
  loadRoutes,
  person,
  removeByModerator,
  renderComplaintPage,
} from "./setup";

beforeAll(loadRoutes, 60_000);

it("the author appeals once: a second appeal is refused; upheld, the complaint is public again", async () => {
  const { author, id } = await filed();
  const moderator = await removeByModerator(id, "It looked like spam.");

  // Nobody but the author appeals.
  const stranger = await person();
  const notYours = await complaintForm(
    id,
    { intent: "appeal", appeal: "Restore it." },
    stranger.cookie,
  );
  expect(notYours.status).toBe(404);
  const empty = await complaintForm(id, { intent: "appeal", appeal: " " }, author.cookie);
  expect(empty.status).toBe(400);

  const first = await complaintForm(
    id,
    { intent: "appeal", appeal: "It is my real experience with the airline." },
    author.cookie,
  );
  expect(first.status).toBe(200);
  const second = await complaintForm(
    id,
    { intent: "appeal", appeal: "Please, again." },
    author.cookie,
  );
  expect(second.status).toBe(409);
  const [stored] = await db
    .select({ text: complaintRemovals.appealText, state: complaintRemovals.appealState })
    .from(complaintRemovals)
    .where(eq(complaintRemovals.complaintId, id));
  expect(stored).toEqual({ text: "It is my real experience with the airline.", state: "pending" });
  const pending = await renderComplaintPage(id, null);
  expect(pending.html).toContain("Appeal pending");

  // The superadmin restores it: public again at its address, with the same text.
  const restored = await admin(
    {
      intent: "decide-appeal",
      complaintId: id,
      decision: "upheld",
      note: "It keeps to the rules.",
    },
    moderator.cookie,
  );
  expect(restored.status).toBe(200);
  await expectPublic(id, "restored");
  const [back] = await db
    .select({ text: complaints.text })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(back?.text).toBe("The airline lost my bag and never answered my claim for a month.");
  const page = await renderComplaintPage(id, null);
  expect(page.html).toContain(
    "Its author appealed and it was restored. Appeal upheld: It keeps to the rules.",
  );
  // Decided once: a second decision changes nothing.
  const again = await admin(
    { intent: "decide-appeal", complaintId: id, decision: "rejected" },
    moderator.cookie,
  );
  expect(again.status).toBe(409);
  await expectPublic(id, "after a second decision");

  // A rejected appeal keeps the stub and says so; the copy of the complaint is not kept.
  const other = await filed();
  await removeByModerator(other.id, "Threatens a named employee.");
  await complaintForm(
    other.id,
    { intent: "appeal", appeal: "I only named the shop." },
    other.author.cookie,
  );
  const rejected = await admin(
    {
      intent: "decide-appeal",
      complaintId: other.id,
      decision: "rejected",
      note: "The threat is in the second line.",
    },
    moderator.cookie,
  );
  expect(rejected.status).toBe(200);
  const stub = await renderComplaintPage(other.id, null);
  expect(stub.html).toContain("Appeal rejected: The threat is in the second line.");
  const [kept] = await db
    .select({ snapshot: complaintRemovals.snapshot })
    .from(complaintRemovals)
    .where(eq(complaintRemovals.complaintId, other.id));
  expect(kept?.snapshot).toBeNull();
  expect(
    (await complaintForm(other.id, { intent: "appeal", appeal: "Once more." }, other.author.cookie))
      .status,
  ).toBe(409);
});

it("a restored complaint's share counts equal its share rows: the removal deleted them, so they start at zero", async () => {
  const { id, author } = await filed();
  const sharer = await person({ createdAt: new Date(Date.now() - 2 * DAY) });
  for (const channel of ["copy_link", "web_share"]) {
    expect(
      (await cardAction(id, { intent: "share", channel }, sharer.cookie)).status,
      channel,
    ).toBe(200);
  }
  const counts = async () => {
    const [row] = await db
      .select({ shares: complaints.shareCount, ranked: complaints.rankedShareCount })
      .from(complaints)
      .where(eq(complaints.id, id));
    const [rows] = await db
      .select({ n: sql<number>`count(*)` })
      .from(shares)
      .where(eq(shares.complaintId, id));
    return { ...row, rows: Number(rows?.n) };
  };
  expect(await counts()).toEqual({ shares: 2, ranked: 2, rows: 2 });
  const moderator = await removeByModerator(id, "It looked like spam.");
  await complaintForm(id, { intent: "appeal", appeal: "It is my real story." }, author.cookie);
  expect(
    (
      await admin(
        { intent: "decide-appeal", complaintId: id, decision: "upheld" },
        moderator.cookie,
      )
    ).status,
  ).toBe(200);
  expect(await counts()).toEqual({ shares: 0, ranked: 0, rows: 0 });
});
