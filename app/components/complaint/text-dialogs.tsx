import { COMPLAINT_TEXT_MAX as COMPLAINT_MAX } from "@shared/complaint-validation";
import { useState } from "react";
import { buttonPrimary, buttonSecondary, Dialog } from "~/components/ui/dialog";

/** Report a complaint to the moderators, with a reason. */
export function ReportDialog({
  open,
  onOpenChange,
  onSubmit,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this complaint"
      description="Tell the moderators what is wrong with it. Reports are private."
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onSubmit(reason.trim());
        }}
      >
        <label htmlFor="report-reason" className="block text-sm font-medium">
          Reason
        </label>
        <textarea
          id="report-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, 500))}
          rows={4}
          className="w-full rounded-md border border-neutral-300 p-2 text-sm"
          placeholder="Spam, personal data, abuse, false claims…"
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy || !reason.trim()}>
            Submit report
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Edit one's own complaint text (at most 500 characters, live counter). */
export function EditDialog({
  open,
  onOpenChange,
  initialText,
  onSubmit,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialText: string;
  onSubmit: (text: string) => void;
  busy: boolean;
}) {
  const [text, setText] = useState(initialText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit complaint">
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onSubmit(text.trim());
        }}
      >
        <label htmlFor="edit-text" className="sr-only">
          Complaint text
        </label>
        <textarea
          id="edit-text"
          value={text}
          maxLength={COMPLAINT_MAX}
          onChange={(event) => setText(event.target.value.slice(0, COMPLAINT_MAX))}
          rows={6}
          className="w-full rounded-md border border-neutral-300 p-2 text-sm"
        />
        <p className="text-right text-xs text-neutral-500" aria-live="polite">
          {text.length}/{COMPLAINT_MAX}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy || !text.trim()}>
            Save changes
          </button>
        </div>
      </form>
    </Dialog>
  );
}
