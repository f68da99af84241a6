import { X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { useModalDialog } from "~/lib/use-modal-dialog";

/**
 * Invoker commands (HTML's commandfor/command): a button opens or closes a dialog by its id with
 * no script at all. React passes these attributes through as written.
 */
export const opensDialog = (id: string) =>
  ({ commandfor: id, command: "show-modal" }) as Record<string, string>;
export const closesDialog = (id: string) =>
  ({ commandfor: id, command: "close" }) as Record<string, string>;

/**
 * A modal dialog on the native <dialog>: the page under it is inert, Escape and a click beside
 * it close it, focus returns to what opened it. It is always in the page, so a button with
 * `opensDialog(id)` opens it before and without JavaScript; with JavaScript `open` drives it
 * (and follows Escape or a click beside it).
 */
export function Dialog({
  id,
  open,
  startsOpen = false,
  onOpenChange,
  title,
  description,
  children,
}: {
  id?: string;
  open: boolean;
  /**
   * Rendered open before and without JavaScript (a refused form posted without scripts comes
   * back in it); with scripts `open` drives it as ever.
   */
  startsOpen?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const own = useId();
  const dialogId = id ?? own;
  const ref = useModalDialog(open, onOpenChange);
  // Before scripts run the content is in the page, for invoker commands; after, only while open
  // (no hidden copies of forms and texts in the page).
  const hydrated = useHydrated();
  const { t } = useI18n();
  return (
    <dialog
      ref={ref}
      id={dialogId}
      aria-labelledby={`${dialogId}-title`}
      aria-describedby={description ? `${dialogId}-description` : undefined}
      {...{ closedby: "any" }}
      {...(startsOpen && !hydrated ? { open: true } : {})}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md space-y-4 overflow-y-auto rounded-xl border-0 bg-white p-5 text-neutral-900 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`${dialogId}-title`} className="pr-8 text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={`${dialogId}-description`} className="text-sm text-neutral-600">
          {description}
        </p>
      ) : null}
      {open || !hydrated ? children : null}
      <button
        type="button"
        {...closesDialog(dialogId)}
        onClick={() => onOpenChange(false)}
        className="absolute top-3 right-3 rounded p-1 text-neutral-500 hover:bg-neutral-100"
        aria-label={t("ui.close")}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </dialog>
  );
}

/** The filled brand button: the one action a form or dialog is for (ui/button.tsx's primary). */
export const buttonPrimary =
  "rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
/** The outlined button beside it: cancel, look up, go back (ui/button.tsx's secondary). */
export const buttonSecondary =
  "rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50";
