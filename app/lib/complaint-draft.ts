/**
 * Where /create keeps its draft on the device (localStorage), and whose it is. A draft is stored
 * with its owner (the account that wrote it, or null while signed out), so on a shared device the
 * next person never finds the previous one's text, however the previous session ended: signing
 * out, expiry, a revoked session, cleared cookies, or a second tab that wrote it back afterwards.
 */
export const DRAFT_KEY = "uck-complaint-draft";

/**
 * Written by signing out (app/routes/auth.logout.tsx): other tabs hear of it through the
 * `storage` event, stop writing the draft and empty their form.
 */
export const SIGNED_OUT_KEY = "uck-signed-out";

/**
 * How long a draft written signed out waits to be taken by the account that signs in to file it
 * ("type, then sign in": registering and verifying an address fits in an hour). An older one was
 * left by somebody else: it is dropped.
 */
export const UNOWNED_DRAFT_MS = 60 * 60 * 1000;

/** What is stored: the draft, its owner and when it was last written. */
export type StoredDraft<T> = { owner: string | null; savedAt: number; draft: T };

export function storedDraft<T>(owner: string | null, draft: T, now: number): string {
  return JSON.stringify({ owner, savedAt: now, draft } satisfies StoredDraft<T>);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored draft this viewer may see (`viewer`: the signed-in account, or null), or null, in
 * which case the caller drops it from the device:
 *  - the viewer's own draft (same account, or signed out both times) is theirs;
 *  - a draft written signed out in the last UNOWNED_DRAFT_MS is taken by the account that signs
 *    in to file it;
 *  - any other account's draft, one a signed-out viewer finds, an older unowned one, one stored
 *    before drafts had owners, or one that does not parse is nobody's to see.
 */
export function draftFor<T extends object>(
  saved: string | null,
  viewer: string | null,
  now: number,
): Partial<T> | null {
  if (!saved) return null;
  // The device's own earlier write (`storedDraft`), merged over the form's fields as before.
  let stored: { owner?: unknown; savedAt?: unknown; draft?: Partial<T> };
  try {
    stored = JSON.parse(saved);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.draft) || typeof stored.savedAt !== "number")
    return null;
  const { draft, savedAt } = stored;
  if (typeof stored.owner === "string") return stored.owner === viewer ? draft : null;
  // No owner at all: a draft stored before drafts had owners, whose it was nobody can tell.
  if (stored.owner !== null) return null;
  const fresh = now - savedAt >= 0 && now - savedAt < UNOWNED_DRAFT_MS;
  return fresh ? draft : null;
}

/** The owner a stored draft names, or undefined when it names none (or does not parse). */
export function ownerOf(saved: string | null): string | null | undefined {
  if (!saved) return undefined;
  try {
    const stored: unknown = JSON.parse(saved);
    if (!isRecord(stored)) return undefined;
    return typeof stored.owner === "string" || stored.owner === null ? stored.owner : undefined;
  } catch {
    return undefined;
  }
}
