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

/** For the complainant once the company answered and until they are satisfied. */
export function ResponsePanel({
  onAnswer,
  ...card
}: {
  complaintId: string;
  Form: CardForm;
  busy: boolean;
  onAnswer: (satisfied: boolean) => void;
}) {
  // The root catalogue's: the panel is on every list's cards, in the page's language.
  const { t } = useI18n();
  return (
    <AnswerPanel
      {...card}
      intent="satisfaction"
      name="satisfied"
      question={t("panel.resolved")}
      choices={[
        { value: "no", label: t("panel.no") },
        { value: "yes", label: t("panel.yes") },
      ]}
      onAnswer={(value) => onAnswer(value === "yes")}
      testId="response-panel"
    />
  );
}
