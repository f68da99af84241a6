import { RATE_LIMITS } from "@worker/auth/rate-limit";
import { performCardAction, recordShare } from "@worker/services/complaints/card-actions";
import { postComment } from "@worker/services/complaints/comments";
import { expect, it } from "vitest";
import { createComplaint, createUser, db, postbox } from "../factories";
import { actor, row } from "./setup";

/**
 * The limits live in the services: the next share, report or comment past one is refused and
 * nothing is stored (shared set-up: setup.ts).
 */

it("the share and report limits live in the services: the next one past the limit is refused", async () => {
  const complaint = await createComplaint();
  const sharer = { userId: null, clientIp: `198.51.100.${Math.floor(Math.random() * 250)}` };
  const now = Date.now();
  for (let i = 0; i < RATE_LIMITS.shareByIp.limit; i++) {
    expect(await recordShare(db, complaint.id, sharer, "copy_link", now)).toMatchObject({
      ok: true,
    });
  }
  expect(await recordShare(db, complaint.id, sharer, "copy_link", now)).toEqual({
    ok: false,
    code: "rate_limited",
  });

  const reporter = await actor();
  const report = { intent: "report", reason: "Spam" } as const;
  // One report per complaint (issue 35): the limit counts reports of different complaints.
  for (let i = 0; i < RATE_LIMITS.reportByUser.limit; i++) {
    const target = await createComplaint();
    expect(await performCardAction(postbox, reporter, target.id, report, now)).toMatchObject({
      ok: true,
    });
  }
  expect(await performCardAction(postbox, reporter, complaint.id, report, now)).toMatchObject({
    ok: false,
    code: "rate_limited",
    toast: { title: "Error" },
  });
});

it("a person's comments past the per-minute limit are refused by the service, and nothing is stored", async () => {
  const complaint = await createComplaint();
  const commenter = await createUser();
  const now = Date.now();
  for (let i = 0; i < RATE_LIMITS.commentByUser.limit; i++) {
    expect(
      await postComment(postbox, complaint.id, commenter.id, `Comment ${i}`, now),
    ).toMatchObject({
      ok: true,
    });
  }
  const refused = await postComment(postbox, complaint.id, commenter.id, "One too many", now);
  expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
  expect(await row(complaint.id)).toMatchObject({ commentsCount: RATE_LIMITS.commentByUser.limit });
  expect(await postComment(postbox, "missing", (await createUser()).id, "Hi", now)).toEqual({
    ok: false,
    code: "not_found",
  });
});
