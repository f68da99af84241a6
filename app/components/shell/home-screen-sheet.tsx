import { lazy, useEffect, useState } from "react";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { useI18n } from "~/i18n/i18n";

/** The spec's local-storage flag: the visitor has dismissed the home-screen help. */
export const HOME_SCREEN_SEEN_KEY = "uck-home-screen-instruction-seen";
const PROMPT_DELAY_MS = 3000;

function readSeen() {
  try {
    return window.localStorage.getItem(HOME_SCREEN_SEEN_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

function storeSeen(seen: boolean) {
  try {
    if (seen) window.localStorage.setItem(HOME_SCREEN_SEEN_KEY, "true");
    else window.localStorage.removeItem(HOME_SCREEN_SEEN_KEY);
  } catch {
    // storage blocked: the sheet simply shows again next time
  }
}

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & { prompt: () => Promise<void> };

function isInstallPrompt(event: Event): event is InstallPromptEvent {
  return "prompt" in event && typeof event.prompt === "function";
}

export const PHONE = "(max-width: 767px)";

/**
 * Opens by itself on phones 3 seconds after load unless dismissed before; any way of closing
 * stores the flag. `request` opens it on demand (bottom bar, hidden reset button).
 */
export function useHomeScreenSheet() {
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays mounted, so its closing is the dialog's own.
  const [opened, setOpened] = useState(false);
  // The browser offers its install prompt once, early: it is kept here, before the sheet loads.
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const capture = (event: Event) => {
      if (!isInstallPrompt(event)) return;
      event.preventDefault();
      setInstallEvent(event);
    };
    window.addEventListener("beforeinstallprompt", capture);
    if (!window.matchMedia(PHONE).matches || readSeen()) {
      return () => window.removeEventListener("beforeinstallprompt", capture);
    }
    const timer = window.setTimeout(() => {
      setOpened(true);
      setOpen(true);
    }, PROMPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", capture);
    };
  }, []);
  return {
    open,
    opened,
    installEvent,
    onInstalled() {
      setInstallEvent(null);
    },
    onOpenChange(next: boolean) {
      if (!next) storeSeen(true);
      setOpen(next);
    },
    request() {
      setOpened(true);
      setOpen(true);
    },
    reset() {
      storeSeen(false);
      setOpened(true);
      setOpen(true);
    },
  };
}

const HomeScreenDialog = lazy(() => import("./home-screen-dialog"));

/**
 * The sheet, loaded the first time it opens (decision 059: nothing a page shows only after a tap is
 * in its first load); if its chunk cannot load, a line says so where it would have opened.
 */
export function HomeScreenSheet({ sheet }: { sheet: ReturnType<typeof useHomeScreenSheet> }) {
  const { t } = useI18n();
  if (!sheet.opened) return null;
  return (
    <ChunkBoundary
      failed={
        sheet.open ? (
          <p
            role="alert"
            className="fixed inset-x-4 bottom-20 z-40 rounded-lg bg-neutral-900 px-4 py-3 text-sm text-white shadow-lg"
          >
            {t("shell.chunkFailed")}
          </p>
        ) : null
      }
    >
      <HomeScreenDialog
        open={sheet.open}
        onOpenChange={sheet.onOpenChange}
        installEvent={sheet.installEvent}
        onInstalled={sheet.onInstalled}
        phone={PHONE}
      />
    </ChunkBoundary>
  );
}
