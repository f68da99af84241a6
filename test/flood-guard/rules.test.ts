/**
 * The flood guard's other two rules each trip alone (issue 37, docs/decisions/031): young ucks,
 * and near-identical texts from new accounts or accounts sharing an address; a real wave of one
 * problem in people's own words, by established accounts, does not.
 */
import { ucks, userAddresses } from "@worker/db/schema";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { accounts, company, DAY, file, HOUR, loadRoutes, MINUTE, SCRIPT, windowsOf } from "./setup";

beforeAll(loadRoutes, 240_000);

it("the young-uck rule trips alone: half or more of the day's ucks from accounts under a day old", async () => {
  const now = Date.now();
  const target = await company();
  const [author] = await accounts(1, new Date(now - 100 * DAY));
  const [complaintId] = await file(target, [{ userId: author ?? "", at: now - 3 * DAY }]);
  const young = await accounts(6, new Date(now - 2 * HOUR));
  const established = await accounts(4, new Date(now - 100 * DAY));
  const [first, ...rest] = [...young, ...established].map((userId, i) =>
    db.insert(ucks).values({
      complaintId: complaintId ?? "",
      userId,
      createdAt: new Date(now - 50 * MINUTE + i * MINUTE),
    }),
  );
  if (first) await db.batch([first, ...rest]);
  await runFloodGuard(db, now);
  const [window] = await windowsOf(target.id);
  expect(window).toMatchObject({
    state: "open",
    rules: "young_ucks",
    uckCount: 10,
    youngUckCount: 6,
  });
  // The complaint itself predates the window: it is not "in review".
  expect((await fetchApp(get(`/complaint/${complaintId}`))).body).toMatchObject({
    inReview: false,
  });

  // Four young ucks of ten: nothing.
  const calm = await company();
  const [calmAuthor] = await accounts(1, new Date(now - 100 * DAY));
  const [calmComplaint] = await file(calm, [{ userId: calmAuthor ?? "", at: now - 3 * DAY }]);
  const voters = [
    ...(await accounts(4, new Date(now - 2 * HOUR))),
    ...(await accounts(6, new Date(now - 100 * DAY))),
  ];
  const [one, ...more] = voters.map((userId) =>
    db.insert(ucks).values({
      complaintId: calmComplaint ?? "",
      userId,
      createdAt: new Date(now - 10 * MINUTE),
    }),
  );
  if (one) await db.batch([one, ...more]);
  await runFloodGuard(db, now);
  expect(await windowsOf(calm.id)).toEqual([]);
});

it("the near-identical rule trips alone: three week-old accounts, or three sharing an address, posting the same text", async () => {
  const now = Date.now();
  const target = await company();
  const weekOld = await accounts(3, new Date(now - 3 * DAY));
  await file(
    target,
    weekOld.map((userId, i) => ({ userId, at: now - 40 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  await runFloodGuard(db, now);
  expect(await windowsOf(target.id)).toEqual([
    expect.objectContaining({ state: "open", rules: "near_identical", nearIdenticalAccounts: 3 }),
  ]);

  // Established accounts sharing one network address hash: the same.
  const shared = await company();
  const behindOne = await accounts(3, new Date(now - 300 * DAY));
  await db
    .insert(userAddresses)
    .values(
      behindOne.map((userId) => ({ userId, addressHash: "same-hash", lastSeenAt: new Date(now) })),
    );
  await file(
    shared,
    behindOne.map((userId, i) => ({ userId, at: now - 30 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  await runFloodGuard(db, now);
  expect((await windowsOf(shared.id)).map((row) => row.rules)).toEqual(["near_identical"]);

  // A real wave: established accounts on their own addresses, the same text even, or the same
  // problem in their own words from new accounts: a group, not an alarm.
  const real = await company();
  const people = await accounts(3, new Date(now - 300 * DAY));
  await file(
    real,
    people.map((userId, i) => ({ userId, at: now - 30 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  const newcomers = await accounts(3, new Date(now - 2 * DAY));
  await file(real, [
    { userId: newcomers[0] ?? "", at: now - 5 * MINUTE, text: SCRIPT },
    {
      userId: newcomers[1] ?? "",
      at: now - 4 * MINUTE,
      text: "Acme Telecom billed me twice in March; support would not refund the extra charge.",
    },
    {
      userId: newcomers[2] ?? "",
      at: now - 3 * MINUTE,
      text: "I was double charged by Acme Telecom for March and nobody at support will give the money back.",
    },
  ]);
  await runFloodGuard(db, now);
  expect(await windowsOf(real.id)).toEqual([]);
});
