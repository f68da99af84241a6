/**
 * The contact form's message (the help page, worker/services/contact.ts): a valid one is stored
 * with its sender, an invalid one says what is wrong with each field and stores nothing.
 */
import { contactMessages } from "@worker/db/schema";
import { sendContactMessage } from "@worker/services/contact";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";
import { address, valid } from "./setup";

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
