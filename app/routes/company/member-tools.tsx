import type { ComplaintCardData } from "@worker/services/public/complaint";
import { ReportExtortionLink } from "~/components/company/card-flags";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { MemberActions } from "./member-actions";
import { OutcomeForm } from "./outcome-form";

/**
 * What a member of the company does on a complaint in its list: answer or resolve it, report a
 * demand for payment, record the outcome after an answer in progress. A chunk of its own, loaded
 * only by the pages of members (decision 059): nobody else downloads it.
 */
export default function MemberTools({
  complaint,
  remaining,
  quota,
}: {
  complaint: ComplaintCardData;
  remaining: number | null;
  quota: number | null;
}) {
  return (
    <div
      className="flex flex-wrap items-start gap-2"
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "member-tools" }}
    >
      <MemberActions complaint={complaint} remaining={remaining} quota={quota} />
      <ReportExtortionLink complaintId={complaint.id} />
      <OutcomeForm complaint={complaint} />
    </div>
  );
}
