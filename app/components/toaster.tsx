import type { Toast, ToastInput } from "@shared/toast";
import { X } from "lucide-react";
import { type ComponentType, useEffect, useSyncExternalStore } from "react";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Toasts load with the first one: sonner and its toaster are one chunk (sonner-toaster.client.tsx, a `.client` module: the server bundle carries no sonner),
 * fetched when a toast is first shown, never on a page that shows none (docs/performance.md#the-budget: a library
 * loaded when first needed is not fetched on every page anyway). When that chunk cannot be
 * fetched (the connection dropped, which is often what the toast is about), a few lines here
 * show the same words without it, so no toast is ever lost.
 */
export type ShowToast = Omit<ToastInput, "kind"> & {
  kind: ToastInput["kind"] | "loading";
  /** The same id replaces a toast (a "Searching…" toast by its result). */
  id?: string;
  action?: { label: string; onClick: () => void };
};

/** sonner's own words (its region's and close button's names) in the page's language. */
export type SonnerLabels = { region: string; close: string };

type SonnerModule = {
  default: ComponentType<{ onMount: () => void; labels: SonnerLabels }>;
  show: (input: ShowToast) => void;
};
type Shown = ShowToast & { key: string };
type State = { Sonner: SonnerModule["default"] | null; standIns: Shown[] };

let state: State = { Sonner: null, standIns: [] };
const listeners = new Set<() => void>();
function update(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

let loading: Promise<SonnerModule> | null = null;
/** The chunk, once; a failed fetch is tried again with the next toast. */
function loadSonner() {
  loading ??= import("./sonner-toaster.client").then(
    (module) => {
      update({ Sonner: module.default });
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// sonner's toaster listens once it has mounted; a toast waits for that, so none is lost.
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

const STAND_IN_MS = 6000;

/**
 * What makes two toasts the same: their id, or else their words. The same words again take the
 * earlier toast's place instead of stacking a copy (here and in sonner-toaster.client.tsx).
 */
export const toastKey = (input: ShowToast) =>
  input.id ?? `${input.kind}\n${input.title}\n${input.description ?? ""}`;

const standInTimers = new Map<string, number>();

/** The toast without sonner: the same words, in the same place, gone after a few seconds. */
function showStandIn(input: ShowToast) {
  const key = toastKey(input);
  window.clearTimeout(standInTimers.get(key));
  update({ standIns: [...state.standIns.filter((t) => t.key !== key), { ...input, key }] });
  if (input.kind !== "loading")
    standInTimers.set(
      key,
      window.setTimeout(() => dismissStandIn(key), STAND_IN_MS),
    );
}
function dismissStandIn(key: string) {
  update({ standIns: state.standIns.filter((t) => t.key !== key) });
}

/** The one way to show a toast. */
export function showToast(input: ShowToast) {
  void loadSonner().then(
    async (module) => {
      await toasterMounted;
      module.show(input);
    },
    () => showStandIn(input),
  );
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
const serverState: State = { Sonner: null, standIns: [] };

export function Toaster({ flash }: { flash: Toast | null }) {
  const { t } = useI18n();
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  const { Sonner, standIns } = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
  return (
    <>
      {Sonner ? (
        <Sonner
          onMount={mounted}
          labels={{ region: t("shell.notifications"), close: t("ui.closeToast") }}
        />
      ) : null}
      {standIns.length > 0 ? (
        <ol
          aria-label={t("shell.notifications")}
          className="pointer-events-none fixed inset-x-3 top-16 z-50 flex flex-col gap-2 md:inset-x-auto md:top-auto md:right-4 md:bottom-4 md:w-96"
          data-testid="toast-stand-in"
        >
          {standIns.map((toast) => (
            <li
              key={toast.key}
              role={toast.kind === "error" ? "alert" : "status"}
              className={`pointer-events-auto flex items-start gap-2 rounded-lg border px-4 py-3 text-sm shadow-lg ${
                toast.kind === "error"
                  ? "border-red-200 bg-red-50 text-red-900"
                  : toast.kind === "success"
                    ? "border-green-200 bg-green-50 text-green-900"
                    : "border-neutral-200 bg-white text-neutral-900"
              }`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{toast.title}</p>
                {toast.description ? <p>{toast.description}</p> : null}
              </div>
              {toast.action ? (
                <button
                  type="button"
                  onClick={toast.action.onClick}
                  className="rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium text-white"
                >
                  {toast.action.label}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => dismissStandIn(toast.key)}
                aria-label={t("ui.close")}
                className="rounded p-0.5 hover:bg-black/5"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
