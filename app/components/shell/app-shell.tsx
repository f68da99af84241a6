import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { navLabelKey } from "~/lib/navigation";
import { usePageTitle } from "~/lib/page-title";
import { storeSidebarOpen } from "~/lib/sidebar-state";
import type { ShellUser } from "./account-menu";
import { BottomBar } from "./bottom-bar";
import { DesktopSidebar } from "./desktop-sidebar";
import { HomeScreenSheet, PHONE, useHomeScreenSheet } from "./home-screen-sheet";
import { LanguageSwitch } from "./language-switch";
import { MobileNavSheet, toggleMobileNav } from "./mobile-nav-sheet";
import { TopBar } from "./top-bar";

/**
 * The frame of every page: side navigation (collapsible on desktop, a sheet on phones), top bar,
 * bottom tab bar and floating button on phones, and the home-screen help. The sidebar's state
 * comes from the `sidebar:state` cookie, read by the root loader, so the server renders it.
 */
export function AppShell({
  user,
  sidebarOpen: initialSidebarOpen,
  children,
}: {
  user: ShellUser | null;
  sidebarOpen: boolean;
  children: ReactNode;
}) {
  const [sidebarOpen, setSidebarOpen] = useState(initialSidebarOpen);
  const [menuOpen, setMenuOpen] = useState(false);
  const homeScreen = useHomeScreenSheet();
  const { t } = useI18n();
  // A navigation page's title in the page's language; a page's own title stays as it is.
  const englishTitle = usePageTitle();
  const titleKey = englishTitle === null ? undefined : navLabelKey(englishTitle);
  const title = titleKey ? t(titleKey) : englishTitle;

  const toggleSidebar = useCallback(() => {
    setSidebarOpen((open) => {
      storeSidebarOpen(!open);
      return !open;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (window.matchMedia(PHONE).matches) toggleMobileNav(setMenuOpen);
      else toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("shell.skip")}
      </a>
      <DesktopSidebar open={sidebarOpen} onToggle={toggleSidebar} />
      <div
        data-testid="shell-content"
        className={`min-h-dvh pb-36 transition-[padding] duration-200 motion-reduce:transition-none md:pb-0 ${
          sidebarOpen ? "md:pl-64" : "md:pl-12"
        }`}
      >
        <TopBar
          title={title}
          user={user}
          menu={
            <MobileNavSheet
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onShowHomeScreenHelp={homeScreen.reset}
            />
          }
          onToggleSidebar={toggleSidebar}
        />
        <div id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </div>
        <footer className="border-t border-neutral-200 px-4 py-4" data-testid="site-footer">
          {/* Every complaint a few plain links from any page (decision 049). */}
          <Link to="/archive" className="mb-3 inline-block text-sm text-brand-600 hover:underline">
            {t("shell.archive")}
          </Link>
          <LanguageSwitch />
        </footer>
      </div>
      <BottomBar onAddToHomeScreen={homeScreen.request} />
      <HomeScreenSheet sheet={homeScreen} />
    </>
  );
}
