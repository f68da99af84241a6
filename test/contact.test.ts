import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { contactMessages, userRoles } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { listContactMessages, sendContactMessage } from "@worker/services/contact";
import { eraseUser } from "@worker/services/users/erasure";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as helpAction } from "~/routes/help";
import { createUser, db } from "./factories";

const config = parseConfig(env);

async function sessionUser(id: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

const valid = {
  name: "Casey Contact",
  email: "Casey@Example.com",
  topic: "complaint",
  message: "My complaint shows the wrong company logo.",
};

/** A fresh client address per test, so the per-address limit counts this test only. */
const address = () => `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

it("a valid message is stored with the sender; the address is kept lower-case", async () => {
  const user = await createUser();
  expect(
    await sendContactMessage(db, { userId: user.id, clientIp: address() }, valid, Date.now()),
  ).toEqual({ ok: true });
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.userId, user.id));
  expect(row).toMatchObject({
    name: "Casey Contact",
    email: "casey@example.com",
    topic: "complaint",
    message: valid.message,
    status: "new",
    handledBy: null,
  });
});

it("each field says what is wrong, and nothing is stored", async () => {
  const ip = address();
  const result = await sendContactMessage(
    db,
    { userId: null, clientIp: ip },
    { name: "  ", email: "not-an-address", topic: "refunds", message: "Too short" },
    Date.now(),
  );
  expect(result).toEqual({
    ok: false,
    code: "invalid",
    errors: {
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      topic: "Please choose what your message is about.",
      message: "Please write at least 10 characters.",
    },
  });
  expect(
    await sendContactMessage(db, { userId: null, clientIp: ip }, {}, Date.now()),
  ).toMatchObject({ ok: false, code: "invalid", errors: { name: "Please enter your name." } });
  expect(
    await sendContactMessage(
      db,
      { userId: null, clientIp: ip },
      { ...valid, message: "x".repeat(2001) },
      Date.now(),
    ),
  ).toMatchObject({ errors: { message: "Please keep your message under 2,000 characters." } });
  // Ten emoji are ten characters for the database's check as well.
  expect(
    await sendContactMessage(
      db,
      { userId: null, clientIp: ip },
      { ...valid, message: "😡".repeat(5) },
      Date.now(),
    ),
  ).toMatchObject({ errors: { message: "Please write at least 10 characters." } });
  expect(
    await db.select().from(contactMessages).where(eq(contactMessages.name, "  ")),
  ).toHaveLength(0);
});

it("five messages an hour per address; invalid attempts do not count", async () => {
  const ip = address();
  const now = Date.now();
  for (let i = 0; i < 3; i += 1) {
    await sendContactMessage(db, { userId: null, clientIp: ip }, { ...valid, message: "" }, now);
  }
  for (let i = 0; i < 5; i += 1) {
    expect(await sendContactMessage(db, { userId: null, clientIp: ip }, valid, now + i)).toEqual({
      ok: true,
    });
  }
  expect(await sendContactMessage(db, { userId: null, clientIp: ip }, valid, now + 10)).toEqual({
    ok: false,
    code: "rate_limited",
    message: "Too many attempts. Please try again in 60 minutes.",
  });
  // An hour later the window starts again.
  expect(
    await sendContactMessage(db, { userId: null, clientIp: ip }, valid, now + 60 * 60_000 + 1),
  ).toEqual({ ok: true });
});

it("five messages an hour per account, whatever the address", async () => {
  const user = await createUser();
  const now = Date.now();
  for (let i = 0; i < 5; i += 1) {
    await sendContactMessage(db, { userId: user.id, clientIp: address() }, valid, now);
  }
  expect(
    await sendContactMessage(db, { userId: user.id, clientIp: address() }, valid, now),
  ).toMatchObject({ ok: false, code: "rate_limited" });
  expect(
    await db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
  ).toHaveLength(5);
});

function contextFor(user: SessionUser | null, clientIp: string | null = address()) {
  return {
    db,
    config,
    user,
    clientIp,
    nonce: "n",
    flash: null,
    waitUntil: () => undefined,
  } as unknown as UckLoadContext;
}

type Wrapped = { type?: string; data?: Record<string, unknown>; init?: { status?: number } };

async function postHelp(user: SessionUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost/help", {
    method: "POST",
    body: new URLSearchParams({ intent: "contact", ...fields }),
  });
  return (await helpAction({ request, context: contextFor(user), params: {} } as never)) as Wrapped;
}

it("the help page's action answers field errors with the values typed, then thanks the sender", async () => {
  const refused = await postHelp(null, { ...valid, email: "casey at example" });
  expect(refused.init?.status).toBe(400);
  expect(refused.data).toMatchObject({
    ok: false,
    errors: { email: "Please enter a valid email address." },
    values: { ...valid, email: "casey at example" },
  });

  const user = await sessionUser((await createUser()).id);
  const accepted = await postHelp(user, valid);
  expect(accepted.data).toMatchObject({
    ok: true,
    toast: { title: "Thanks! Your message reached the UCK team." },
  });
  expect(
    await db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
  ).toHaveLength(1);
});

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

async function storedMessage() {
  const sender = await createUser();
  await sendContactMessage(db, { userId: sender.id, clientIp: address() }, valid, Date.now());
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, sender.id));
  if (!row) throw new Error("no message");
  return { sender, row };
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

it("erasing an account deletes the messages it sent", async () => {
  const { sender, row } = await storedMessage();
  const deps = {
    db,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  expect(await eraseUser(deps, sender.id, { complaints: "anonymise" }, Date.now())).toBe(true);
  expect(await db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toEqual([]);
});
