import { EMAIL_MAX } from "@shared/auth-rules";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX } from "@shared/content/help";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { exceededRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { CONTACT_TOPICS, contactMessages, profiles } from "../db/schema";
import type { AdminOutcome } from "./admin/outcome";

// Code points, as SQLite's length() counts them in the table's check.
const length = (value: string) => Array.from(value).length;

export const ContactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_NAME_MAX, `Please keep your name under ${CONTACT_NAME_MAX} characters.`),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: "Please enter a valid email address." })
        .max(EMAIL_MAX, { error: "Please enter a valid email address." }),
    ),
  topic: z.enum(CONTACT_TOPICS, { error: "Please choose what your message is about." }),
  message: z
    .string({ error: `Please write at least ${CONTACT_MESSAGE_MIN} characters.` })
    .trim()
    .refine(
      (text) => length(text) >= CONTACT_MESSAGE_MIN,
      `Please write at least ${CONTACT_MESSAGE_MIN} characters.`,
    )
    .refine(
      (text) => length(text) <= CONTACT_MESSAGE_MAX,
      `Please keep your message under ${CONTACT_MESSAGE_MAX.toLocaleString(DEFAULT_LOCALE)} characters.`,
    ),
});
export type ContactField = keyof z.infer<typeof ContactSchema>;

export type ContactOutcome =
  | { ok: true }
  | { ok: false; code: "invalid"; errors: Partial<Record<ContactField, string>> }
  | { ok: false; code: "rate_limited"; message: string };

/**
 * A message from the help page to the UCK team. Only valid messages count towards the limits
 * (5 an hour per address and per account), so a typo never costs an attempt.
 */
export async function sendContactMessage(
  db: Database,
  sender: { userId: string | null; clientIp: string | null },
  form: Record<string, unknown>,
  now: number,
): Promise<ContactOutcome> {
  const parsed = ContactSchema.safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = ContactSchema.keyof().safeParse(issue.path[0]);
      if (field.success) errors[field.data] ??= issue.message;
    }
    return { ok: false, code: "invalid", errors };
  }
  const limited = await exceededRateLimit(
    db,
    [
      ["contactByUser", sender.userId],
      ["contactByIp", sender.clientIp],
    ],
    now,
  );
  if (limited) return { ok: false, code: "rate_limited", message: limited };
  await db.insert(contactMessages).values({
    id: crypto.randomUUID(),
    userId: sender.userId,
    ...parsed.data,
    createdAt: new Date(now),
  });
  return { ok: true };
}

export type ContactMessageItem = {
  id: string;
  name: string;
  email: string;
  topic: (typeof CONTACT_TOPICS)[number];
  message: string;
  username: string | null;
  status: "new" | "handled";
  createdAt: number;
  handledAt: number | null;
};

const HANDLED_SHOWN = 20;
const NEW_SHOWN = 100;

/**
 * The admin panel's inbox: new messages newest first, then the latest handled ones, and how many
 * are new (contact_messages_status_created_idx serves all three).
 */
export async function listContactMessages(db: Database) {
  const fields = {
    id: contactMessages.id,
    name: contactMessages.name,
    email: contactMessages.email,
    topic: contactMessages.topic,
    message: contactMessages.message,
    username: profiles.username,
    status: contactMessages.status,
    createdAt: contactMessages.createdAt,
    handledAt: contactMessages.handledAt,
  };
  const byStatus = (status: "new" | "handled", limit: number) =>
    db
      .select(fields)
      .from(contactMessages)
      .leftJoin(profiles, eq(profiles.id, contactMessages.userId))
      .where(eq(contactMessages.status, status))
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit);
  const [fresh, handled, [total]] = await db.batch([
    byStatus("new", NEW_SHOWN),
    byStatus("handled", HANDLED_SHOWN),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  const toItem = (row: (typeof fresh)[number]): ContactMessageItem => ({
    ...row,
    createdAt: row.createdAt.getTime(),
    handledAt: row.handledAt?.getTime() ?? null,
  });
  return { newCount: total?.n ?? 0, fresh: fresh.map(toItem), handled: handled.map(toItem) };
}

export const HandleMessageSchema = z.object({ messageId: z.string().trim().min(1).max(64) });

/** "Mark handled": once, by the admin who did it. */
export async function markContactMessageHandled(
  db: Database,
  actorId: string,
  messageId: string,
  now: number,
): Promise<AdminOutcome> {
  const updated = await db
    .update(contactMessages)
    .set({ status: "handled", handledBy: actorId, handledAt: new Date(now) })
    .where(and(eq(contactMessages.id, messageId), eq(contactMessages.status, "new")))
    .returning({ id: contactMessages.id });
  return updated.length > 0
    ? { ok: true, message: "Message marked as handled", words: { text: "answer.messageHandled" } }
    : {
        ok: false,
        code: "conflict",
        message: "This message was already handled or no longer exists.",
        words: { text: "answer.messageGone" },
      };
}
