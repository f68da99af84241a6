/** How many contact messages are taken (services/contact.ts): per address and per account. */
import { contactMessages } from "@worker/db/schema";
import { sendContactMessage } from "@worker/services/contact";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";
import { address, valid } from "./setup";

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
