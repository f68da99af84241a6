import type { Context } from "hono";
import { type AppConfig, isPlaceholderHost } from "../config";
import type { AppEnv } from "./app-env";

/**
 * What keeps this deployment from serving real people, and what merely deserves a look. The
 * report names settings and whether they are present, never their values (secrets, addresses).
 */
export function readinessReport(config: AppConfig, database: boolean) {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!config.isProduction) problems.push(`APP_ENV is "${config.env}", not "production"`);
  const publicHost = new URL(config.publicHost);
  if (publicHost.protocol !== "https:") problems.push("PUBLIC_HOST is not an https:// URL");
  if (isPlaceholderHost(publicHost.hostname)) {
    problems.push(`PUBLIC_HOST is the placeholder ${publicHost.hostname}; set the site's host`);
  }
  problems.push(...config.mail.problems);
  if (config.isProduction && !config.addressHashKeySet) {
    problems.push(
      "ADDRESS_HASH_KEY is not set: breach blocks keep no addresses (wrangler secret put ADDRESS_HASH_KEY)",
    );
  }
  if (!database) problems.push("D1 (binding DB) did not answer select 1");
  if (!config.google && !config.twitter) {
    warnings.push("No OAuth provider is configured: only e-mail sign-up is offered");
  }
  if (config.superadminEmails.length === 0) {
    warnings.push(
      "SUPERADMIN_EMAILS is empty: the first person to ask becomes superadmin while none exists",
    );
  }
  return {
    ready: problems.length === 0,
    problems,
    warnings,
    appEnv: config.env,
    publicHost: config.publicHost,
    mail: {
      transport: config.mail.transport,
      apiUrl: config.mail.transport === "http" ? config.mail.apiUrl : null,
      canSend: config.mail.problems.length === 0,
      problems: config.mail.problems,
    },
    oauth: { google: Boolean(config.google), twitter: Boolean(config.twitter) },
    addressHashKey: config.addressHashKeySet,
    superadminEmails: config.superadminEmails.length,
    database,
  };
}

/**
 * GET /readyz: whether this deployment is ready for real people (200) or not (503, with the
 * problems). Run it after every deploy; README "Mail" explains each line. Never cached.
 */
export async function readiness(c: Context<AppEnv>) {
  const database = await c.env.DB.prepare("select 1 as one")
    .first<{ one: number }>()
    .then((row) => row?.one === 1)
    .catch(() => false);
  const report = readinessReport(c.get("config"), database);
  return c.json(report, report.ready ? 200 : 503, { "Cache-Control": "no-store" });
}
