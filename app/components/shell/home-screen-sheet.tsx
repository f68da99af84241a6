import { DEFAULT_LOCALE } from "@shared/i18n";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n";
import { useModalDialog } from "~/lib/use-modal-dialog";
import { HOME_SCREEN_STEPS } from "../../../shared/messages/en/home-screen-steps";

/** The spec's local-storage flag: the visitor has dismissed the home-screen help. */
export const HOME_SCREEN_SEEN_KEY = "uck-home-screen-instruction-seen";
const PROMPT_DELAY_MS = 3000;

type Platform = "ios" | "android" | "other";

function detectPlatform(): Platform {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(agent)) return "ios";
  if (/Android/i.test(agent)) return "android";
  return "other";
}

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
type InstallPromptEvent = Event & { prompt: () => Promise<void> };

function isInstallPrompt(event: Event): event is InstallPromptEvent {
  return "prompt" in event && typeof event.prompt === "function";
}

const PHONE = "(max-width: 767px)";

const isWords = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((word) => typeof word === "string");

/**
 * The sheet's words in the page's language: English as written here; in Turkish or Spanish
 * fetched once on a phone page after it loads (GET /words/home-screen), so no page's data
 * carries a sheet most visitors have dismissed. Until they arrive, or if they cannot, English.
 */
function useSheetWords() {
  const { locale } = useI18n();
  const [words, setWords] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (locale === DEFAULT_LOCALE || !window.matchMedia(PHONE).matches) return;
    const controller = new AbortController();
    fetch("/words/home-screen", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((loaded: unknown) => setWords(isWords(loaded) ? loaded : null))
      .catch(() => {});
    return () => controller.abort();
  }, [locale]);
  return (key: string, english: string) => words?.[key] ?? english;
}

/**
 * Opens by itself on phones 3 seconds after load unless dismissed before; any way of closing
 * stores the flag. `request` opens it on demand (bottom bar, hidden reset button).
 */
export function useHomeScreenSheet() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!window.matchMedia(PHONE).matches || readSeen()) return;
    const timer = window.setTimeout(() => setOpen(true), PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return {
    open,
    onOpenChange(next: boolean) {
      if (!next) storeSeen(true);
      setOpen(next);
    },
    request() {
      setOpen(true);
    },
    reset() {
      storeSeen(false);
      setOpen(true);
    },
  };
}

export function HomeScreenSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [platform, setPlatform] = useState<Platform>("other");
  const say = useSheetWords();
  const { t } = useI18n();
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    setPlatform(detectPlatform());
    const capture = (event: Event) => {
      if (!isInstallPrompt(event)) return;
      event.preventDefault();
      setInstallEvent(event);
    };
    window.addEventListener("beforeinstallprompt", capture);
    return () => window.removeEventListener("beforeinstallprompt", capture);
  }, []);
  const steps = platform === "other" ? null : HOME_SCREEN_STEPS[platform];
  // A native modal dialog: the page under it is inert, Escape and a tap beside it close it.
  const sheet = useModalDialog(open, onOpenChange);
  return (
    <dialog
      ref={sheet}
      aria-labelledby="home-screen-title"
      aria-describedby="home-screen-description"
      {...{ closedby: "any" }}
      data-testid="home-screen-sheet"
      className="sheet-bottom fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none space-y-4 overflow-y-auto rounded-t-2xl border-0 bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-neutral-900 shadow-xl backdrop:bg-black/40"
    >
      <div className="mx-auto h-1 w-10 rounded-full bg-neutral-300" aria-hidden="true" />
      <h2 id="home-screen-title" className="pr-8 text-lg font-semibold">
        {say("homeScreen.title", "Add UCK to your Home Screen")}
      </h2>
      <p id="home-screen-description" className="text-sm text-neutral-700">
        {steps
          ? say("homeScreen.steps", "Open UCK like an app, full screen, in one tap:")
          : say(
              "homeScreen.menu",
              "Use your browser's menu to add UCK to your home screen and open it like an app.",
            )}
      </p>
      {steps ? (
        <ol className="space-y-2 text-sm">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                {index + 1}
              </span>
              <span className="pt-0.5">{say(`homeScreen.${platform}.${index + 1}`, step)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-col gap-2">
        {installEvent ? (
          <button
            type="button"
            onClick={async () => {
              await installEvent.prompt();
              setInstallEvent(null);
              onOpenChange(false);
            }}
            className="rounded-md border border-brand-500 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {say("homeScreen.install", "Install app now")}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-md bg-brand-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600"
        >
          {say("homeScreen.gotIt", "Got it!")}
        </button>
      </div>
      <button
        type="button"
        aria-label={t("ui.close")}
        onClick={() => onOpenChange(false)}
        className="absolute top-4 right-4 rounded-md p-1.5 text-neutral-600 hover:bg-neutral-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </dialog>
  );
}
