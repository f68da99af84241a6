import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useI18n } from "~/i18n/i18n";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { NavList } from "./nav-list";
import { NavTooltip } from "./nav-tooltip";

/** The side navigation from 768px up: 16rem wide, or 3rem of icons when collapsed. */
export function DesktopSidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const Icon = open ? PanelLeftClose : PanelLeftOpen;
  const { t } = useI18n();
  const label = open ? t("shell.collapseSidebar") : t("shell.expandSidebar");
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? "expanded" : "collapsed"}
      className={`fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-neutral-200 bg-white transition-[width] duration-200 motion-reduce:transition-none md:flex ${
        open ? "w-64" : "w-12"
      }`}
    >
      <div className={`flex h-14 shrink-0 items-center gap-2 ${open ? "px-4" : "justify-center"}`}>
        <BrandMark small={!open} />
        {open ? (
          <span className="truncate text-sm font-semibold text-neutral-700">
            {t("shell.brand")}
          </span>
        ) : null}
      </div>
      <div className={`flex-1 overflow-y-auto py-2 ${open ? "px-2" : "px-1.5"}`}>
        <NavList collapsed={!open} />
        {open ? <LanguageSwitch className="mt-4 px-3" /> : null}
      </div>
      <div
        // Collapsing needs scripts: without them the button is not shown (scripting: none).
        className={`border-t border-neutral-200 p-2 noscript:hidden ${open ? "" : "flex justify-center px-1.5"}`}
      >
        <NavTooltip label={`${label} (Ctrl+B)`} enabled={!open}>
          <button
            type="button"
            onClick={onToggle}
            aria-label={open ? undefined : label}
            aria-keyshortcuts="Control+B Meta+B"
            className={`flex h-9 items-center gap-3 rounded-md text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 ${
              open ? "w-full px-3" : "w-9 justify-center"
            }`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {open ? (
              <>
                <span>{label}</span>
                <kbd className="ml-auto rounded border border-neutral-300 px-1 text-[10px] text-neutral-600">
                  Ctrl B
                </kbd>
              </>
            ) : null}
          </button>
        </NavTooltip>
      </div>
    </aside>
  );
}
