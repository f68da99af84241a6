import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { and, inArray } from "drizzle-orm";
import { z } from "zod";
import { constantTimeEqualHex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { companyContacts, mailSuppressions, webhookEvents } from "../../db/schema";

/** A delivery older or newer than this is refused (a replayed or forged timestamp). */
export const WEBHOOK_TOLERANCE_S = 5 * 60;

/**
 * Verifies a webhook signed the Svix way (Resend's): HMAC-SHA256 of `{id}.{timestamp}.{body}`
 * with the base64 part of the `whsec_` secret, base64 in the `svix-signature` header as one or
 * more `v1,{signature}` separated by spaces; the timestamp within five minutes of now.
 */
export async function verifySvix(
  secret: string,
  headers: { id: string | null; timestamp: string | null; signature: string | null },
  body: string,
  nowSeconds: number,
): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_S) return false;
  let key: Uint8Array;
  try {
    key = decodeBase64(secret.replace(/^whsec_/, ""));
  } catch {
    return false;
  }
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new Uint8Array(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signed = await crypto.subtle.sign(
    "HMAC",
    cryptoKey,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  );
  const expected = encodeBase64(new Uint8Array(signed));
  return signature
    .split(" ")
    .map((part) => part.split(","))
    .some(
      ([version, value]) =>
        version === "v1" && value !== undefined && constantTimeEqualHex(value, expected),
    );
}

const Event = z.object({
  type: z.string().max(100),
  data: z
    .object({ to: z.union([z.array(z.string().max(320)), z.string().max(320)]).optional() })
    .loose(),
});

const STOPPING: Record<string, "bounced" | "complained"> = {
  "email.bounced": "bounced",
  "email.complained": "complained",
};

/**
 * One verified delivery of the provider's webhook, once per `svix-id` (a redelivery does
 * nothing): a bounce or a spam complaint stops mail to that address for good, for people and
 * companies alike. Other events are acknowledged and ignored.
 */
export async function handleMailEvent(db: Database, id: string, body: string, now: number) {
  const parsed = Event.safeParse(safeJson(body));
  if (!parsed.success) return "invalid" as const;
  const fresh = await db
    .insert(webhookEvents)
    .values({ id, type: parsed.data.type, receivedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (fresh.length === 0) return "duplicate" as const;
  const reason = STOPPING[parsed.data.type];
  const to = parsed.data.data.to;
  const addresses = (Array.isArray(to) ? to : to ? [to] : [])
    .slice(0, 20)
    .map((a) => a.trim().toLowerCase());
  if (!reason || addresses.length === 0) return "ignored" as const;
  await db.batch([
    db
      .insert(mailSuppressions)
      .values(addresses.map((address) => ({ address, reason, createdAt: new Date(now) })))
      .onConflictDoNothing(),
    db
      .update(companyContacts)
      .set({ status: "stopped", stoppedAt: new Date(now) })
      .where(
        and(
          inArray(companyContacts.address, addresses),
          inArray(companyContacts.status, ["pending", "confirmed"]),
        ),
      ),
  ]);
  return "stopped" as const;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
