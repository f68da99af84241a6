import { withoutControlCharacters } from "@shared/control-characters";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { OUTREACH_KIND } from "./queue";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Extra headers (List-Unsubscribe…); their values lose control characters too. */
  headers?: Record<string, string>;
};

/** What a page says when its mail cannot leave this deployment (the log says why). */
export const MAIL_NOT_CONFIGURED = "Mail is not configured on this server.";

/**
 * Sends mail through the configured transport. Every message is first written to
 * email_outbox: with the `outbox` transport (development, tests) that is the delivery, readable
 * at /dev/mailbox; with `http` the row is then posted to the mail API (Resend's request format)
 * and marked sent or failed. Where mail cannot leave (config.mail.problems: the outbox in
 * production, a missing key…) nothing is stored or sent and one structured error line names
 * what is missing: never a silent outbox.
 *
 * Headers (from, to, subject) lose every control character, so a name stored before names
 * refused them cannot start a header of its own.
 */
export function createMailer(config: AppConfig, db: Database, fetchImpl: typeof fetch = fetch) {
  const { problems } = config.mail;
  // Mail to companies that never asked for it goes from its own address (OUTREACH_MAIL_FROM),
  // so complaints about it cannot hurt the reputation of the address people's mail comes from.
  const senderOf = (kind: string) =>
    kind === OUTREACH_KIND ||
    kind === "contact_confirmation" ||
    kind === "company_last_notice" ||
    kind === "company_reminder" ||
    kind === "company_follow_up" ||
    kind === "company_letter"
      ? config.outreach.from
      : config.mail.from;
  const logUnavailable = (kind: string) =>
    console.error(
      JSON.stringify({
        event: "mail_not_configured",
        kind,
        transport: config.mail.transport,
        missing: problems,
      }),
    );
  return {
    /**
     * Null when mail can leave; otherwise logs what is missing and returns the page's message.
     * Asked before anything is written whose point is a mail (an account to verify, an invite).
     */
    unavailable(kind: string): string | null {
      if (problems.length === 0) return null;
      logUnavailable(kind);
      return MAIL_NOT_CONFIGURED;
    },

    /**
     * Whether the message left (or, for the outbox, was stored). `key` is the queued mail's
     * Idempotency-Key: the provider sends a key it has seen (within 24 hours) only once, so a
     * retry of a send that was accepted but never answered delivers nothing twice; the outbox
     * row takes the same id, so the local outbox holds one copy however often it is sent.
     */
    async send(message: MailMessage, key: string, now = new Date()): Promise<boolean> {
      if (problems.length > 0) {
        logUnavailable(message.kind);
        return false;
      }
      const to = withoutControlCharacters(message.to);
      const subject = withoutControlCharacters(message.subject);
      const outbox = config.mail.transport === "outbox";
      const headers = message.headers
        ? Object.fromEntries(
            Object.entries(message.headers).map(([name, value]) => [
              name,
              withoutControlCharacters(value),
            ]),
          )
        : null;
      await db
        .insert(emailOutbox)
        .values({
          id: key,
          toAddress: to,
          subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          kind: message.kind,
          headers,
          status: outbox ? "sent" : "queued",
          sentAt: outbox ? now : null,
          createdAt: now,
        })
        .onConflictDoNothing();
      if (outbox) return true;
      // A Reply-To header (the complainant's address on a file sent to a venue) goes as the
      // provider's reply_to field.
      const { "Reply-To": replyTo, ...extra } = headers ?? {};
      const sentHeaders = Object.keys(extra).length > 0 ? extra : null;
      try {
        const response = await fetchImpl(config.mail.apiUrl, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.mail.apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": key,
          },
          body: JSON.stringify({
            from: withoutControlCharacters(senderOf(message.kind)),
            // Replies reach a person: the message's own Reply-To (a complainant's file to a
            // venue), else MAIL_REPLY_TO, never the no-reply sender.
            ...(replyTo
              ? { reply_to: replyTo }
              : config.mail.replyTo
                ? { reply_to: withoutControlCharacters(config.mail.replyTo) }
                : {}),
            to: [to],
            subject,
            text: message.text,
            html: message.html,
            ...(sentHeaders ? { headers: sentHeaders } : {}),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`mail API answered ${response.status}`);
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, key));
        return true;
      } catch (error) {
        console.error(
          JSON.stringify({ event: "mail_send_failed", kind: message.kind, error: String(error) }),
        );
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: String(error).slice(0, 500) })
          .where(eq(emailOutbox.id, key));
        return false;
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
