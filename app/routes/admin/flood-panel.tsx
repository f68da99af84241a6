import { companyPath } from "@shared/company-path";
import type { FloodWindowForReview } from "@worker/services/companies/flood-review";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { EmptyQueue } from "./queue-item";
import type { AdminAnswer } from "./route";

const RULES = {
  volume: "flood.rule.volume",
  young_ucks: "flood.rule.young_ucks",
  near_identical: "flood.rule.near_identical",
} as const;

const STATES = {
  open: "flood.state.open",
  cleared: "flood.state.cleared",
  upheld: "flood.state.upheld",
} as const;

/**
 * The flood guard's windows (docs/decisions/031): an open one is cleared (its complaints count
 * again) or upheld (kept out of the metrics without flagged windows). The forms post to /admin
 * and work without JavaScript.
 */
export function FloodPanel({ windows, now }: { windows: FloodWindowForReview[]; now: number }) {
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  const busy = decision.state !== "idle";
  const { t, rich, number } = usePageMessages("admin");
  if (windows.length === 0) return <EmptyQueue>{t("flood.none")}</EmptyQueue>;
  // The median as the guard's banner says it: whole, or with one decimal.
  const median = (value: number) =>
    number(value, {
      maximumFractionDigits: Number.isInteger(value) ? 0 : 1,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 1,
    });
  const rule = (name: string) =>
    Object.hasOwn(RULES, name) ? t(RULES[name as keyof typeof RULES]) : name;
  return (
    <ul className="space-y-3">
      {windows.map((window) => (
        <li
          key={window.id}
          className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
          data-testid="flood-window"
        >
          <p className="font-semibold">
            {rich(
              "flood.title",
              {
                company: (
                  <Link to={companyPath(window.companySlug)} className="hover:underline">
                    {window.companyName}
                  </Link>
                ),
              },
              { state: t(STATES[window.state]) },
            )}
          </p>
          <p className="text-sm text-neutral-700">
            {rich(
              "flood.figures",
              {
                began: <RelativeTime at={window.startedAt} now={now} />,
                held: <RelativeTime at={window.endedAt} now={now} />,
              },
              {
                complaints: number(window.complaintCount),
                median: median(window.medianDaily),
                young: number(window.youngUckCount),
                ucks: number(window.uckCount),
                near: number(window.nearIdenticalAccounts),
                rules: window.rules.map(rule).join("; "),
              },
            )}
          </p>
          {window.state === "open" ? (
            <decision.Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="decide-flood" />
              <input type="hidden" name="windowId" value={window.id} />
              <Button name="decision" value="clear" disabled={busy} variant="secondary">
                {t("flood.clear")}
              </Button>
              <Button name="decision" value="uphold" disabled={busy}>
                {t("flood.uphold")}
              </Button>
            </decision.Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
