/**
 * What the card-action tests (test/card-actions-*.test.ts) share: people acting on a complaint's
 * card through the service, as the route calls it.
 */
import type { SessionUser } from "@worker/auth/current-user";
import { complaints } from "@worker/db/schema";
import type { CardAction } from "@worker/services/complaints/card-action-schema";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { eq } from "drizzle-orm";
import { createUser, db, postbox } from "../factories";

export async function actor(role: SessionUser["role"] = "user"): Promise<SessionUser> {
  const { id } = await createUser();
  return {
    id,
    email: `${id}@example.com`,
    emailVerified: true,
    sessionVersion: 0,
    role,
    blocked: false,
    unreadNotifications: 0,
    profile: null,
  };
}

export const act = (who: SessionUser, id: string, action: CardAction) =>
  performCardAction(postbox, who, id, action, Date.now());

export const row = async (id: string) =>
  (await db.select().from(complaints).where(eq(complaints.id, id)))[0];
