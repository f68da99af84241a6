import { parseConfig } from "../config";
import { createDb } from "../db/client";
import { createMailer } from "../mail/mailer";
import { deliverDueMails, sendDailyDigests } from "../services/mail/notification-mails";
import { exportOpenData } from "../services/open-data";
import { pruneExpiredAddressBlocks } from "../services/users/address-blocks";
import { sweepAbandonedUploads } from "../storage/complaint-images";
import { eraseDueAccounts } from "./account-erasure";
import { renameFirstRuleSlugs } from "./company-slugs";
import { backfillComplaintFacets } from "./complaint-facets";
import { escalateOverdueComplaints } from "./escalation";
import { flagOverdueRefunds } from "./overdue-refunds";

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
      // Slugs made before accented letters were kept (docs/decisions/018), renamed once.
      const renamedSlugs = await renameFirstRuleSlugs(db, now);
      const overdueRefunds = await flagOverdueRefunds(db, now);
      // Notification mails whose first send failed (or whose Worker stopped) go out here.
      const config = parseConfig(env);
      const mail = { db, mailer: createMailer(config, db), publicHost: config.publicHost };
      const mailed = await deliverDueMails(mail, now.getTime());
      // The day's digests, from DIGEST_HOUR_UTC on: one mail per person per day at most.
      const digests = await sendDailyDigests(mail, now.getTime());
      // Yesterday's open-data files, and the weekly full file (each written once).
      const openData = await exportOpenData(
        { db, bucket: env.OPEN_DATA, publicHost: config.publicHost },
        now.getTime(),
      );
      console.log(
        JSON.stringify({
          job: "escalation",
          escalated: escalated.length,
          sweptUploads,
          erasedAccounts: erased.length,
          prunedAddressBlocks,
          backfilledFacets,
          renamedSlugs,
          overdueRefunds,
          mailed,
          digests,
          openData,
        }),
      );
      return {
        escalated,
        sweptUploads,
        erased,
        prunedAddressBlocks,
        backfilledFacets,
        renamedSlugs,
        overdueRefunds,
        mailed,
        digests,
        openData,
      };
    }
    default:
      console.warn(JSON.stringify({ job: "unknown", cron }));
      return {};
  }
}
