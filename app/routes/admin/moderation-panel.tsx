import type { PendingAppeal } from "@worker/services/admin/appeals";
import type { ReportQueuePage } from "@worker/services/admin/moderation";
import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import { AppealsList } from "./appeals-list";
import { type BlockableUser, BlockUserForm } from "./block-user-form";
import { ExtortionQueue } from "./extortion-queue";
import { ReportQueue } from "./report-queue";

/**
 * The Moderation tab: the Block User form beside the three queues (appeals of removals, extortion
 * reports, reported complaints).
 */
export function ModerationPanel({
  blockable,
  appeals,
  query,
  reports,
  reported,
  paged,
  extortion,
  now,
}: {
  extortion: ExtortionQueueItem[];
  blockable: BlockableUser[];
  appeals: PendingAppeal[];
  query: string;
  reports: ReportQueuePage;
  reported: number;
  paged: boolean;
  now: number;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div>
        <BlockUserForm users={blockable} query={query} />
      </div>
      <div className="space-y-6">
        <AppealsList appeals={appeals} now={now} />
        <ExtortionQueue items={extortion} now={now} />
        <ReportQueue reports={reports} reported={reported} paged={paged} now={now} />
      </div>
    </div>
  );
}
