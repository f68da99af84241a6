import type { Toast, ToastInput } from "@shared/toast";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Toasts load when the first one is shown (or when the browser is idle after the page became
 * interactive): sonner is not part of any page's first-load JavaScript. Both modules are
 * `.client` ones, so the server bundle does not carry sonner either (the server never toasts).
 */
const loadSonner = () => import("~/lib/sonner.client");
const loadToaster = () => import("./sonner-toaster.client");
const SonnerToaster = lazy(loadToaster);

export type ShowToast = Omit<ToastInput, "kind"> & {
  kind: ToastInput["kind"] | "loading";
  /** The same id replaces a toast (a "Searching…" toast by its result). */
  id?: string;
  action?: { label: string; onClick: () => void };
};

// The toaster mounts on the first toast; a toast waits for it, so none is lost.
let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** The one way to show a toast. */
export function showToast(input: ShowToast) {
  wantToaster();
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => {
    const options = { id: input.id, description: input.description, action: input.action };
    if (input.kind === "success") toast.success(input.title, options);
    else if (input.kind === "error") toast.error(input.title, options);
    else if (input.kind === "loading") toast.loading(input.title, options);
    else toast.info(input.title, options);
  });
}

/**
 * The flash as text at the top of the page, for people whose scripts never ran (a form they
 * submitted came back with its result); once the page is interactive the toast shows it.
 */
export function FlashNotice({ flash }: { flash: Toast | null }) {
  const hydrated = useHydrated();
  if (!flash || hydrated) return null;
  const tone =
    flash.kind === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : "border-green-200 bg-green-50 text-green-900";
  return (
    <p
      role={flash.kind === "error" ? "alert" : "status"}
      data-testid="flash"
      className={`mx-4 mt-4 rounded-md border px-4 py-3 text-sm ${tone}`}
    >
      <strong className="font-semibold">{flash.title}</strong>
      {flash.description ? ` ${flash.description}` : null}
    </p>
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster({ flash }: { flash: Toast | null }) {
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  // Fetched (not shown) while the browser is idle, so the toast that says a request failed
  // still shows after the connection dropped.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadToaster().catch(() => undefined));
  }, []);
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster onMount={mounted} />
    </Suspense>
  ) : null;
}
