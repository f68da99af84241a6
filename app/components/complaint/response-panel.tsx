import { useRef } from "react";
import { useCardAction } from "./use-card-action";

/**
 * For the complainant once the company answered and until they are satisfied: "No" or
 * "Yes, mark as resolved", saved on the complaint (is_satisfied, resolved status).
 */
export function ResponsePanel({
  complaintId,
  onAnswered,
}: {
  complaintId: string;
  onAnswered: (satisfied: boolean) => void;
}) {
  const pending = useRef(false);
  const action = useCardAction(complaintId, () => onAnswered(pending.current));
  const answer = (satisfied: boolean) => {
    pending.current = satisfied;
    action.submit({ intent: "satisfaction", satisfied: satisfied ? "yes" : "no" });
  };
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
      data-testid="response-panel"
    >
      <span className="font-medium text-neutral-700">Did this resolve your complaint?</span>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          disabled={action.busy}
          onClick={() => answer(false)}
          className="rounded-md border border-neutral-300 bg-white px-3 py-1 font-medium hover:bg-neutral-100"
        >
          No
        </button>
        <button
          type="button"
          disabled={action.busy}
          onClick={() => answer(true)}
          className="rounded-md bg-green-600 px-3 py-1 font-medium text-white hover:bg-green-700"
        >
          Yes, mark as resolved
        </button>
      </div>
    </div>
  );
}
