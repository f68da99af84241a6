import { withSentry } from "@sentry/cloudflare";
import { createApp } from "./app";
import { runScheduledJobs } from "./jobs/run";
import { errorReportOptions } from "./observability/error-reports";

// Built once per isolate; React Router's server build is loaded on the first request.
const app = createApp(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const handler = {
  fetch: app.fetch,
  // Awaited (not left to waitUntil) so an error reporter sees the run end; no job rejects it.
  async scheduled(controller, env, _ctx) {
    await runScheduledJobs(controller.cron, env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

// The same handlers with Sentry's wrappers. withSentry changes the object it is given, so it
// gets its own copy; without the SENTRY_DSN secret the plain handlers run and Sentry does nothing.
const reported = withSentry((env: Env) => errorReportOptions(env), { ...handler });

export default {
  fetch: (request, env, ctx) =>
    errorReportOptions(env) ? reported.fetch(request, env, ctx) : handler.fetch(request, env, ctx),
  scheduled: (controller, env, ctx) =>
    errorReportOptions(env)
      ? reported.scheduled(controller, env, ctx)
      : handler.scheduled(controller, env, ctx),
} satisfies ExportedHandler<Env>;
