import { createDb } from "../db/client";
import { sweepAbandonedUploads } from "../storage/complaint-images";
import { escalateOverdueComplaints } from "./escalation";

export const ESCALATION_CRON = "*/15 * * * *";

/** scheduled(): each cron expression of wrangler.toml maps to the jobs it runs. */
export async function runScheduledJobs(cron: string, env: Env, now: Date) {
  const db = createDb(env.DB);
  switch (cron) {
    case ESCALATION_CRON: {
      const escalated = await escalateOverdueComplaints(db, now);
      const sweptUploads = await sweepAbandonedUploads(env.COMPLAINT_IMAGES, now.getTime());
      console.log(JSON.stringify({ job: "escalation", escalated: escalated.length, sweptUploads }));
      return { escalated, sweptUploads };
    }
    default:
      console.warn(JSON.stringify({ job: "unknown", cron }));
      return {};
  }
}
