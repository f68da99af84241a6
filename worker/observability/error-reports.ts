import {
  type Breadcrumb,
  type CloudflareOptions,
  captureException,
  type ErrorEvent,
} from "@sentry/cloudflare";
import { z } from "zod";

/**
 * Error reports to Sentry (@sentry/cloudflare, Sentry's official Workers SDK), on only when the
 * SENTRY_DSN secret is set (worker/index.ts). What is reported: failures the app catches and
 * logs itself (a request's 500, a cron job's failure, a page whose loader threw), since those
 * never reach the SDK's own handler wrappers. What never is: a person's input. No default PII
 * (the SDK's default, sendDefaultPii off), no request query, headers or cookies, no console breadcrumbs (our log lines), and a failed
 * query's bound values are cut from the message (errorText does the same for the log).
 */

const Settings = z.object({
  SENTRY_DSN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  APP_ENV: z.string().default("production"),
});

const options = new WeakMap<object, CloudflareOptions | undefined>();

/**
 * The SDK's options for this env, or undefined: without a DSN nothing is reported. Asked on every
 * request (worker/index.ts), so read once per env object: checking the env with zod took about a
 * millisecond of every page's server time (scripts/bench/profile.ts).
 */
export function errorReportOptions(env: object): CloudflareOptions | undefined {
  if (options.has(env)) return options.get(env);
  const made = readOptions(env);
  options.set(env, made);
  return made;
}

function readOptions(env: object): CloudflareOptions | undefined {
  const settings = Settings.safeParse(env);
  if (!settings.success || !settings.data.SENTRY_DSN) return undefined;
  return {
    dsn: settings.data.SENTRY_DSN,
    environment: settings.data.APP_ENV,
    // Errors only: no performance tracing (its spans would carry queries and URLs).
    tracesSampleRate: 0,
    beforeBreadcrumb: (breadcrumb: Breadcrumb) =>
      breadcrumb.category === "console" ? null : breadcrumb,
    beforeSend: scrubEvent,
  };
}

/** drizzle's failed-query message ends with the statement's parameters. */
const BOUND_VALUES = /\nparams: [\s\S]*$/;

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = exception.value.replace(BOUND_VALUES, "");
  }
  if (event.request) {
    const { method, url } = event.request;
    // The path only: a query string is what someone typed (a search, a company name).
    event.request = { method, url: url?.split("?")[0] };
  }
  return event;
}

/**
 * Reports a failure the app handled itself (it already logged it); a no-op without a DSN. The
 * tags say where it happened (`request_failed`, `job_failed`, …) and, for a job, which one.
 */
export function reportError(error: unknown, tags: Record<string, string>) {
  captureException(error, { tags });
}
