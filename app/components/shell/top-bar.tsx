import { Bell, PanelLeft, Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  notificationsLabel,
  UnreadBadge,
  useUnreadNotifications,
} from "~/components/notifications/unread-badge";
import { useI18n } from "~/i18n/i18n";
import { AccountMenu, type ShellUser } from "./account-menu";
import { BrandMark } from "./brand-mark";
import { Tagline } from "./tagline";

const iconLink =
  "hidden size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 md:inline-flex";

export function TopBar({
  title,
  user,
  menu,
  onToggleSidebar,
}: {
  title: string | null;
  user: ShellUser | null;
  /** The phone menu's button (with its sheet). */
  menu: ReactNode;
  onToggleSidebar: () => void;
}) {
  const unread = useUnreadNotifications();
  const { t, plural } = useI18n();
  return (
    <header className="sticky top-0 z-20 border-b border-neutral-200 bg-white/90 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-3 md:px-4">
        {menu}
        <button
          type="button"
          onClick={onToggleSidebar}
          aria-label={t("shell.toggleSidebar")}
          aria-keyshortcuts="Control+B Meta+B"
          // Needs scripts: without them it is not shown (scripting: none).
          className="hidden size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 md:inline-flex noscript:md:hidden"
        >
          <PanelLeft aria-hidden="true" className="size-4" />
        </button>
        <span className="md:hidden">
          <BrandMark />
        </span>
        <div className="flex min-w-0 flex-1 flex-col leading-tight">
          {title ? (
            <span className="truncate text-sm font-semibold" data-testid="page-title">
              {title}
            </span>
          ) : null}
          <Tagline
            className={`truncate text-neutral-600 ${title ? "text-xs" : "text-sm font-medium"}`}
          />
        </div>
        <nav aria-label={t("shell.shortcuts")} className="flex items-center gap-1">
          <Link to="/search" aria-label={t("shell.search")} className={iconLink}>
            <Search aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/notifications" className={`relative ${iconLink}`}>
            <Bell aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {notificationsLabel(t("shell.notifications"), unread, plural)}
            </span>
            <UnreadBadge count={unread} className="top-0.5 right-0" />
          </Link>
          <Link
            to="/create"
            className="hidden items-center gap-1 rounded-md bg-brand-500 px-2 py-1.5 text-sm font-semibold text-white hover:bg-brand-600 md:inline-flex lg:px-3"
          >
            <Plus aria-hidden="true" className="size-4" />
            {/* Between 768 and 1024 px the page title needs the room: the button is its icon. */}
            <span className="sr-only lg:not-sr-only">{t("shell.newComplaint")}</span>
          </Link>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link
              to="/auth/login"
              className="rounded-md bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-neutral-700"
            >
              {t("shell.signIn")}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
