/**
 * Per-address limits of the read paths, counted by Cloudflare's Rate Limiting binding
 * (`[[ratelimits]]` in wrangler.toml), never in D1: a read that wrote its own counter row would
 * have to run on the primary, and D1's read replicas could serve none of them
 * (docs/decisions/021). The binding counts per Cloudflare location and approximately, in windows
 * of 10 or 60 seconds, which suits a limit against floods. Exact, long-window limits (sign-in,
 * registration, mail) stay in D1 (worker/auth/rate-limit.ts).
 *
 * Each entry must agree with its binding in wrangler.toml (test/public-api/read-limits.test.ts checks): the
 * numbers here are what the API's RateLimit-Policy header and /developers tell.
 */
export const READ_LIMITS = {
  /** The public API, /api/v1 (a 304 is not counted). */
  api: { binding: "API_LIMITER", limit: 300, period: 60 },
  /** The company badge and the Atom feeds, each counted on its own key. */
  badge: { binding: "READ_LIMITER", limit: 120, period: 60 },
  feed: { binding: "READ_LIMITER", limit: 120, period: 60 },
  /** New picture cards drawn (a cached picture is not counted). */
  card: { binding: "CARD_LIMITER", limit: 20, period: 60 },
} as const satisfies Record<string, { binding: keyof Env; limit: number; period: 10 | 60 }>;

export type ReadLimitName = keyof typeof READ_LIMITS;

/**
 * Counts one read of `name` by this address and says whether it is within the limit. No address
 * (local runs without Cloudflare's CF-Connecting-IP) is not limited, as with the D1 limits.
 */
export async function withinReadLimit(
  env: Pick<Env, (typeof READ_LIMITS)[ReadLimitName]["binding"]>,
  name: ReadLimitName,
  address: string | null,
): Promise<boolean> {
  if (!address) return true;
  const { success } = await env[READ_LIMITS[name].binding].limit({ key: `${name}:${address}` });
  return success;
}
