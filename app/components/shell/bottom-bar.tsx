import { Bell, House, Plus, Search, SquarePlus, UserRound } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import {
  notificationsLabel,
  UnreadBadge,
  useUnreadNotifications,
} from "~/components/notifications/unread-badge";
import { useI18n } from "~/i18n/i18n";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
    isActive ? "text-brand-700" : "text-neutral-700"
  }`;

/** Phones: the bottom tab bar and the floating new-complaint button. */
export function BottomBar({ onAddToHomeScreen }: { onAddToHomeScreen: () => void }) {
  const { pathname } = useLocation();
  const unread = useUnreadNotifications();
  const { t, plural } = useI18n();
  return (
    <>
      {pathname === "/create" ? null : (
        <Link
          to="/create"
          aria-label={t("shell.newComplaintFab")}
          data-testid="new-complaint-fab"
          // It steps aside while a comment is being written: it would sit over the Send button.
          className="fixed right-4 bottom-20 z-30 flex size-14 items-center justify-center rounded-full bg-brand-500 text-white shadow-lg hover:bg-brand-600 md:hidden [body:has(#comment-text:not(:placeholder-shown))_&]:hidden"
        >
          <Plus aria-hidden="true" className="size-6" />
        </Link>
      )}
      <nav
        aria-label={t("shell.tabs")}
        data-testid="bottom-bar"
        className="fixed inset-x-0 bottom-0 z-30 grid h-16 grid-cols-5 border-t noscript:grid-cols-4 border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <NavLink to="/" end className={tabClass}>
          <House aria-hidden="true" className="size-5" /> {t("shell.tabHome")}
        </NavLink>
        <NavLink to="/search" className={tabClass}>
          <Search aria-hidden="true" className="size-5" /> {t("shell.tabSearch")}
        </NavLink>
        <button
          type="button"
          onClick={onAddToHomeScreen}
          // Its steps are chosen by a script (the platform): without scripts it is not shown.
          className="flex flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-neutral-700 noscript:hidden"
        >
          <SquarePlus aria-hidden="true" className="size-5" /> {t("shell.tabAddToHome")}
        </button>
        <NavLink to="/notifications" className={tabClass}>
          <span className="relative">
            <Bell aria-hidden="true" className="size-5" />
            <UnreadBadge count={unread} className="-top-1.5 -right-2.5" />
          </span>
          <span aria-hidden="true">{t("shell.tabAlerts")}</span>
          <span className="sr-only">
            {notificationsLabel(t("shell.tabAlerts"), unread, plural)}
          </span>
        </NavLink>
        <NavLink to="/profile" className={tabClass}>
          <UserRound aria-hidden="true" className="size-5" /> {t("shell.tabProfile")}
        </NavLink>
      </nav>
    </>
  );
}
