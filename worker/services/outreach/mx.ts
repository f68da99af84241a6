import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { errorText, logEvent } from "../../log";

/** Cloudflare's DNS over HTTPS, JSON form (RFC 8484's sibling; `accept: application/dns-json`). */
const DOH_URL = "https://cloudflare-dns.com/dns-query";
/** A domain's answer is kept this long before it is asked again. */
export const MX_CACHE_MS = 30 * 86_400_000;
const MX_TYPE = 15;

const DohAnswer = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
});

/**
 * Whether mail to the domain can arrive: an MX record that is not RFC 7505's null MX ("0 ."),
 * asked over DNS over HTTPS from the Worker. Null when the question could not be answered (a
 * timeout, an error): nothing is cached then, and nothing is sent.
 */
export async function lookUpMailExchanger(domain: string, fetchImpl: typeof fetch) {
  try {
    const url = `${DOH_URL}?name=${encodeURIComponent(domain)}&type=MX`;
    const response = await fetchImpl(url, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) return null;
    const answer = DohAnswer.safeParse(await response.json());
    if (!answer.success) return null;
    // NXDOMAIN (3) is a clear no; other failures say nothing.
    if (answer.data.Status === 3) return false;
    if (answer.data.Status !== 0) return null;
    return (answer.data.Answer ?? []).some(
      (record) => record.type === MX_TYPE && !/^\s*\d+\s+\.\s*$/.test(record.data),
    );
  } catch (error) {
    logEvent("mx_lookup_failed", { error: errorText(error) });
    return null;
  }
}

/**
 * The company's domain takes mail, from the answer kept on the company (30 days) or asked now
 * and kept. With the check off (OUTREACH_MX_CHECK=off, local development) every domain does.
 */
export async function domainTakesMail(
  deps: { db: Database; fetch: typeof fetch; mxCheck: boolean },
  company: { id: string; domain: string; hasMx: boolean | null; mxCheckedAt: Date | null },
  now: number,
) {
  if (!deps.mxCheck) return true;
  if (
    company.hasMx !== null &&
    company.mxCheckedAt &&
    now - company.mxCheckedAt.getTime() < MX_CACHE_MS
  ) {
    return company.hasMx;
  }
  const found = await lookUpMailExchanger(company.domain, deps.fetch);
  if (found === null) return false;
  await deps.db
    .update(companies)
    .set({ hasMx: found, mxCheckedAt: new Date(now) })
    .where(eq(companies.id, company.id));
  return found;
}
