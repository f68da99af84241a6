import * as RadixDialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { BrandMark } from "./brand-mark";
import { NavList } from "./nav-list";
import { Tagline } from "./tagline";

/**
 * The side navigation on phones: the top bar's menu button and an 18rem sheet sliding in from
 * the left (focus trapped, Escape closes, focus returns to the button).
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
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* The trigger lives in the top bar; as Radix's Trigger it gets focus back on close. */}
      <RadixDialog.Trigger
        aria-label="Open menu"
        aria-keyshortcuts="Control+B Meta+B"
        className="inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          data-testid="mobile-nav"
          className="sheet-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-neutral-200 px-4">
            <BrandMark />
            <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
            <Tagline className="min-w-0 flex-1 truncate text-xs text-neutral-600" />
            <RadixDialog.Description className="sr-only">Every page of UCK</RadixDialog.Description>
            <RadixDialog.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-4" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-2">
            <NavList onNavigate={close} />
          </div>
          <button
            type="button"
            onClick={() => {
              close();
              onShowHomeScreenHelp();
            }}
            className="sr-only focus:not-sr-only focus:m-2 focus:rounded-md focus:p-2 focus:text-sm"
          >
            Show the home-screen instructions again
          </button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
