import { DEFAULT_LOCALE } from "@shared/i18n";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n";
import { useModalDialog } from "~/lib/use-modal-dialog";
import { HOME_SCREEN_STEPS } from "../../../shared/messages/en/home-screen-steps";
import type { InstallPromptEvent } from "./home-screen-sheet";

/**
 * The home-screen sheet itself, in a chunk of its own: most visitors never open it, so no page
 * loads it before it opens (home-screen-sheet.tsx).
 */

type Platform = "ios" | "android" | "other";

function detectPlatform(): Platform {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(agent)) return "ios";
  if (/Android/i.test(agent)) return "android";
  return "other";
}

const isWords = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((word) => typeof word === "string");

/**
 * The sheet's words in the page's language: English as written here; in Turkish or Spanish
 * fetched once on a phone page after it loads (GET /words/home-screen), so no page's data
 * carries a sheet most visitors have dismissed. Until they arrive, or if they cannot, English.
 */
function useSheetWords(phone: string) {
  const { locale } = useI18n();
  const [words, setWords] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (locale === DEFAULT_LOCALE || !window.matchMedia(phone).matches) return;
    const controller = new AbortController();
    fetch("/words/home-screen", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((loaded: unknown) => setWords(isWords(loaded) ? loaded : null))
      .catch(() => {});
    return () => controller.abort();
  }, [locale, phone]);
  return (key: string, english: string) => words?.[key] ?? english;
}

export default function HomeScreenDialog({
  open,
  onOpenChange,
  installEvent,
  onInstalled,
  phone,
}: {
  /** The media query of a phone (home-screen-sheet.tsx's, passed in: this chunk imports no value
   *  from the page's own, so the sheet's hook stays in the root's chunk). */
  phone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  installEvent: InstallPromptEvent | null;
  onInstalled: () => void;
}) {
  const [platform, setPlatform] = useState<Platform>("other");
  const say = useSheetWords(phone);
  const { t } = useI18n();
  useEffect(() => setPlatform(detectPlatform()), []);
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
              onInstalled();
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
