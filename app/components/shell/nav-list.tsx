import { useId } from "react";
import { Link, useMatch } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { NAV_GROUPS, type NavItem, navGroupKey, navLabelKey } from "~/lib/navigation";
import { NavTooltip } from "./nav-tooltip";

function NavEntry({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  // A plain Link with a computed class: the tooltip trigger merges class names as strings.
  const active = useMatch({ path: item.path, end: true }) !== null;
  const { t } = useI18n();
  const labelKey = navLabelKey(item.label);
  const label = labelKey ? t(labelKey) : item.label;
  return (
    <NavTooltip label={label} enabled={collapsed}>
      <Link
        to={item.path}
        prefetch="intent"
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        aria-label={collapsed ? label : undefined}
        className={[
          "flex h-9 items-center gap-3 rounded-md text-sm font-medium transition-colors",
          collapsed ? "w-9 justify-center" : "px-3",
          active
            ? "bg-brand-50 text-brand-700"
            : "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
        ].join(" ")}
      >
        <item.icon aria-hidden="true" className="size-4 shrink-0" />
        {collapsed ? null : <span className="truncate">{label}</span>}
      </Link>
    </NavTooltip>
  );
}

/** Every route of the side navigation; icons only (with tooltips) when the sidebar is collapsed. */
export function NavList({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const id = useId();
  const { t } = useI18n();
  return (
    <nav aria-label={t("shell.mainNav")} className="flex flex-col gap-4">
      {NAV_GROUPS.map((group) => {
        const labelId = `${id}-${group.label.toLowerCase()}`;
        return (
          <div key={group.label} className="flex flex-col gap-0.5">
            <div
              id={labelId}
              className={
                collapsed
                  ? "sr-only"
                  : "px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
              }
            >
              {t(navGroupKey(group.label))}
            </div>
            <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavEntry item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
