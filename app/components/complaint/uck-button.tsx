import { useState } from "react";
import { useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { useRootData } from "~/lib/root-data";
import { UckBurst } from "./uck-burst";

type UckResponse = { success: boolean; message: string; count: number };

/**
 * The function's answer, checked by hand: zod would add ~24 KB gzip to every page with a card
 * (the first-load budget, docs/performance.md#the-budget). Anything else is treated as a failure.
 */
function readUckResponse(value: unknown): UckResponse {
  const v = value as Partial<UckResponse> | null;
  if (
    typeof v?.success !== "boolean" ||
    typeof v.message !== "string" ||
    typeof v.count !== "number"
  ) {
    throw new Error("Unexpected answer from the uck function.");
  }
  return { success: v.success, message: v.message, count: v.count };
}

/**
 * The uck: POST /api/functions/handle-uck-vote. Once ucked it stays ucked for this person; where
 * `allowUndo` is set (detail and company pages) a second press takes the uck back.
 */
export function UckButton({
  complaintId,
  initialCount,
  initiallyUcked,
  allowUndo = false,
}: {
  complaintId: string;
  initialCount: number;
  initiallyUcked: boolean;
  allowUndo?: boolean;
}) {
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const [count, setCount] = useState(initialCount);
  const [ucked, setUcked] = useState(initiallyUcked);
  const [busy, setBusy] = useState(false);
  const [burst, setBurst] = useState(0);

  async function press() {
    if (!viewer) {
      showToast({
        kind: "info",
        title: "Sign in to uck",
        description: "Ucks are counted once per person.",
        action: {
          label: "Sign in",
          onClick: () =>
            navigate(`/auth/login?redirectTo=${encodeURIComponent(window.location.pathname)}`),
        },
      });
      return;
    }
    if (ucked && !allowUndo) {
      showToast({
        kind: "info",
        title: "Already Ucked!",
        description: "You have already ucked this complaint.",
      });
      return;
    }
    const undo = ucked;
    setBusy(true);
    try {
      const response = await fetch("/api/functions/handle-uck-vote", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(undo ? { complaintId, undo: true } : { complaintId }),
      });
      const result = readUckResponse(await response.json());
      if (response.status >= 500) throw new Error(result.message);
      setCount(result.count);
      if (result.success) {
        setUcked(!undo);
        if (!undo) {
          setBurst((n) => n + 1);
          showToast({
            kind: "success",
            title: "Ucked!",
            description: "Your uck has been counted.",
          });
        } else {
          showToast({ kind: "info", title: "Uck removed" });
        }
      } else if (result.message === "Already voted") {
        setUcked(true);
        showToast({
          kind: "info",
          title: "Already Ucked!",
          description: "You have already ucked this complaint.",
        });
      } else {
        showToast({ kind: "error", title: "Error", description: result.message });
      }
    } catch {
      // The spec's fallback: counted locally, shown as the previous count plus one.
      if (!undo) {
        setUcked(true);
        setCount((n) => n + 1);
        showToast({
          kind: "info",
          title: "Uck Counted!",
          description: "Your uck has been recorded locally.",
        });
      }
    } finally {
      setBusy(false);
    }
  }

  // A real form: without scripts the page posts it to the card's action and comes back with
  // the result; with scripts the press goes to the spec's function above.
  return (
    <form
      method="post"
      action={`/complaint/${complaintId}/actions`}
      onSubmit={(event) => {
        event.preventDefault();
        void press();
      }}
    >
      <input type="hidden" name="intent" value={ucked && allowUndo ? "unuck" : "uck"} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={ucked}
        // The name starts with the visible "UCK n" (WCAG 2.5.3, label in name).
        aria-label={ucked ? `UCK ${count}, Ucked` : `UCK ${count}, Uck this complaint`}
        className={`relative inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold transition ${
          ucked ? "bg-brand-100 text-brand-700" : "text-neutral-600 hover:bg-neutral-100"
        }`}
      >
        <span className="text-sm font-black tracking-tight">UCK</span>{" "}
        <span data-testid="uck-count">{count}</span>
        <UckBurst burstKey={burst} />
      </button>
    </form>
  );
}
