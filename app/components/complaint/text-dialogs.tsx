import { COMPLAINT_TEXT_MAX as COMPLAINT_MAX, REPORT_REASON_MAX } from "@shared/text-limits";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { closesDialog, Dialog } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { useCardAction } from "./use-card-action";

/**
 * The card menu's dialogs, and the same forms on the card's actions page (the menu's way without
 * scripts, app/routes/complaint-actions/page.tsx). Each is a real form posting to the card's
 * action: without scripts the page posts it and comes back with the result; with scripts the
 * card's fetcher sends it.
 */
type CardFormProps = {
  complaintId: string;
  Form: ReturnType<typeof useCardAction>["Form"];
  busy: boolean;
  /** The dialog the form sits in: its Cancel closes it. On a page there is no Cancel. */
  dialogId?: string;
  /** Where the field's ids start (a page holds one of each form, a feed one per card). */
  idBase: string;
};

type CardDialogProps = Omit<CardFormProps, "dialogId" | "idBase"> & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function CardForm({
  complaintId,
  Form,
  dialogId,
  intent,
  fields,
  className,
  submit,
  children,
}: Pick<CardFormProps, "complaintId" | "Form" | "dialogId"> & {
  intent: string;
  fields?: Record<string, string>;
  className: string;
  submit: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" action={`/complaint/${complaintId}/actions`} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex justify-end gap-2">
        {dialogId ? (
          <Button
            type="button"
            variant="secondary"
            {...closesDialog(dialogId)}
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            {t("ui.cancel")}
          </Button>
        ) : null}
        {submit}
      </div>
    </Form>
  );
}

/** Report a complaint to the moderators, with a reason. */
export function ReportForm(props: CardFormProps) {
  const [reason, setReason] = useState("");
  const hydrated = useHydrated();
  const { t } = useI18n();
  return (
    <CardForm
      {...props}
      intent="report"
      className="space-y-3"
      submit={
        <Button disabled={hydrated && (props.busy || !reason.trim())}>
          {t("member.reportSubmit")}
        </Button>
      }
    >
      <label htmlFor={`${props.idBase}-reason`} className="block text-sm font-medium">
        {t("member.reason")}
      </label>
      <Textarea
        id={`${props.idBase}-reason`}
        name="reason"
        required
        maxLength={REPORT_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, REPORT_REASON_MAX))}
        rows={4}
        pad="area"
        className="text-sm"
        placeholder={t("member.reasonHint")}
      />
    </CardForm>
  );
}

export function ReportDialog(props: CardDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      id={props.id}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("member.reportTitle")}
      description={t("member.reportText")}
    >
      <ReportForm {...props} dialogId={props.id} idBase={props.id} />
    </Dialog>
  );
}

/** Edit one's own complaint text (at most 500 characters, live counter). */
export function EditForm({
  initialText,
  onText,
  ...props
}: CardFormProps & { initialText: string; onText?: (text: string) => void }) {
  const [text, setText] = useState(initialText);
  const hydrated = useHydrated();
  const { t } = useI18n();
  // The text as it stands each time the form is drawn again (a dialog reopened, a page revalidated).
  useEffect(() => setText(initialText), [initialText]);
  return (
    <CardForm
      {...props}
      intent="edit"
      className="space-y-2"
      submit={
        <Button
          disabled={hydrated && (props.busy || !text.trim())}
          onClick={() => onText?.(text.trim())}
        >
          {t("member.saveChanges")}
        </Button>
      }
    >
      <label htmlFor={`${props.idBase}-text`} className="sr-only">
        {t("member.text")}
      </label>
      <Textarea
        id={`${props.idBase}-text`}
        name="text"
        required
        value={text}
        maxLength={COMPLAINT_MAX}
        onChange={(event) => setText(event.target.value.slice(0, COMPLAINT_MAX))}
        rows={6}
        pad="area"
        className="text-sm"
      />
      <p className="text-right text-xs text-neutral-500" aria-live="polite">
        {text.length}/{COMPLAINT_MAX}
      </p>
    </CardForm>
  );
}

export function EditDialog({
  initialText,
  onText,
  ...props
}: CardDialogProps & { initialText: string; onText: (text: string) => void }) {
  const { t } = useI18n();
  return (
    <Dialog
      id={props.id}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("member.editTitle")}
    >
      {/* Drawn only while open, so each opening starts from the complaint's text as it stands. */}
      {props.open ? (
        <EditForm
          {...props}
          dialogId={props.id}
          idBase={props.id}
          initialText={initialText}
          onText={onText}
        />
      ) : null}
    </Dialog>
  );
}

type Confirmation = { text: string; confirmLabel: string; intent: string; redirectTo: string };

/** A confirmation before something that cannot be undone lightly (delete, block). */
export function ConfirmForm({
  text,
  confirmLabel,
  intent,
  redirectTo,
  ...props
}: Omit<CardFormProps, "idBase"> & Confirmation) {
  return (
    <CardForm
      {...props}
      intent={intent}
      fields={{ redirectTo }}
      className="space-y-4"
      submit={
        <button
          type="submit"
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          disabled={props.busy}
        >
          {confirmLabel}
        </button>
      }
    >
      <p className="text-sm text-neutral-700">{text}</p>
    </CardForm>
  );
}

export function ConfirmDialog({
  title,
  ...props
}: CardDialogProps & Confirmation & { title: string }) {
  return (
    <Dialog id={props.id} open={props.open} onOpenChange={props.onOpenChange} title={title}>
      <ConfirmForm {...props} dialogId={props.id} />
    </Dialog>
  );
}
