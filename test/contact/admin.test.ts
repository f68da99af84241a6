/** The contact messages in the admin's messages tab: only a superadmin sees and handles them. */
import type { SessionUser } from "@worker/auth/current-user";
import { contactMessages, userRoles } from "@worker/db/schema";
import { listContactMessages } from "@worker/services/contact";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/route";
import { createUser, db } from "../factories";
import { contextFor, sessionUser, storedMessage, type Wrapped } from "./setup";

async function superadmin() {
  const { id } = await createUser({ name: "Super Admin" });
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return sessionUser(id);
}

async function postAdmin(user: SessionUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost/admin", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = (await adminAction({
    request,
    context: contextFor(user),
    params: {},
  } as never)) as Wrapped & { ok?: boolean; toast?: { title: string } };
  return result.type === "DataWithResponseInit"
    ? { status: result.init?.status ?? 200, body: result.data }
    : { status: 200, body: result as Record<string, unknown> };
}

it("Mark handled is refused to visitors and non-superadmins and changes nothing", async () => {
  const { row } = await storedMessage();
  const visitor = await postAdmin(null, { intent: "handle-message", messageId: row.id });
  expect(visitor.status).toBe(401);
  const member = await sessionUser((await createUser()).id);
  const refused = await postAdmin(member, { intent: "handle-message", messageId: row.id });
  expect(refused).toMatchObject({
    status: 403,
    body: { ok: false, toast: { title: "Access denied. Superadmin privileges required." } },
  });
  const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
  expect(after).toMatchObject({ status: "new", handledBy: null, handledAt: null });
});

it("a superadmin sees new messages first and marks one handled once", async () => {
  const admin = await superadmin();
  const { row } = await storedMessage();
  const before = await listContactMessages(db);
  expect(before.fresh.map((m) => m.id)).toContain(row.id);
  expect(before.newCount).toBeGreaterThanOrEqual(1);

  const loaded = (await adminLoader({
    request: new Request("http://localhost/admin?tab=messages"),
    context: contextFor(admin),
    params: {},
  } as never)) as Wrapped;
  expect(loaded.data).toMatchObject({ view: "dashboard", tab: "messages" });
  const messages = loaded.data?.messages as { fresh: { id: string }[] } | undefined;
  expect(messages?.fresh.map((m) => m.id)).toContain(row.id);

  expect(await postAdmin(admin, { intent: "handle-message", messageId: row.id })).toMatchObject({
    status: 200,
    body: { ok: true, toast: { title: "Message marked as handled" } },
  });
  expect(await postAdmin(admin, { intent: "handle-message", messageId: row.id })).toMatchObject({
    status: 409,
  });
  expect(await postAdmin(admin, { intent: "handle-message" })).toMatchObject({ status: 400 });
  const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
  expect(after).toMatchObject({ status: "handled", handledBy: admin.id });
  const list = await listContactMessages(db);
  expect(list.fresh.map((m) => m.id)).not.toContain(row.id);
  expect(list.handled.map((m) => m.id)).toContain(row.id);
  expect(list.newCount).toBe(before.newCount - 1);
});
