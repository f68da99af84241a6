import type { useCardAction } from "./use-card-action";

/**
 * For the complainant once the company answered and until they are satisfied: "No" or
 * "Yes, mark as resolved". The card posts the answer (its request outlives this panel, which
 * leaves as soon as the answer is saved).
 */
export function ResponsePanel({
  complaintId,
  Form,
  busy,
  onAnswer,
}: {
  complaintId: string;
  Form: ReturnType<typeof useCardAction>["Form"];
  busy: boolean;
  onAnswer: (satisfied: boolean) => void;
}) {
  // A plain form (scripts off, the page posts it); with scripts the card's fetcher sends it and
  // `onAnswer` notes the answer for the card.
  return (
    <Form
      method="post"
      action={`/complaint/${complaintId}/actions`}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onAnswer(submitter?.value === "yes");
      }}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
      data-testid="response-panel"
    >
      <span className="font-medium text-neutral-700">Did this resolve your complaint?</span>
      <div className="ml-auto flex gap-2">
        <input type="hidden" name="intent" value="satisfaction" />
        <button
          type="submit"
          name="satisfied"
          value="no"
          disabled={busy}
          className="rounded-md border border-neutral-300 bg-white px-3 py-1 font-medium hover:bg-neutral-100"
        >
          No
        </button>
        <button
          type="submit"
          name="satisfied"
          value="yes"
          disabled={busy}
          className="rounded-md bg-green-600 px-3 py-1 font-medium text-white hover:bg-green-700"
        >
          Yes, mark as resolved
        </button>
      </div>
    </Form>
  );
}
