import { companyPath } from "@shared/company-path";
import { formatMedian } from "@shared/flood-guard";
import type { FloodWindowForReview } from "@worker/services/companies/flood-review";
import { Link, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { EmptyQueue } from "./queue-item";

const RULE_TEXT: Record<string, string> = {
  volume: "many more complaints than usual",
  young_ucks: "half or more of the ucks from accounts under a day old",
  near_identical: "near-identical texts from new or address-sharing accounts",
};

const STATE_TEXT = { open: "Open", cleared: "Cleared", upheld: "Upheld" } as const;

/**
 * The flood guard's windows (docs/decisions/031): an open one is cleared (its complaints count
 * again) or upheld (kept out of the metrics without flagged windows). The forms post to /admin
 * and work without JavaScript.
 */
export function FloodPanel({ windows, now }: { windows: FloodWindowForReview[]; now: number }) {
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  const busy = decision.state !== "idle";
  if (windows.length === 0) {
    return (
      <EmptyQueue>
        No windows of unusual activity. The hourly flood guard opens one when a company's last 24
        hours trip a rule.
      </EmptyQueue>
    );
  }
  return (
    <ul className="space-y-3">
      {windows.map((window) => (
        <li
          key={window.id}
          className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
          data-testid="flood-window"
        >
          <p className="font-semibold">
            {STATE_TEXT[window.state]}:{" "}
            <Link to={companyPath(window.companySlug)} className="hover:underline">
              {window.companyName}
            </Link>
          </p>
          <p className="text-sm text-neutral-700">
            {window.complaintCount} complaints in 24 hours (usually{" "}
            {formatMedian(window.medianDaily)} a day); {window.youngUckCount} of {window.uckCount}{" "}
            ucks from accounts under a day old; {window.nearIdenticalAccounts} accounts with
            near-identical texts. Tripped on:{" "}
            {window.rules.map((r) => RULE_TEXT[r] ?? r).join("; ")}. Began{" "}
            <RelativeTime at={window.startedAt} now={now} />, last held{" "}
            <RelativeTime at={window.endedAt} now={now} />.
          </p>
          {window.state === "open" ? (
            <decision.Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="decide-flood" />
              <input type="hidden" name="windowId" value={window.id} />
              <button
                type="submit"
                name="decision"
                value="clear"
                disabled={busy}
                className={buttonSecondary}
              >
                Clear: count its complaints again
              </button>
              <button
                type="submit"
                name="decision"
                value="uphold"
                disabled={busy}
                className={buttonPrimary}
              >
                Uphold: keep it flagged
              </button>
            </decision.Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
