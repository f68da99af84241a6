import type { PendingAppeal } from "@worker/services/admin/appeals";
import type { ReportQueuePage } from "@worker/services/admin/moderation";
import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import type { ExtortionAppealItem } from "@worker/services/flags/extortion-answers";
import { AppealsList } from "./appeals-list";
import { type BlockableUser, BlockUserForm } from "./block-user-form";
import { ExtortionAppeals, ExtortionQueue } from "./extortion-queue";
import { ReportQueue } from "./report-queue";

/**
 * The Moderation tab: the Block User form beside the queues (appeals of removals, extortion
 * reports with the author's side, appeals of extortion findings, reported complaints).
 */
export function ModerationPanel({
  blockable,
  appeals,
  query,
  reports,
  reported,
  paged,
  extortion,
  extortionAppeals,
  now,
}: {
  extortion: ExtortionQueueItem[];
  extortionAppeals: ExtortionAppealItem[];
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
        <ExtortionAppeals items={extortionAppeals} now={now} />
        <ReportQueue reports={reports} reported={reported} paged={paged} now={now} />
      </div>
    </div>
  );
}
