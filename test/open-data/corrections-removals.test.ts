import { reports } from "@worker/db/schema";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import * as dataRoute from "~/routes/data/route";
import { createUser, db } from "../factories";
import { fetchApp, post } from "../harness/app";
import { afterNextRun, published, signedIn } from "./setup";

/**
 * A complaint removed by a moderator or deleted by its author leaves every served file at the
 * next run, and the corrections log says so (shared set-up: setup.ts).
 */

/** /data rendered as the server renders it: its loader, then its component. */
async function dataPage() {
  const loaded = await dataRoute.loader({ context: { db } } as never);
  const Stub = createRoutesStub([
    { path: "/data", loader: () => loaded, Component: dataRoute.default as never },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: ["/data"],
      hydrationData: { loaderData: { "0": loaded } },
    }),
  );
  await stream.allReady;
  return new Response(stream).text();
}

it("a moderator's removal leaves every served file at the next run, and the log says so", async () => {
  const author = await createUser();
  const moderator = await signedIn("superadmin");
  const reporter = await createUser();
  const setup = await published(Date.UTC(2033, 2, 7), [
    { userId: author.id, text: "MODREMOVED slur-filled rant about the staff of the Lisbon desk" },
    { userId: author.id, text: "KEPT-ONE: my refund never arrived after the cancelled flight" },
  ]);
  const [removed] = setup.rows;
  await db.insert(reports).values({
    id: crypto.randomUUID(),
    complaintId: removed?.id ?? "",
    reporterId: reporter.id,
    reason: "Abuse",
  });
  const decided = await fetchApp(
    post(
      "/admin",
      {
        urlencoded: {
          intent: "decide-report",
          complaintId: removed?.id ?? "",
          outcome: "removed",
          reason: "Spam.",
        },
      },
      moderator.cookie,
    ),
  );
  expect(decided.status).toBe(200);

  const notes = await afterNextRun(setup, ["MODREMOVED", removed?.id ?? ""], ["KEPT-ONE"]);
  expect(notes).toEqual([
    expect.objectContaining({
      reason: "removed_by_moderators",
      complaints: 1,
      appliedAt: setup.changeAt + 15 * 60_000,
    }),
  ]);
  // The public log on /data.
  const html = await dataPage();
  expect(html).toContain(`1 complaint filed on ${setup.day} removed by moderators.`);
  expect(html).toContain(new Date(setup.changeAt + 15 * 60_000).toISOString());
});

it("an author's deletion leaves every served file at the next run", async () => {
  const author = await signedIn();
  const setup = await published(Date.UTC(2034, 2, 6), [
    { userId: author.id, text: "DELETED-BY-AUTHOR my neighbour Anna Novak at 4 Elm Road saw it" },
    { userId: author.id, text: "KEPT-TWO: the courier left the parcel in the rain" },
  ]);
  const [deleted] = setup.rows;
  const answer = await fetchApp(
    post(`/complaint/${deleted?.id}/actions`, { urlencoded: { intent: "delete" } }, author.cookie),
  );
  expect(answer.status).toBe(200);
  const notes = await afterNextRun(
    setup,
    ["DELETED-BY-AUTHOR", "Anna Novak", deleted?.id ?? ""],
    ["KEPT-TWO"],
  );
  expect(notes.map((note) => [note.reason, note.complaints])).toEqual([["deleted_by_author", 1]]);
});
