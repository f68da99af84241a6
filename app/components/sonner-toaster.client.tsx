import { useEffect, useSyncExternalStore } from "react";
import { Toaster, toast } from "sonner";
import { type ShowToast, type SonnerLabels, toastKey } from "./toaster";

const PHONE = "(max-width: 767px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the viewport is narrower than the md layout. */
function useIsPhone() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** On phones: under the 56 px top bar, with the page's side margins (toaster.tsx's stand-in too). */
const underTopBar = { top: "4rem", left: "0.75rem", right: "0.75rem" };

/** The toasts on screen without an id of their own, by their words. */
const onScreen = new Map<string, string | number>();

/**
 * Shows one toast with sonner (this module is the chunk the first toast loads). The same words
 * again (a mail sent, then sent again) take the place of the earlier toast instead of stacking a
 * copy under it (`toastKey`); the new one is a toast of its own, so a screen reader hears it
 * again. A toast with an id is updated in place by sonner itself.
 */
export function show(input: ShowToast) {
  const words = toastKey(input);
  const earlier = input.id === undefined ? onScreen.get(words) : undefined;
  if (earlier !== undefined) toast.dismiss(earlier);
  const gone = ({ id }: { id: string | number }) => {
    if (onScreen.get(words) === id) onScreen.delete(words);
  };
  const options = {
    id: input.id,
    description: input.description,
    action: input.action,
    onDismiss: gone,
    onAutoClose: gone,
  };
  const shown =
    input.kind === "success"
      ? toast.success(input.title, options)
      : input.kind === "error"
        ? toast.error(input.title, options)
        : input.kind === "loading"
          ? toast.loading(input.title, options)
          : toast.info(input.title, options);
  if (input.id === undefined) onScreen.set(words, shown);
}

/**
 * sonner's toaster, loaded with the first toast (toaster.tsx). Never over the page's title and
 * tagline: from 768 px at the bottom right, where nothing is read first; on phones at the top,
 * just under the top bar, so a toast never covers the comment box, its Send button or the
 * bottom bar where the person's thumb and the keyboard are. A toast never blocks a tap on what
 * is under it, only its own buttons take taps (app.css). `onMount` runs once sonner listens
 * (children's effects run first).
 */
export default function SonnerToaster({
  onMount,
  labels,
}: {
  onMount: () => void;
  labels: SonnerLabels;
}) {
  const phone = useIsPhone();
  useEffect(() => onMount(), [onMount]);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      offset={phone ? underTopBar : undefined}
      mobileOffset={underTopBar}
      richColors
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}
