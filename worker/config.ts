import { z } from "zod";

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Vars and secrets, parsed once per request from the Worker env (wrangler.toml, .dev.vars). */
const ConfigSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  PUBLIC_HOST: z.url(),
  PUBLIC_SHORT_HOST: z.url(),
  LOGO_URL_TEMPLATE: z.string().default(""),
  PREVIEW_HOST_PATTERN: z.string().default(""),
  MAIL_TRANSPORT: z.enum(["outbox", "http"]).default("outbox"),
  MAIL_FROM: z.string().min(3),
  MAIL_API_URL: z.string().default(""),
  SUPERADMIN_EMAILS: z.string().default(""),
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  TWITTER_CLIENT_ID: optionalSecret,
  TWITTER_CLIENT_SECRET: optionalSecret,
  MAIL_API_KEY: optionalSecret,
  ADDRESS_HASH_KEY: optionalSecret,
  EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).catch(0),
});

/** Local runs and tests only: production must set the ADDRESS_HASH_KEY secret. */
const LOCAL_ADDRESS_HASH_KEY = "uck-local-address-hash-key";

export type AppConfig = {
  env: "development" | "test" | "production";
  isProduction: boolean;
  publicHost: string;
  publicShortHost: string;
  logoUrlTemplate: string;
  previewHostPattern: RegExp | null;
  mail: { transport: "outbox" | "http"; from: string; apiUrl: string; apiKey?: string };
  superadminEmails: string[];
  /**
   * Key of the HMAC that stores IP and e-mail addresses for breach blocks (never the address
   * itself). Null in production without the secret: addresses are then neither kept nor blocked.
   */
  addressHashKey: string | null;
  /** Seconds an anonymous page view stays in the edge cache; 0 turns the cache off. */
  edgeCacheSeconds: number;
  google?: { clientId: string; clientSecret: string };
  twitter?: { clientId: string; clientSecret: string };
};

function pair(id?: string, secret?: string) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export function parseConfig(env: unknown): AppConfig {
  const v = ConfigSchema.parse(env);
  return {
    env: v.APP_ENV,
    isProduction: v.APP_ENV === "production",
    publicHost: v.PUBLIC_HOST.replace(/\/+$/, ""),
    publicShortHost: v.PUBLIC_SHORT_HOST.replace(/\/+$/, ""),
    logoUrlTemplate: v.LOGO_URL_TEMPLATE,
    previewHostPattern: v.PREVIEW_HOST_PATTERN ? new RegExp(v.PREVIEW_HOST_PATTERN, "i") : null,
    mail: {
      transport: v.MAIL_TRANSPORT,
      from: v.MAIL_FROM,
      apiUrl: v.MAIL_API_URL,
      apiKey: v.MAIL_API_KEY,
    },
    superadminEmails: v.SUPERADMIN_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    addressHashKey:
      v.ADDRESS_HASH_KEY ?? (v.APP_ENV === "production" ? null : LOCAL_ADDRESS_HASH_KEY),
    edgeCacheSeconds: v.EDGE_CACHE_SECONDS,
    google: pair(v.GOOGLE_CLIENT_ID, v.GOOGLE_CLIENT_SECRET),
    twitter: pair(v.TWITTER_CLIENT_ID, v.TWITTER_CLIENT_SECRET),
  };
}
