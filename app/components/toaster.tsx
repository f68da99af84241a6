import type { Toast, ToastInput } from "@shared/toast";
import { useEffect } from "react";
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
  return <SonnerToaster position="top-center" richColors closeButton />;
}
