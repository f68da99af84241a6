import type { ComplaintCardData } from "@worker/services/public/complaint";
import { MoreHorizontal } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/** The menu items that ask first. */
export type Confirmable = "mute-author" | "delete" | "admin-delete";

export type CardMenuProps = {
  card: ComplaintCardData;
  detail: boolean;
  onChange: (change: CardChange) => void;
};

export const MENU_TRIGGER_CLASS =
  "rounded-full p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900";

/** The menu itself, a chunk of its own: fetched when its button is first hovered, focused or tapped. */
const loadMenu = () => import("./card-menu-items");
const ScriptedCardMenu = lazy(loadMenu);
// A hover's early fetch that fails is answered when the tap asks again (the alert below).
const preload = () => void loadMenu().catch(() => undefined);

/**
 * The card menu: Save, Share, Follow/Unfollow the company, Copy link, Report, Block user; Edit
 * and Delete for the author; Delete (Admin) for a superadmin. Each one persists on the server.
 *
 * The server draws only the menu's button, as a link to the card's actions page
 * (/complaint/{id}/actions: the same actions as plain forms), which is where it leads without
 * scripts (decision 071): twelve of a card's fifty-four elements were the items and their forms,
 * drawn on every card of every page for the rare person who opens one. With scripts it is the
 * menu button; the menu's code is loaded on intent (the first hover, focus or tap) and the tap
 * opens it once loaded; a chunk that cannot load says so beside the button.
 */
export function CardMenu(props: CardMenuProps) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const icon = <MoreHorizontal aria-hidden="true" className="size-5" />;
  if (!hydrated) {
    // The page the card is on: the actions page leads back to it, as the menu's block and
    // delete do.
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <a
        href={`/complaint/${props.card.id}/actions?back=${back}`}
        // The actions page is a person's, never a page to index (robots.txt keeps crawlers out).
        rel="nofollow"
        aria-label={t("card.actions")}
        className={MENU_TRIGGER_CLASS}
      >
        {icon}
      </a>
    );
  }
  // Busy while the menu's code is on its way (the Suspense fallback), not after it failed.
  const button = (busy: boolean) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={t("card.actions")}
      aria-busy={busy || undefined}
      className={MENU_TRIGGER_CLASS}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {icon}
    </button>
  );
  if (!wanted) return button(false);
  return (
    <ChunkBoundary
      failed={
        <>
          {button(false)}
          <p role="alert" className="text-xs text-red-700">
            {t("shell.chunkFailed")}
          </p>
        </>
      }
    >
      <Suspense fallback={button(true)}>
        <ScriptedCardMenu {...props} openAtOnce />
      </Suspense>
    </ChunkBoundary>
  );
}

/** What a card action changed, for the card and the list that holds it. */
export type CardChange =
  | { kind: "saved"; value: boolean }
  | { kind: "following"; value: boolean }
  | { kind: "muted" }
  | { kind: "edited"; text: string }
  | { kind: "deleted" }
  | { kind: "shared"; count: number }
  | { kind: "sign-in" };
