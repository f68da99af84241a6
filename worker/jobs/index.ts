import { createDb } from "../db/client";
import { escalateOverdueComplaints } from "./escalation";

export const ESCALATION_CRON = "*/15 * * * *";

/** scheduled(): each cron expression of wrangler.toml maps to the jobs it runs. */
export async function runScheduledJobs(cron: string, env: Env, now: Date) {
  const db = createDb(env.DB);
  switch (cron) {
    case ESCALATION_CRON: {
      const escalated = await escalateOverdueComplaints(db, now);
      console.log(JSON.stringify({ job: "escalation", escalated: escalated.length }));
      return { escalated };
    }
    default:
      console.warn(JSON.stringify({ job: "unknown", cron }));
      return {};
  }
}
