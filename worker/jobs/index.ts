import { createDb } from "../db/client";
import { pruneExpiredAddressBlocks } from "../services/users/address-blocks";
import { sweepAbandonedUploads } from "../storage/complaint-images";
import { eraseDueAccounts } from "./account-erasure";
import { backfillComplaintFacets } from "./complaint-facets";
import { escalateOverdueComplaints } from "./escalation";

export const ESCALATION_CRON = "*/15 * * * *";

/** scheduled(): each cron expression of wrangler.toml maps to the jobs it runs. */
export async function runScheduledJobs(cron: string, env: Env, now: Date) {
  const db = createDb(env.DB);
  switch (cron) {
    case ESCALATION_CRON: {
      const escalated = await escalateOverdueComplaints(db, now);
      const sweptUploads = await sweepAbandonedUploads(env.COMPLAINT_IMAGES, now.getTime());
      const erased = await eraseDueAccounts(
        {
          db,
          avatars: env.AVATARS,
          backgrounds: env.BACKGROUNDS,
          complaintImages: env.COMPLAINT_IMAGES,
        },
        now,
      );
      const prunedAddressBlocks = await pruneExpiredAddressBlocks(db, now.getTime());
      const backfilledFacets = await backfillComplaintFacets(db);
      console.log(
        JSON.stringify({
          job: "escalation",
          escalated: escalated.length,
          sweptUploads,
          erasedAccounts: erased.length,
          prunedAddressBlocks,
          backfilledFacets,
        }),
      );
      return { escalated, sweptUploads, erased, prunedAddressBlocks, backfilledFacets };
    }
    default:
      console.warn(JSON.stringify({ job: "unknown", cron }));
      return {};
  }
}
