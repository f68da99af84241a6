/** Erasing an account (worker/services/users/erasure.ts) takes its contact messages with it. */
import { env } from "cloudflare:test";
import { contactMessages } from "@worker/db/schema";
import { eraseUser } from "@worker/services/users/erasure";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, db } from "../factories";
import { storedMessage } from "./setup";

it("erasing an account deletes the messages it sent", async () => {
  const { sender, row } = await storedMessage();
  const deps = {
    db,
    archiveDb,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  expect(await eraseUser(deps, sender.id, { complaints: "anonymise" }, Date.now())).toBe(true);
  expect(await db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toEqual([]);
});
