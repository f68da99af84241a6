/**
 * For the complainant once the company answered and until they are satisfied: "No" or
 * "Yes, mark as resolved". The card posts the answer (its request outlives this panel, which
 * leaves as soon as the answer is saved).
 */
export function ResponsePanel({
  busy,
  onAnswer,
}: {
  busy: boolean;
  onAnswer: (satisfied: boolean) => void;
}) {
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
      data-testid="response-panel"
    >
      <span className="font-medium text-neutral-700">Did this resolve your complaint?</span>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer(false)}
          className="rounded-md border border-neutral-300 bg-white px-3 py-1 font-medium hover:bg-neutral-100"
        >
          No
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer(true)}
          className="rounded-md bg-green-600 px-3 py-1 font-medium text-white hover:bg-green-700"
        >
          Yes, mark as resolved
        </button>
      </div>
    </div>
  );
}
