import { z } from "zod";
import { constantTimeEqualHex, generateToken, sha256Hex } from "./tokens";

const DAY = 86_400_000;
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY;
export const SESSION_ABSOLUTE_MS = 180 * DAY;

/** What KV holds under `session:{id}`: never the secret itself, only its SHA-256. */
const StoredSession = z.object({
  userId: z.string(),
  secretHash: z.string(),
  version: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type Session = z.infer<typeof StoredSession> & { id: string };

const keyFor = (id: string) => `session:${id}`;

async function store(kv: KVNamespace, session: Session) {
  const { id, ...value } = session;
  // KV wants an expiration at least 60 seconds ahead; validation also checks expiresAt itself.
  const expiration = Math.max(
    Math.ceil(session.expiresAt / 1000),
    Math.ceil(Date.now() / 1000) + 60,
  );
  await kv.put(keyFor(id), JSON.stringify(value), { expiration });
}

/** A new session; the token `id.secret` goes to the cookie and nowhere else. */
export async function createSession(
  kv: KVNamespace,
  userId: string,
  version: number,
  now: number,
): Promise<{ token: string; session: Session }> {
  const id = generateToken(16);
  const secret = generateToken(32);
  const session: Session = {
    id,
    userId,
    secretHash: sha256Hex(secret),
    version,
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
  };
  await store(kv, session);
  return { token: `${id}.${secret}`, session };
}

/**
 * The session a token names, or null when it is malformed, unknown, expired or its secret does
 * not match. A session used in its last 15 days is extended by 30 days, up to 180 days after
 * sign-in; `renewed` tells the caller to send a fresh cookie.
 */
export async function validateSessionToken(
  kv: KVNamespace,
  token: string,
  now: number,
): Promise<{ session: Session; renewed: boolean } | null> {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const raw = await kv.get(keyFor(id));
  if (!raw) return null;
  const parsed = StoredSession.safeParse(JSON.parse(raw));
  if (!parsed.success) return null;
  const session: Session = { id, ...parsed.data };
  if (!constantTimeEqualHex(sha256Hex(secret), session.secretHash)) return null;
  if (now >= session.expiresAt) {
    await kv.delete(keyFor(id));
    return null;
  }
  if (session.expiresAt - now < SESSION_RENEW_WITHIN_MS) {
    const capped = Math.min(now + SESSION_LIFETIME_MS, session.createdAt + SESSION_ABSOLUTE_MS);
    if (capped > session.expiresAt) {
      session.expiresAt = capped;
      await store(kv, session);
      return { session, renewed: true };
    }
  }
  return { session, renewed: false };
}

export async function deleteSession(kv: KVNamespace, id: string) {
  await kv.delete(keyFor(id));
}
