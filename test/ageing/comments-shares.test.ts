import { ageRankings } from "@worker/jobs/ranking-ageing";
import { recordShare } from "@worker/services/complaints/card-actions";
import { addComment } from "@worker/services/complaints/comments";
import { expect, it } from "vitest";
import { db, postbox } from "../factories";
import { arena, counters, DAY, established, MINUTE, ownAddress, ownClock, young } from "./setup";

/**
 * Comments and shares age the same way as ucks (shared set-up: setup.ts).
 */

it("comments and shares age the same way; a share without an account ages like a young one", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const newcomer = await young(NOW);
  const regular = await established(NOW);
  await addComment(postbox, target, newcomer.id, "Same thing happened to me.", NOW, ownAddress());
  await addComment(postbox, target, regular.id, "And to me, last month.", NOW, ownAddress());
  await recordShare(
    db,
    target,
    { userId: newcomer.id, clientIp: null, address: ownAddress() },
    "copy_link",
    NOW,
  );
  await recordShare(
    db,
    target,
    { userId: regular.id, clientIp: null, address: ownAddress() },
    "copy_link",
    NOW,
  );
  await recordShare(db, target, { userId: null, clientIp: null }, "web_share", NOW);
  expect(await counters(target)).toMatchObject({
    comments: 2,
    rankedComments: 1,
    shares: 3,
    rankedShares: 1,
  });
  await ageRankings(db, new Date(NOW + DAY + MINUTE));
  expect(await counters(target)).toMatchObject({
    comments: 2,
    rankedComments: 2,
    shares: 3,
    rankedShares: 3,
  });
  await ageRankings(db, new Date(NOW + DAY + 2 * MINUTE));
  expect(await counters(target)).toMatchObject({ rankedComments: 2, rankedShares: 3 });
});
