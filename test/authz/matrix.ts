import { expect } from "vitest";
import { type Answer, fetchApp, fetchWorker, OAUTH_ENV } from "../harness/app";
import { loadRoutes } from "../harness/routes";
import { diff, snapshot } from "./snapshot";
import { ACTORS, type Actor, makeWorld, type World } from "./world";

export type Changes = ReturnType<typeof diff>;

/** One mutation: how to call it, who may, and what an allowed call must change. */
export type Row = {
  /** The route pattern of app/routes.ts ("complaint/:id/actions") or the function's path. */
  route: string;
  intent?: string;
  /** What sets this row apart from another of the same intent ("another user's upload"). */
  note?: string;
  allowed: readonly Actor[];
  /** Stores ("d1:bookmarks", "kv:UCKS", "r2:AVATARS") an allowed call must change; [] = none. */
  changes: readonly string[] | ((w: World) => readonly string[]);
  request: (w: World) => Request;
  /** State the row needs before the call (a bookmark to remove, an uck to take back). */
  prepare?: (w: World) => Promise<unknown>;
  /** JSON functions go through the real Worker; route actions through the route harness. */
  via?: "worker" | "app";
  /** Whether the answer says the call was carried out; default: a 2xx or 3xx status. */
  done?: (answer: Answer, w: World) => boolean;
  /** Extra checks of an allowed call's changes; returns problems found. */
  check?: (changes: Changes, w: World) => string[];
};

const defaultDone = (answer: Answer) => answer.status >= 200 && answer.status < 400;

export const rowName = (row: Row) =>
  `POST /${row.route}${row.intent ? ` intent=${row.intent}` : ""}${row.note ? ` (${row.note})` : ""}`;

/** "d1:comments(+1/-1)": which stores changed and by how many rows or keys. */
export const summary = (changes: Changes) =>
  Object.entries(changes)
    .map(([store, c]) => `${store}(+${c.added.length}/-${c.removed.length})`)
    .join(", ");

type Cell = { outcome: "allowed" | "refused"; problems: string[] };

/** Runs one cell in a fresh world and compares the state of D1, KV and R2 before and after. */
export async function runCell(row: Row, actor: Actor): Promise<Cell> {
  const w = await makeWorld(actor);
  await row.prepare?.(w);
  const before = await snapshot();
  const request = row.request(w);
  const answer =
    row.via === "worker" ? await fetchWorker(request) : await fetchApp(request, { env: OAUTH_ENV });
  const changes = diff(before, await snapshot());
  const problems: string[] = [];
  if (actor === "blocked") {
    // The session middleware deletes a blocked user's session on sight (docs/architecture.md#security-rules): that
    // removal, and only it, is expected; anything else the request did is compared below.
    const sessions = changes["kv:SESSIONS"];
    if (sessions?.removed.join() !== w.sessionKey || sessions.added.length > 0) {
      problems.push(`blocked session not revoked exactly: ${JSON.stringify(sessions)}`);
    }
    delete changes["kv:SESSIONS"];
  }
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  const done = (row.done ?? defaultDone)(answer, w);
  const changed = Object.keys(changes);
  if (done) {
    const expected = typeof row.changes === "function" ? row.changes(w) : row.changes;
    for (const store of expected) {
      if (!changed.includes(store)) problems.push(`allowed but ${store} unchanged`);
    }
    if (expected.length === 0 && changed.length > 0) {
      problems.push(`changed ${summary(changes)} though nothing should change`);
    }
    problems.push(...(row.check?.(changes, w) ?? []));
  } else if (changed.length > 0) {
    problems.push(`refused (${answer.status}) but changed ${summary(changes)}`);
  }
  return { outcome: done ? "allowed" : "refused", problems };
}

/**
 * Runs a row for every actor and asserts the whole row at once, so a failure shows the row's
 * full matrix: which actors were allowed, and any refused call that changed something.
 */
export async function expectRow(row: Row) {
  const observed: Partial<Record<Actor, Cell>> = {};
  const expected: Partial<Record<Actor, Cell>> = {};
  for (const actor of ACTORS) {
    observed[actor] = await runCell(row, actor);
    expected[actor] = {
      outcome: row.allowed.includes(actor) ? "allowed" : "refused",
      problems: [],
    };
  }
  expect(observed, rowName(row)).toEqual(expected);
}

/**
 * What the first row of a file would otherwise pay inside its timeout: the world's password
 * hash and the import of the route modules the rows post to (on a loaded machine, more than a
 * row's 30 s, and a timed-out row keeps writing while the next one compares snapshots).
 */
export async function warmUp(rows: readonly Row[]) {
  await makeWorld("anonymous");
  await loadRoutes(new Set(rows.map((row) => row.route)));
}
