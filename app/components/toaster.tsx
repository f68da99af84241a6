import type { Toast, ToastInput } from "@shared/toast";
import { useEffect, useSyncExternalStore } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";

/** The one way to show a toast. */
export function showToast(input: ToastInput & { id?: string }) {
  const options = { id: input.id, description: input.description };
  if (input.kind === "success") toast.success(input.title, options);
  else if (input.kind === "error") toast.error(input.title, options);
  else toast.info(input.title, options);
}

export function Toaster({ flash }: { flash: Toast | null }) {
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  const phone = useIsPhone();
  // Never over the page's title and tagline: at the bottom, where nothing is read first. Below
  // 768 px above the bottom bar and the new-complaint button. A toast never blocks a tap on what
  // is under it, only its own buttons take taps (app.css).
  const aboveBottomBar = { bottom: "9rem", left: "0.75rem", right: "0.75rem" };
  return (
    <SonnerToaster
      position="bottom-right"
      offset={phone ? aboveBottomBar : undefined}
      mobileOffset={aboveBottomBar}
      richColors
      closeButton
    />
  );
}

const PHONE = "(max-width: 767px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the viewport is narrower than the md layout (false while rendering on the server). */
function useIsPhone() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
