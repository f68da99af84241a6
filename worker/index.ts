import { createApp } from "./app";
import { runScheduledJobs } from "./jobs/run";

// Built once per isolate; React Router's server build is loaded on the first request.
const app = createApp(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller.cron, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
