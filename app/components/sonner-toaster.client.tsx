import { useEffect, useSyncExternalStore } from "react";
import { Toaster } from "sonner";

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

/**
 * sonner's toaster, loaded with the first toast (toaster.tsx). Never over the page's title and
 * tagline: at the bottom, where nothing is read first; below 768 px above the bottom bar and the
 * new-complaint button. A toast never blocks a tap on what is under it, only its own buttons
 * take taps (app.css). `onMount` runs once sonner listens (children's effects run first).
 */
export default function SonnerToaster({ onMount }: { onMount: () => void }) {
  const phone = useIsPhone();
  useEffect(() => onMount(), [onMount]);
  const aboveBottomBar = { bottom: "9rem", left: "0.75rem", right: "0.75rem" };
  return (
    <Toaster
      position="bottom-right"
      offset={phone ? aboveBottomBar : undefined}
      mobileOffset={aboveBottomBar}
      richColors
      closeButton
    />
  );
}
