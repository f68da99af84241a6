import { z } from "zod";

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * Cloudflare's preview URLs of this Worker (`name = "uck"`): `<version prefix>-uck.<subdomain>
 * .workers.dev` and `<alias>-uck.<subdomain>.workers.dev`. Not `uck.<subdomain>.workers.dev`,
 * the Worker's own published host. An empty PREVIEW_HOST_PATTERN turns the check off.
 */
export const DEFAULT_PREVIEW_HOST_PATTERN = "^[a-z0-9][a-z0-9-]*-uck\\.[a-z0-9-]+\\.workers\\.dev$";

/** Resend's send-mail endpoint: the HTTP transport's request is exactly its format. */
/** Complaints on one archive page in production (decision 049). */
export const ARCHIVE_PAGE_SIZE = 50;

export const RESEND_API_URL = "https://api.resend.com/emails";

/** Vars and secrets, parsed once per request from the Worker env (wrangler.toml, .dev.vars). */
const ConfigSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  BENCH_D1_COUNT: z.string().default(""),
  PUBLIC_HOST: z.url(),
  PUBLIC_SHORT_HOST: z.url(),
  LOGO_URL_TEMPLATE: z.string().default(""),
  PREVIEW_HOST_PATTERN: z.string().default(DEFAULT_PREVIEW_HOST_PATTERN),
  MAIL_TRANSPORT: z.enum(["outbox", "http"]).default("outbox"),
  MAIL_FROM: z.string().min(3),
  MAIL_REPLY_TO: z.string().default(""),
  MAIL_API_URL: z.string().default(""),
  SUPERADMIN_EMAILS: z.string().default(""),
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  TWITTER_CLIENT_ID: optionalSecret,
  TWITTER_CLIENT_SECRET: optionalSecret,
  MAIL_API_KEY: optionalSecret,
  ADDRESS_HASH_KEY: optionalSecret,
  EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).catch(0),
  // Complaints on one archive page (decision 049); unset in production (50). The archive's
  // reach check sets a small one so a small database still has days of many pages.
  ARCHIVE_PAGE_SIZE: z.coerce.number().int().min(1).max(200).catch(ARCHIVE_PAGE_SIZE),
  COMPANY_OUTREACH: z.enum(["on", "off"]).catch("off"),
  OUTREACH_MX_CHECK: z.enum(["on", "off"]).catch("on"),
  OUTREACH_DAILY_CAP: z.coerce.number().int().min(0).max(100_000).catch(500),
  OUTREACH_ACCOUNT_DAILY_CAP: z.coerce.number().int().min(0).max(10_000).catch(20),
  OUTREACH_MAIL_FROM: z.string().default(""),
  VENUE_MAILBOXES: z.string().default(""),
  MAIL_WEBHOOK_SECRET: optionalSecret,
  READYZ_TOKEN: optionalSecret,
  REGISTER_LOOKUPS: z.enum(["on", "off"]).catch("off"),
  COMPANIES_HOUSE_API_KEY: optionalSecret,
});

/** Local runs and tests only: production must set the ADDRESS_HASH_KEY secret. */
const LOCAL_ADDRESS_HASH_KEY = "uck-local-address-hash-key";

export type AppConfig = {
  env: "development" | "test" | "production";
  isProduction: boolean;
  /** Under `npm run bench` (BENCH_D1_COUNT = 1): the bench's floor page answers. */
  bench: boolean;
  publicHost: string;
  /** Complaints on one archive page (decision 049): 50 unless ARCHIVE_PAGE_SIZE says. */
  archivePageSize: number;
  publicShortHost: string;
  logoUrlTemplate: string;
  previewHostPattern: RegExp | null;
  mail: {
    transport: "outbox" | "http";
    from: string;
    /** Where replies go (`Reply-To`): an address a person reads; null when not configured. */
    replyTo: string | null;
    apiUrl: string;
    apiKey?: string;
    /** What keeps mail from leaving (empty when it can): each names the var or secret. */
    problems: string[];
  };
  superadminEmails: string[];
  /**
   * Key of the HMAC that stores IP and e-mail addresses for breach blocks (never the address
   * itself). Null in production without the secret: addresses are then neither kept nor blocked.
   */
  addressHashKey: string | null;
  /** Whether the ADDRESS_HASH_KEY secret is set (locally a fixed key stands in for it). */
  addressHashKeySet: boolean;
  /** Seconds an anonymous page view stays in the edge cache; 0 turns the cache off. */
  edgeCacheSeconds: number;
  /**
   * Mail to companies that have not claimed their page (worker/services/outreach/): whether it
   * goes to the RFC 2142 `support@{domain}` mailbox at all, whether that needs an MX record (DNS
   * over HTTPS), how many such mails the site sends a day, and from which address (a separate
   * sender keeps the main one's reputation apart). Confirmed complaints addresses are mailed
   * whether or not `support` is on.
   */
  outreach: {
    support: boolean;
    mxCheck: boolean;
    dailyCap: number;
    /** Outreach mails a day that may carry one account's complaints (decision 034). */
    accountDailyCap: number;
    from: string;
  };
  /**
   * The venues (shared/venues.ts ids) that take complaints by e-mail, and at which address, as
   * the operator confirmed with each venue (VENUE_MAILBOXES, JSON). Only these get a
   * complainant's file from UCK; every other venue is one the complainant goes to themselves.
   */
  venueMailboxes: Record<string, string>;
  /** The mail provider's webhook signing secret (Svix `whsec_…`); null: webhooks refused. */
  mailWebhookSecret: string | null;
  /**
   * The monitor's token for /readyz's full report (`Authorization: Bearer …`); null: only a
   * signed-in superadmin reads it, everyone else gets ready or not.
   */
  readyzToken: string | null;
  /**
   * Legal-entity look-ups in public registers (decision 045): GLEIF (no key) when `on`, and UK
   * Companies House too when its API key is set. Off by default: nothing leaves for a register.
   */
  registers: { lookups: boolean; companiesHouseKey: string | null };
  google?: { clientId: string; clientSecret: string };
  twitter?: { clientId: string; clientSecret: string };
};

function pair(id?: string, secret?: string) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** A reserved example domain (RFC 2606) is wrangler.toml's placeholder, never a real one. */
export const isPlaceholderHost = (host: string) => /(^|\.)example$/i.test(host);

/** The domain of a `Name <address>` or bare address, or null when it holds none. */
export function senderAddress(from: string) {
  return /(?:^|<)\s*([^\s<>@]+@([^\s<>@]+\.[^\s<>@]+))\s*>?\s*$/.exec(from)?.[2] ?? null;
}

/** https, or plain http to this machine only (a local stand-in of the provider's API). */
function isMailApiUrl(value: string) {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" ||
      (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * Why the configured transport cannot deliver mail. The outbox only stores mail, which is its
 * purpose in development and tests and a silent loss in production.
 */
function mailProblems(
  env: AppConfig["env"],
  mail: Pick<AppConfig["mail"], "transport" | "from" | "replyTo" | "apiUrl" | "apiKey">,
) {
  const problems: string[] = [];
  if (mail.transport === "outbox") {
    if (env === "production") {
      problems.push(
        'MAIL_TRANSPORT is "outbox", which only stores mail in email_outbox; set MAIL_TRANSPORT = "http" with a mail provider',
      );
    }
    return problems;
  }
  if (!mail.apiKey) problems.push("MAIL_API_KEY is not set (wrangler secret put MAIL_API_KEY)");
  if (!isMailApiUrl(mail.apiUrl)) problems.push("MAIL_API_URL is not an https:// URL");
  const domain = senderAddress(mail.from);
  if (!domain) problems.push("MAIL_FROM has no sender address (Name <address@domain>)");
  else if (env === "production" && isPlaceholderHost(domain)) {
    problems.push(
      `MAIL_FROM is at the placeholder domain ${domain}; use an address at a domain verified with the mail provider`,
    );
  }
  // The provider refuses a message whose Reply-To is not an address: every send would fail.
  if (mail.replyTo !== null && !senderAddress(mail.replyTo)) {
    problems.push("MAIL_REPLY_TO is not an address (Name <address@domain>, or empty)");
  }
  return problems;
}

/**
 * One parse per Worker environment: the runtime hands every request of an isolate the same `env`
 * object, and checking every variable with zod on each request was a measurable share of a
 * page's server time (docs/performance.md, "Where the render time goes"). A different object
 * (a test's, the cron's) is parsed on its own.
 */
const parsed = new WeakMap<object, AppConfig>();

export function parseConfig(env: unknown): AppConfig {
  if (typeof env !== "object" || env === null) return readConfig(env);
  let config = parsed.get(env);
  if (!config) {
    config = readConfig(env);
    parsed.set(env, config);
  }
  return config;
}

function readConfig(env: unknown): AppConfig {
  const v = ConfigSchema.parse(env);
  const mail = {
    transport: v.MAIL_TRANSPORT,
    from: v.MAIL_FROM,
    replyTo: v.MAIL_REPLY_TO.trim() || null,
    apiUrl: v.MAIL_API_URL.trim() || (v.MAIL_TRANSPORT === "http" ? RESEND_API_URL : ""),
    apiKey: v.MAIL_API_KEY,
  };
  return {
    env: v.APP_ENV,
    isProduction: v.APP_ENV === "production",
    bench: v.BENCH_D1_COUNT === "1",
    publicHost: v.PUBLIC_HOST.replace(/\/+$/, ""),
    publicShortHost: v.PUBLIC_SHORT_HOST.replace(/\/+$/, ""),
    logoUrlTemplate: v.LOGO_URL_TEMPLATE,
    previewHostPattern: v.PREVIEW_HOST_PATTERN ? new RegExp(v.PREVIEW_HOST_PATTERN, "i") : null,
    mail: { ...mail, problems: mailProblems(v.APP_ENV, mail) },
    superadminEmails: v.SUPERADMIN_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    addressHashKey:
      v.ADDRESS_HASH_KEY ?? (v.APP_ENV === "production" ? null : LOCAL_ADDRESS_HASH_KEY),
    addressHashKeySet: v.ADDRESS_HASH_KEY !== undefined,
    edgeCacheSeconds: v.EDGE_CACHE_SECONDS,
    archivePageSize: v.ARCHIVE_PAGE_SIZE,
    outreach: {
      support: v.COMPANY_OUTREACH === "on",
      mxCheck: v.OUTREACH_MX_CHECK === "on",
      dailyCap: v.OUTREACH_DAILY_CAP,
      accountDailyCap: v.OUTREACH_ACCOUNT_DAILY_CAP,
      from: v.OUTREACH_MAIL_FROM.trim() || v.MAIL_FROM,
    },
    venueMailboxes: parseVenueMailboxes(v.VENUE_MAILBOXES),
    mailWebhookSecret: v.MAIL_WEBHOOK_SECRET ?? null,
    readyzToken: v.READYZ_TOKEN ?? null,
    registers: {
      lookups: v.REGISTER_LOOKUPS === "on",
      companiesHouseKey: v.COMPANIES_HOUSE_API_KEY ?? null,
    },
    google: pair(v.GOOGLE_CLIENT_ID, v.GOOGLE_CLIENT_SECRET),
    twitter: pair(v.TWITTER_CLIENT_ID, v.TWITTER_CLIENT_SECRET),
  };
}

const VenueMailboxesSchema = z.record(z.string().min(1).max(80), z.email().max(254));

/** VENUE_MAILBOXES: `{"venue id": "address"}`; anything unreadable is no mailbox at all. */
function parseVenueMailboxes(raw: string): Record<string, string> {
  if (!raw.trim()) return {};
  try {
    const parsed = VenueMailboxesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
