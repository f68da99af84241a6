/**
 * What the contact form's tests share (the help page's form and the admin's messages tab): a
 * valid message, a fresh client address per test, the load context the routes get, and one
 * stored message with its sender.
 */
import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { contactMessages } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { sendContactMessage } from "@worker/services/contact";
import { eq } from "drizzle-orm";
import { createUser, db } from "../factories";

const config = parseConfig(env);

export async function sessionUser(id: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

export const valid = {
  name: "Casey Contact",
  email: "Casey@Example.com",
  topic: "complaint",
  message: "My complaint shows the wrong company logo.",
};

/** A fresh client address per test, so the per-address limit counts this test only. */
export const address = () =>
  `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

export function contextFor(user: SessionUser | null, clientIp: string | null = address()) {
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

export type Wrapped = { type?: string; data?: Record<string, unknown>; init?: { status?: number } };

export async function storedMessage() {
  const sender = await createUser();
  await sendContactMessage(db, { userId: sender.id, clientIp: address() }, valid, Date.now());
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, sender.id));
  if (!row) throw new Error("no message");
  return { sender, row };
}
