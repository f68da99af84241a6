import { type CSSProperties, type ReactNode, useId } from "react";

/**
 * The spec's nav tooltip, in CSS: it shows at once on hover or keyboard focus and hides 100 ms
 * after the pointer or focus leaves (app.css `.nav-tip`). It is fixed to its item by anchor
 * positioning, so the sidebar's scrolling list does not clip it; a browser without anchor
 * positioning shows no tooltip (the item's name is its label either way).
 */
export function NavTooltip({
  label,
  enabled,
  children,
}: {
  label: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const id = useId();
  if (!enabled) return children;
  const anchor = `--tip-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div className="nav-tip-host" style={{ anchorName: anchor } as CSSProperties}>
      {children}
      <span
        role="tooltip"
        className="nav-tip rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow"
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {label}
      </span>
    </div>
  );
}
