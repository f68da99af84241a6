/**
 * What the account pages' hostile-form tests share (issue #11): a fresh signed-in actor per test
 * (test/factories.ts and a session in KV, no password hashing), someone else's username, and one
 * notification of the actor's. Nothing signed in is shared between tests.
 */
import { notifications, profiles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";

/** The current test's actor: filled by `newActor` (call it in a beforeEach). */
export const account = { cookie: "", ownEmail: "", takenUsername: "" };

export async function newActor() {
  const actor = await createUser({ name: "Account Actor" });
  account.cookie = await sessionCookie(actor.id);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  account.ownEmail = row?.email ?? "";
  const other = await createUser();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, other.id));
  account.takenUsername = profile?.username ?? "";
  await db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: actor.id,
    type: "complaint_ucked",
    dedupeKey: `hostile:${actor.id}`,
    createdAt: new Date(),
  });
}
