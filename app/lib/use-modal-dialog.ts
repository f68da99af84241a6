import { useEffect, useRef } from "react";

/**
 * A native modal <dialog> driven by React state both ways: `open` shows or closes it, and a
 * close by the browser (Escape, a click beside it, an invoker command) reports back through
 * `onOpenChange(false)`. Returns the ref for the <dialog>.
 *
 * The browser's close event is a task queued after the close itself, and Chromium runs input
 * first: a key pressed at once may reopen the dialog before it arrives. A close event that finds
 * the dialog open again is stale and ignored.
 */
export function useModalDialog(open: boolean, onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    const closed = () => {
      if (!dialog?.open) onOpenChange(false);
    };
    dialog?.addEventListener("close", closed);
    return () => dialog?.removeEventListener("close", closed);
  }, [onOpenChange]);
  return ref;
}
