import type { ComplaintCardData } from "@worker/services/complaints/card";
import type { useCardAction } from "./use-card-action";

type Refund = NonNullable<ComplaintCardData["refund"]>;

/** Where a recorded refund stands, in words everyone reading the complaint sees. */
export function RefundLine({ refund }: { refund: Refund }) {
  const state =
    refund.status === "received"
      ? { text: "Received, confirmed by the customer", tone: "text-green-900" }
      : refund.status === "not_received"
        ? { text: "The customer says it did not arrive", tone: "text-red-800" }
        : refund.overdue
          ? { text: "Overdue: not confirmed by its day", tone: "text-red-800" }
          : { text: "Waiting for the customer to confirm", tone: "text-neutral-700" };
  return (
    <p className="mt-1 text-xs text-green-900" data-testid="refund">
      <span className="font-semibold">Refund:</span> {refund.amountText} by {refund.dueText} ·{" "}
      <span className={`font-medium ${state.tone}`}>{state.text}</span>
    </p>
  );
}

/**
 * For the complainant while a refund is not confirmed: did the money arrive? A plain form (the
 * page posts it without scripts); with scripts the card's fetcher sends it and `onAnswer` notes
 * the answer for the card.
 */
export function RefundPanel({
  complaintId,
  refund,
  Form,
  busy,
  onAnswer,
}: {
  complaintId: string;
  refund: Refund;
  Form: ReturnType<typeof useCardAction>["Form"];
  busy: boolean;
  onAnswer: (answer: "received" | "not_received") => void;
}) {
  const amount = refund.amountText;
  const again = refund.status === "not_received";
  return (
    <Form
      method="post"
      action={`/complaint/${complaintId}/actions`}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onAnswer(submitter?.value === "received" ? "received" : "not_received");
      }}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
      data-testid="refund-panel"
    >
      <span className="font-medium text-neutral-700">
        {again ? `Did the ${amount} arrive after all?` : `Did you receive the ${amount}?`}
      </span>
      <div className="ml-auto flex gap-2">
        <input type="hidden" name="intent" value="refund" />
        {again ? null : (
          <button
            type="submit"
            name="answer"
            value="not_received"
            disabled={busy}
            className="rounded-md border border-neutral-300 bg-white px-3 py-1 font-medium hover:bg-neutral-100"
          >
            It did not arrive
          </button>
        )}
        <button
          type="submit"
          name="answer"
          value="received"
          disabled={busy}
          className="rounded-md bg-green-600 px-3 py-1 font-medium text-white hover:bg-green-700"
        >
          It arrived
        </button>
      </div>
    </Form>
  );
}
