/**
 * UCK's promises to complainants (/guarantees, issue 37, decision 033): a moderator's removal
 * leaves a public stub with its reason and the state of the appeal, while an author's deletion and
 * an erased account leave nothing. shared/content/guarantees.ts names these tests by name: rename
 * one there too.
 */
import { env } from "cloudflare:test";
import { loadSessionUser } from "@worker/auth/current-user";
import { complaintRemovals, users } from "@worker/db/schema";
import { getRemoval } from "@worker/services/complaints/detail";
import { eraseUser } from "@worker/services/users/erasure";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { archiveDb, db } from "../factories";
import { fetchApp, get } from "../harness/app";
import {
  admin,
  cardAction,
  complaintForm,
  expectPublic,
  filed,
  loadRoutes,
  person,
  removeByModerator,
  renderComplaintPage,
} from "./setup";

beforeAll(loadRoutes, 60_000);

it("a moderator's removal leaves a public stub with the reason and the state of the appeal", async () => {
  const { author, id } = await filed();
  await removeByModerator(id, "It names a private person.");

  // Gone (410), with a stub anyone can read: the date, the reason, the appeal's state.
  const answer = await fetchApp(get(`/complaint/${id}`));
  expect(answer.status).toBe(410);
  expect(answer.body).toMatchObject({
    removal: { reason: "It names a private person.", appealState: null, canAppeal: false },
  });
  const seen = await renderComplaintPage(id, null);
  expect(seen.html).toMatch(
    /This complaint was removed by a moderator on [^<]+\. Reason: It names a private person\./,
  );
  expect(seen.html).toContain("The author has not appealed.");
  expect(seen.html).not.toContain("Appeal this removal");

  // Only its author is offered the appeal form.
  const authorView = await renderComplaintPage(id, await loadSessionUser(db, author.id));
  expect(authorView.html).toContain("Appeal this removal");
  const stranger = await person();
  const strangerView = await renderComplaintPage(id, await loadSessionUser(db, stranger.id));
  expect(strangerView.html).not.toContain("Appeal this removal");

  // The removal from the complaint's menu leaves a stub too, saying no reason was written.
  const other = await filed();
  const superadmin = await person({ role: "superadmin" });
  expect((await cardAction(other.id, { intent: "admin-delete" }, superadmin.cookie)).status).toBe(
    200,
  );
  const menu = await fetchApp(get(`/complaint/${other.id}`));
  expect(menu.status).toBe(410);
  expect(JSON.stringify(menu.body)).toContain("No reason was written");

  // A removal without a reason is refused: the stub would have nothing to say.
  const third = await filed();
  const moderator = await person({ role: "superadmin" });
  await cardAction(third.id, { intent: "report", reason: "Spam." }, stranger.cookie);
  const bare = await admin(
    { intent: "decide-report", complaintId: third.id, outcome: "removed", reason: "  " },
    moderator.cookie,
  );
  expect(bare.status).toBe(400);
  await expectPublic(third.id, "a removal without a reason");
});

it("an author's deletion and an erased account leave nothing at the address", async () => {
  // Deleted by its author: not found, no stub.
  const deleted = await filed();
  expect((await cardAction(deleted.id, { intent: "delete" }, deleted.author.cookie)).status).toBe(
    200,
  );
  const gone = await fetchApp(get(`/complaint/${deleted.id}`));
  expect(gone.status).toBe(404);
  expect(JSON.stringify(gone.body)).not.toContain("removed");

  // Removed, restored on appeal, then deleted by its author: nothing either.
  const restored = await filed();
  const moderator = await removeByModerator(restored.id, "Looked like spam.");
  await complaintForm(
    restored.id,
    { intent: "appeal", appeal: "It is real." },
    restored.author.cookie,
  );
  await admin(
    { intent: "decide-appeal", complaintId: restored.id, decision: "upheld" },
    moderator.cookie,
  );
  await expectPublic(restored.id, "restored");
  expect((await cardAction(restored.id, { intent: "delete" }, restored.author.cookie)).status).toBe(
    200,
  );
  expect((await fetchApp(get(`/complaint/${restored.id}`))).status).toBe(404);
  expect(await getRemoval(db, restored.id)).toBeNull();

  // Removed by a moderator, then the author erases their account: the stub goes with it.
  const removed = await filed();
  await removeByModerator(removed.id, "It names a private person.");
  await complaintForm(
    removed.id,
    { intent: "appeal", appeal: "Please restore it." },
    removed.author.cookie,
  );
  expect((await fetchApp(get(`/complaint/${removed.id}`))).status).toBe(410);
  const deps = {
    db,
    archiveDb,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  expect(await eraseUser(deps, removed.author.id, { complaints: "anonymise" }, Date.now())).toBe(
    true,
  );
  const erased = await fetchApp(get(`/complaint/${removed.id}`));
  expect(erased.status).toBe(404);
  expect(JSON.stringify(erased.body)).not.toContain("private person");
  expect(
    await db
      .select()
      .from(complaintRemovals)
      .where(eq(complaintRemovals.authorId, removed.author.id)),
  ).toEqual([]);
  const [user] = await db
    .select({ erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, removed.author.id));
  expect(user?.erasedAt).not.toBeNull();
});
