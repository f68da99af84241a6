import type { ReactNode } from "react";
import { type FetcherWithComponents, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { relativeTime } from "~/components/ui/relative-time";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import type { AdminAnswer } from "./route";

/** The button of a decision that acts against a person or their complaint: filled red. */
export const buttonDanger =
  "rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

/** "3 hours ago" inside a sentence ("removed 3 hours ago"): lowercase, in the page's language. */
export function useInSentence(now: number) {
  const i18n = useI18n();
  return (at: Date | number) =>
    relativeTime(i18n, typeof at === "number" ? at : at.getTime(), now).toLocaleLowerCase(
      i18n.locale,
    );
}

/** A queue with nothing waiting in it: what lands there, and from where. */
export function EmptyQueue({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
      {children}
    </p>
  );
}

/** Under a queued complaint's text: its author (or "Former user") and the link to it. */
export function ComplaintByline({
  authorName,
  authorUsername,
  complaintId,
}: {
  authorName: string | null;
  authorUsername: string | null;
  complaintId: string;
}) {
  const { t } = usePageMessages("admin");
  const author = `${authorName ?? t("queue.formerUser")}${authorUsername ? ` (@${authorUsername})` : ""}`;
  return (
    <p className="text-xs text-neutral-600">
      {t("queue.by", { author })} ·{" "}
      <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
        {t("queue.open")}
      </Link>
    </p>
  );
}

type Outcome = { value: string; label: string };

/**
 * A queued complaint's two outcomes, posted as `outcome`: the one that leaves things as they are
 * (Keep, Reject) and the one that acts (Remove, Uphold), in red. Both wait while a decision is on
 * its way.
 */
export function OutcomeButtons({
  busy,
  leave,
  act,
}: {
  busy: boolean;
  leave: Outcome;
  act: Outcome;
}) {
  return (
    <>
      <Button name="outcome" value={leave.value} disabled={busy} variant="secondary">
        {leave.label}
      </Button>
      <button
        type="submit"
        name="outcome"
        value={act.value}
        disabled={busy}
        className={buttonDanger}
      >
        {act.label}
      </button>
    </>
  );
}

/**
 * A review's two answers, posted as `decision`: the one that lets the thing through (Restore,
 * Approve), filled, then the one that turns it away. Both wait while a decision is on its way;
 * `accept.disabled` holds the first back for a reason of its own.
 */
export function DecisionButtons({
  busy,
  accept,
  decline,
}: {
  busy: boolean;
  accept: Outcome & { disabled?: boolean };
  decline: Outcome;
}) {
  return (
    <>
      <Button name="decision" value={accept.value} disabled={busy || accept.disabled === true}>
        {accept.label}
      </Button>
      <Button name="decision" value={decline.value} disabled={busy} variant="secondary">
        {decline.label}
      </Button>
    </>
  );
}

/**
 * A superadmin's yes-or-no on one waiting item (a suggested address, a legal entity): its intent,
 * the item's id under `idName`, and the two decisions, the first filled.
 */
export function DecisionForm({
  fetcher,
  intent,
  idName,
  id,
  yes,
  no,
}: {
  fetcher: FetcherWithComponents<AdminAnswer>;
  intent: string;
  idName: string;
  id: string;
  yes: { value: string; label: string };
  no: { value: string; label: string };
}) {
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <Button name="decision" value={yes.value}>
        {yes.label}
      </Button>
      <Button name="decision" value={no.value} variant="secondary">
        {no.label}
      </Button>
    </fetcher.Form>
  );
}
