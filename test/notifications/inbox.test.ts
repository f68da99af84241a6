/**
 * A person's notifications: the list pages newest first, marking read touches only their own,
 * the unread count in the root loader (never queried for visitors), and opening one marks it read
 * and goes where it leads.
 */
import { notifications } from "@worker/db/schema";
import { addComment } from "@worker/services/complaints/comments";
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATIONS_PER_PAGE,
  NotificationCursorParam,
  unreadCount,
} from "@worker/services/notifications";
import { setUserFollow } from "@worker/services/users/public-profile";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { createComplaint, createUser, db, postbox } from "../factories";
import { HOUR, post, routeContext, sent, sessionUser } from "./setup";

it("the list pages newest first by cursor and shows only the person's own notifications", async () => {
  const person = await createUser();
  const stranger = await createUser();
  const complaint = await createComplaint({ userId: person.id });
  const base = Date.now() - 1000 * HOUR;
  const fans = await Promise.all(Array.from({ length: 25 }, () => createUser()));
  for (const [i, fan] of fans.entries()) {
    await setUserFollow(db, fan.id, person.id, true, base + i * 1000);
  }
  await addComment(postbox, complaint.id, stranger.id, "Not for the stranger's list.", base);

  const first = await listNotifications(db, person.id, null);
  expect(first.items).toHaveLength(NOTIFICATIONS_PER_PAGE);
  expect(first.items[0]?.createdAt).toBe(base + 24 * 1000);
  const cursor = NotificationCursorParam.parse(first.nextCursor);
  const second = await listNotifications(db, person.id, cursor);
  expect(second.items).toHaveLength(6);
  expect(second.nextCursor).toBeNull();
  const all = [...first.items, ...second.items];
  expect(new Set(all.map((item) => item.id)).size).toBe(26);
  expect((await listNotifications(db, stranger.id, null)).items).toEqual([]);
});

it("marking read touches only the person's own rows; the unread count follows", async () => {
  const person = await createUser();
  const other = await createUser();
  const fans = await Promise.all(Array.from({ length: 3 }, () => createUser()));
  for (const fan of fans) {
    await setUserFollow(db, fan.id, person.id, true, Date.now());
    await setUserFollow(db, fan.id, other.id, true, Date.now());
  }
  expect(await unreadCount(db, person.id)).toBe(3);
  const [mine] = await sent(person.id);
  const [theirs] = await sent(other.id);
  if (!mine || !theirs) throw new Error("no notifications");

  expect(await markRead(db, person.id, theirs.id, Date.now())).toBeNull();
  expect(await unreadCount(db, other.id)).toBe(3);
  expect(await markRead(db, person.id, mine.id, Date.now())).toMatchObject({ read: true });
  expect(await unreadCount(db, person.id)).toBe(2);

  expect(await markAllRead(db, person.id, Date.now())).toBe(2);
  expect(await unreadCount(db, person.id)).toBe(0);
  expect(await unreadCount(db, other.id)).toBe(3);
  expect(await markAllRead(db, person.id, Date.now())).toBe(0);
});

it("the root loader counts unread notifications for signed-in people and never queries for visitors", async () => {
  const person = await createUser();
  const fan = await createUser();
  await setUserFollow(db, fan.id, person.id, true, Date.now());
  const request = new Request("http://localhost/");
  const signedIn = await rootLoader({
    request,
    context: routeContext(await sessionUser(person.id)),
    params: {},
  } as never);
  expect(signedIn.unreadNotifications).toBe(1);

  // The loader swallows a failed count, so the database records being touched instead.
  let touched = false;
  const noDatabase = new Proxy(
    {},
    {
      get() {
        touched = true;
        throw new Error("the database was used for a visitor");
      },
    },
  );
  const visitor = await rootLoader({
    request,
    context: routeContext(null, noDatabase),
    params: {},
  } as never);
  expect(visitor.unreadNotifications).toBe(0);
  expect(touched).toBe(false);
});

it("opening a notification marks it read and goes where it leads; another's id changes nothing", async () => {
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  const jane = await createUser({ name: "Jane Doe" });
  await addComment(postbox, complaint.id, jane.id, "Me too, twice.", Date.now());
  const [row] = await sent(author.id);
  if (!row) throw new Error("no notification");

  const foreign = await post(await sessionUser(jane.id), { intent: "open", id: row.id });
  expect(foreign).toBeInstanceOf(Response);
  expect((foreign as Response).headers.get("Location")).toBe("/notifications");
  expect(await unreadCount(db, author.id)).toBe(1);

  const opened = await post(await sessionUser(author.id), { intent: "open", id: row.id });
  expect((opened as Response).headers.get("Location")).toBe(`/complaint/${complaint.id}`);
  expect(await unreadCount(db, author.id)).toBe(0);
  const [after] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, row.id), eq(notifications.userId, author.id)));
  expect(after?.readAt).not.toBeNull();

  const anonymous = (await post(null, { intent: "read-all" })) as { init?: { status?: number } };
  expect(anonymous.init?.status).toBe(401);
});
