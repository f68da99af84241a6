import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonSecondary } from "~/components/ui/dialog";

/** The button of a decision that acts against a person or their complaint: filled red. */
export const buttonDanger =
  "rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

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
  return (
    <p className="text-xs text-neutral-600">
      by {authorName ?? "Former user"}
      {authorUsername ? ` (@${authorUsername})` : ""} ·{" "}
      <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
        Open the complaint
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
      <button
        type="submit"
        name="outcome"
        value={leave.value}
        disabled={busy}
        className={buttonSecondary}
      >
        {leave.label}
      </button>
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
