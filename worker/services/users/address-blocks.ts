import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { ADDRESS_BLOCK_MONTHS } from "@shared/address-block";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addressBlocks, userAddresses } from "../../db/schema";

export { ADDRESS_BLOCK_MONTHS };

const encoder = new TextEncoder();

/** HMAC-SHA-256 of an IP or e-mail address: the only form in which we keep it. */
export function addressHash(key: string, kind: "ip" | "email", value: string) {
  const message = encoder.encode(`${kind}:${value.trim().toLowerCase()}`);
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(key), message));
}

export function addressBlockExpiry(now: number) {
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + ADDRESS_BLOCK_MONTHS);
  return expires;
}

/** Remembers (hashed) that the user signed in or registered from this IP address. */
export async function recordUserAddress(
  db: Database,
  key: string | null,
  userId: string,
  ip: string | null,
  now: number,
) {
  if (!key || !ip) return;
  await db
    .insert(userAddresses)
    .values({ userId, addressHash: addressHash(key, "ip", ip), lastSeenAt: new Date(now) })
    .onConflictDoUpdate({
      target: [userAddresses.userId, userAddresses.addressHash],
      set: { lastSeenAt: new Date(now) },
    });
}

/** Whether a new registration from this IP or for this e-mail address is still refused. */
export async function isRegistrationBlocked(
  db: Database,
  key: string | null,
  address: { ip: string | null; email: string | null },
  now: number,
) {
  if (!key) return false;
  const hashes = [
    address.ip ? addressHash(key, "ip", address.ip) : null,
    address.email ? addressHash(key, "email", address.email) : null,
  ].filter((hash): hash is string => hash !== null);
  if (hashes.length === 0) return false;
  const [row] = await db
    .select({ hash: addressBlocks.hash })
    .from(addressBlocks)
    .where(and(inArray(addressBlocks.hash, hashes), gt(addressBlocks.expiresAt, new Date(now))))
    .limit(1);
  return Boolean(row);
}

/**
 * The statements that block every IP address the user was seen at and their e-mail address
 * until three months from now (run in the same batch as the erasure, before it).
 */
export function blockAddressesStatements(
  db: Database,
  key: string,
  user: { id: string; email: string },
  ipHashes: string[],
  now: number,
) {
  const expiresAt = addressBlockExpiry(now);
  const rows = [
    { hash: addressHash(key, "email", user.email), kind: "email" as const },
    ...ipHashes.map((hash) => ({ hash, kind: "ip" as const })),
  ].map((row) => ({ ...row, expiresAt, createdAt: new Date(now) }));
  // D1 binds at most 100 parameters: 4 per row.
  const statements = [];
  for (let start = 0; start < rows.length; start += 20) {
    statements.push(
      db
        .insert(addressBlocks)
        .values(rows.slice(start, start + 20))
        .onConflictDoUpdate({ target: addressBlocks.hash, set: { expiresAt } }),
    );
  }
  return statements;
}

/** The user's known IP address hashes (for a breach block). */
export async function userAddressHashes(db: Database, userId: string) {
  const rows = await db
    .select({ hash: userAddresses.addressHash })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return rows.map((row) => row.hash);
}

/** Blocks last as long as the agreement says and are then forgotten. */
export async function pruneExpiredAddressBlocks(db: Database, now: number) {
  const removed = await db
    .delete(addressBlocks)
    .where(lte(addressBlocks.expiresAt, new Date(now)))
    .returning({ hash: addressBlocks.hash });
  return removed.length;
}
