import { money } from "@shared/format";
import { useI18n } from "~/i18n/i18n";
import type { useCardAction } from "./use-card-action";

type CardForm = ReturnType<typeof useCardAction>["Form"];

/**
 * A question to the complainant with one button per answer. A plain form (scripts off, the page
 * posts it); with scripts the card's fetcher sends it and `onAnswer` notes the chosen value for
 * the card (the request outlives the panel, which may leave as soon as the answer is saved).
 */
export function AnswerPanel({
  complaintId,
  Form,
  busy,
  intent,
  name,
  question,
  choices,
  onAnswer,
  testId,
  children,
}: {
  complaintId: string;
  Form: CardForm;
  busy: boolean;
  intent: string;
  name: string;
  question: string;
  /** The buttons in order; the last one is the primary answer. */
  choices: { value: string; label: string }[];
  onAnswer: (value: string | undefined) => void;
  testId: string;
  /** Fields sent with the answer (the refund's "I received {amount}"). */
  children?: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`/complaint/${complaintId}/actions`}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onAnswer(submitter?.value);
      }}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
      data-testid={testId}
    >
      <span className="font-medium text-neutral-700">{question}</span>
      {children}
      <div className="ml-auto flex gap-2">
        <input type="hidden" name="intent" value={intent} />
        {choices.map((choice, index) => (
          <button
            key={choice.value}
            type="submit"
            name={name}
            value={choice.value}
            disabled={busy}
            className={
              index === choices.length - 1
                ? "rounded-md bg-green-600 px-3 py-1 font-medium text-white hover:bg-green-700"
                : "rounded-md border border-neutral-300 bg-white px-3 py-1 font-medium hover:bg-neutral-100"
            }
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Form>
  );
}

/**
 * For the complainant once the company answered and until they say it is resolved (decision
 * 040): the spec's question, or the company's claim when it made one. While a refund is not
 * confirmed, "I received {amount}" goes with the answer: a Yes needs it.
 */
export function ResponsePanel({
  onAnswer,
  claimedBy,
  refund,
  ...card
}: {
  complaintId: string;
  Form: CardForm;
  busy: boolean;
  onAnswer: (satisfied: boolean) => void;
  /** The company, when it says the complaint is resolved and waits for this answer. */
  claimedBy: string | null;
  /** A refund not confirmed yet: its amount and currency. */
  refund: { amountMinor: number; currency: string } | null;
}) {
  // The root catalogue's: the panel is on every list's cards, in the page's language.
  const { t, locale } = useI18n();
  const refundId = `refund-confirm-${card.complaintId}`;
  return (
    <AnswerPanel
      {...card}
      intent="satisfaction"
      name="satisfied"
      question={claimedBy ? t("panel.claimAsk", { company: claimedBy }) : t("panel.resolved")}
      choices={[
        { value: "no", label: t("panel.no") },
        { value: "yes", label: t("panel.yes") },
      ]}
      onAnswer={(value) => onAnswer(value === "yes")}
      testId="response-panel"
    >
      {refund ? (
        <label htmlFor={refundId} className="flex basis-full items-center gap-2 text-neutral-800">
          <input id={refundId} type="checkbox" name="refund" value="received" className="size-4" />
          {t("panel.refundConfirm", { amount: money(refund.amountMinor, refund.currency, locale) })}
        </label>
      ) : null}
    </AnswerPanel>
  );
}
