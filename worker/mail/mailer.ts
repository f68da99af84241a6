import { eq } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
};

/**
 * Sends mail through the configured transport. Every message is first written to
 * email_outbox: with the `outbox` transport (local, tests) that is the delivery, readable at
 * /dev/mailbox; with `http` the row is then posted to the mail API and marked sent or failed.
 * Returns whether the message left (or, for the outbox, was stored).
 */
export function createMailer(config: AppConfig, db: Database, fetchImpl: typeof fetch = fetch) {
  return {
    async send(message: MailMessage, now = new Date()): Promise<boolean> {
      const id = crypto.randomUUID();
      await db.insert(emailOutbox).values({
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        kind: message.kind,
        status: config.mail.transport === "outbox" ? "sent" : "queued",
        sentAt: config.mail.transport === "outbox" ? now : null,
        createdAt: now,
      });
      if (config.mail.transport === "outbox") return true;
      try {
        if (!config.mail.apiUrl || !config.mail.apiKey) {
          throw new Error("MAIL_API_URL and MAIL_API_KEY must be set for MAIL_TRANSPORT=http");
        }
        const response = await fetchImpl(config.mail.apiUrl, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.mail.apiKey}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({
            from: config.mail.from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
            html: message.html,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`mail API answered ${response.status}`);
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(emailOutbox.id, id));
        return true;
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: String(error).slice(0, 500) })
          .where(eq(emailOutbox.id, id));
        return false;
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
