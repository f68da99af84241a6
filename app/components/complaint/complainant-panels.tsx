import { money } from "@shared/format";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useI18n } from "~/i18n/i18n";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import type { useCardAction } from "./use-card-action";

// The complainant's questions on their own cards (decision 040): a chunk of its own, which only
// a page holding a complainant's card loads (response-panel.tsx; decision 059).

type Refund = NonNullable<ComplaintCardData["refund"]>;

type CardForm = ReturnType<typeof useCardAction>["Form"];

/** The score's choices, 0 to 10 (decision 041). */
const SCORES = Array.from({ length: 11 }, (_, n) => String(n));

/**
 * A question to the complainant with one button per answer. A plain form (scripts off, the page
 * posts it); with scripts the card's fetcher sends it and `onAnswer` notes the chosen value for
 * the card (the request outlives the panel, which may leave as soon as the answer is saved).
 */
function AnswerPanel({
  complaintId,
  Form,
  busy,
  intent,
  name,
  question,
  choices,
  onAnswer,
  testId,
  chunk,
  children,
}: {
  /** The chunk's name on the form (app/lib/lazy-after-server.ts). */
  chunk: string;
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
      {...{ [LAZY_CHUNK_ATTRIBUTE]: chunk }}
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
 * confirmed, "I received {amount}" goes with the answer: a Yes needs it. With the spec's two
 * buttons go the verdict's optional parts (decision 041): how it was handled, 0–10, and whether
 * they would do business with the company again. Within 30 days of a verdict the same form
 * changes it (`changeUntil`), showing what was given.
 */
export function ResponsePanel({
  onAnswer,
  claimedBy,
  refund,
  score = null,
  wouldReturn = null,
  changeUntil = null,
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
  /** What the complainant gave with their last verdict. */
  score?: number | null;
  wouldReturn?: boolean | null;
  /** Until when a verdict already given may be changed (ms), or null before any verdict. */
  changeUntil?: number | null;
}) {
  // The root catalogue's: the panel is on every list's cards, in the page's language.
  const { t, locale, date } = useI18n();
  const refundId = `refund-confirm-${card.complaintId}`;
  const scoreId = `score-${card.complaintId}`;
  const field = "flex basis-full flex-wrap items-center gap-2 text-neutral-800";
  return (
    <AnswerPanel
      {...card}
      intent="satisfaction"
      name="satisfied"
      // A company's claim waiting for this answer asks first, also over a verdict still open to
      // change (a No, then a new claim).
      question={
        claimedBy
          ? t("panel.claimAsk", { company: claimedBy })
          : changeUntil !== null
            ? t("panel.changeAsk")
            : t("panel.resolved")
      }
      choices={[
        { value: "no", label: t("panel.no") },
        { value: "yes", label: t("panel.yes") },
      ]}
      onAnswer={(value) => onAnswer(value === "yes")}
      testId="response-panel"
      chunk="response-panel"
    >
      {changeUntil !== null ? (
        <p className="basis-full text-xs text-neutral-600">
          {t("panel.changeUntil", { day: date(changeUntil) })}
        </p>
      ) : null}
      {refund ? (
        <label htmlFor={refundId} className="flex basis-full items-center gap-2 text-neutral-800">
          <input id={refundId} type="checkbox" name="refund" value="received" className="size-4" />
          {t("panel.refundConfirm", { amount: money(refund.amountMinor, refund.currency, locale) })}
        </label>
      ) : null}
      <div className={field}>
        <label htmlFor={scoreId}>{t("panel.score")}</label>
        <select
          id={scoreId}
          name="score"
          defaultValue={score === null ? "" : String(score)}
          className="rounded-md border border-neutral-300 bg-white px-2 py-1"
        >
          <option value="">{t("panel.noScore")}</option>
          {SCORES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={field}>
        <legend className="float-left mr-2">{t("panel.again")}</legend>
        {(
          [
            ["yes", t("panel.againYes"), wouldReturn === true],
            ["no", t("panel.againNo"), wouldReturn === false],
            ["", t("panel.againUnsaid"), wouldReturn === null],
          ] as const
        ).map(([value, label, checked]) => (
          <label key={value || "unsaid"} className="flex items-center gap-1">
            <input
              type="radio"
              name="wouldReturn"
              value={value}
              defaultChecked={checked}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </AnswerPanel>
  );
}

/** For the complainant while a refund is not confirmed: did the money arrive? */
export function RefundPanel({
  refund,
  onAnswer,
  ...card
}: {
  complaintId: string;
  refund: Refund;
  Form: ReturnType<typeof useCardAction>["Form"];
  busy: boolean;
  onAnswer: (answer: "received" | "not_received") => void;
}) {
  const again = refund.status === "not_received";
  // The root catalogue's: the panel is on every list's cards, in the page's language.
  const { t, locale } = useI18n();
  const amount = { amount: money(refund.amountMinor, refund.currency, locale) };
  return (
    <AnswerPanel
      {...card}
      intent="refund"
      name="answer"
      question={again ? t("panel.refundAgain", amount) : t("panel.refundAsk", amount)}
      // Once the complainant said it did not arrive, only "It arrived" is left to say.
      choices={[
        ...(again ? [] : [{ value: "not_received", label: t("panel.notArrived") }]),
        { value: "received", label: t("panel.arrived") },
      ]}
      onAnswer={(value) => onAnswer(value === "received" ? "received" : "not_received")}
      testId="refund-panel"
      chunk="refund-panel"
    />
  );
}
