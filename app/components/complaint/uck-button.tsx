import { useState } from "react";
import { useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { type I18n, useI18n } from "~/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { UckBurst } from "./uck-burst";

type UckResponse = {
  success: boolean;
  message: string;
  count: number;
  /** A rate limit's wait in minutes (the function adds it beside its English `message`). */
  waitMinutes?: number;
};

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
  const waitMinutes = typeof v.waitMinutes === "number" ? v.waitMinutes : undefined;
  return { success: v.success, message: v.message, count: v.count, waitMinutes };
}

/** The function's English refusals, in the page's language (its JSON stays English for API clients). */
const REFUSALS: Record<string, Parameters<I18n["t"]>[0]> = {
  "Complaint not found": "member.uck.notFound",
  "Not ucked": "member.uck.notUcked",
  "Please sign in to uck complaints.": "member.uck.signInFirst",
};

export function uckRefusal(i18n: Pick<I18n, "t" | "plural">, result: UckResponse): string {
  if (result.waitMinutes !== undefined) {
    const wait = i18n.plural("member.uck.minutes", result.waitMinutes);
    return i18n.t("member.uck.tooMany", { wait });
  }
  const key = REFUSALS[result.message];
  return key ? i18n.t(key) : result.message;
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
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const [count, setCount] = useState(initialCount);
  const [ucked, setUcked] = useState(initiallyUcked);
  const [busy, setBusy] = useState(false);
  const [burst, setBurst] = useState(0);

  async function press() {
    if (!viewer) {
      showToast({
        kind: "info",
        title: t("uck.signIn"),
        description: t("uck.signInText"),
        action: {
          label: t("shell.signIn"),
          onClick: () =>
            navigate(`/auth/login?redirectTo=${encodeURIComponent(window.location.pathname)}`),
        },
      });
      return;
    }
    if (ucked && !allowUndo) {
      showToast({
        kind: "info",
        title: t("member.uck.already"),
        description: t("member.uck.alreadyText"),
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
            title: t("member.uck.ucked"),
            description: t("member.uck.uckedText"),
          });
        } else {
          showToast({ kind: "info", title: t("member.uck.removed") });
        }
      } else if (result.message === "Already voted") {
        setUcked(true);
        showToast({
          kind: "info",
          title: t("member.uck.already"),
          description: t("member.uck.alreadyText"),
        });
      } else {
        showToast({ kind: "error", title: t("ui.error"), description: uckRefusal(i18n, result) });
      }
    } catch {
      // The spec's fallback: counted locally, shown as the previous count plus one.
      if (!undo) {
        setUcked(true);
        setCount((n) => n + 1);
        showToast({
          kind: "info",
          title: t("member.uck.counted"),
          description: t("member.uck.countedText"),
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
        aria-label={t(ucked ? "uck.labelUcked" : "uck.label", { count })}
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
