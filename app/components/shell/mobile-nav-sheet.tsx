import { Menu, X } from "lucide-react";
import { closesDialog, opensDialog } from "~/components/ui/dialog";
import { useI18n } from "~/i18n/i18n";
import { useModalDialog } from "~/lib/use-modal-dialog";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { NavList } from "./nav-list";
import { Tagline } from "./tagline";

const SHEET_ID = "mobile-nav";

// Invoker commands: the button opens the sheet and its close button closes it with no script.
const opens = opensDialog(SHEET_ID);
const closes = closesDialog(SHEET_ID);

/**
 * Ctrl+B on a phone: opens or closes the sheet by what the page shows. React's `open` lags a close
 * by the browser (Escape, a tap beside it) until the close event's task, and a toggle of that
 * state would close a sheet already closed when Ctrl+B comes first.
 */
export function toggleMobileNav(onOpenChange: (open: boolean) => void) {
  const sheet = document.getElementById(SHEET_ID);
  if (!(sheet instanceof HTMLDialogElement)) return;
  if (sheet.open) sheet.close();
  else sheet.showModal();
  onOpenChange(sheet.open);
}

/**
 * The side navigation on phones: the top bar's menu button and an 18rem sheet sliding in from
 * the left. A native modal <dialog>: it opens without JavaScript (invoker commands), the page
 * under it is inert, Escape and a tap beside it close it, and focus returns to the button.
 * With JavaScript, `open` follows it both ways (Ctrl+B, a link chosen in it).
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  onShowHomeScreenHelp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowHomeScreenHelp: () => void;
}) {
  const sheet = useModalDialog(open, onOpenChange);
  const close = () => onOpenChange(false);
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        {...opens}
        onClick={() => onOpenChange(true)}
        aria-label={t("shell.openMenu")}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+B Meta+B"
        className="inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <dialog
        id={SHEET_ID}
        ref={sheet}
        aria-label={t("shell.menu")}
        {...{ closedby: "any" }}
        data-testid="mobile-nav"
        className="sheet-left fixed inset-y-0 right-auto left-0 z-50 m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col border-0 bg-white p-0 shadow-xl backdrop:bg-black/40 open:flex"
      >
        <div className="flex h-14 shrink-0 items-center gap-2 border-b border-neutral-200 px-4">
          <BrandMark />
          <Tagline className="min-w-0 flex-1 truncate text-xs text-neutral-600" />
          <button
            type="button"
            {...closes}
            onClick={close}
            aria-label={t("shell.closeMenu")}
            className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-2">
          <NavList onNavigate={close} />
          <LanguageSwitch className="mt-4 px-3" />
        </div>
        <button
          type="button"
          onClick={() => {
            close();
            onShowHomeScreenHelp();
          }}
          className="sr-only focus:not-sr-only focus:m-2 focus:rounded-md focus:p-2 focus:text-sm"
        >
          {t("shell.homeScreenAgain")}
        </button>
      </dialog>
    </>
  );
}
