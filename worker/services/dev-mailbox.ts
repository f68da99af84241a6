import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";

/** The newest outbox mail, for the development mailbox page. */
export async function listOutbox(db: Database, limit = 50) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      headers: emailOutbox.headers,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}
