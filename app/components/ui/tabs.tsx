import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import { rovingTarget } from "~/lib/roving-focus";

/**
 * Tabs (WAI-ARIA tabs pattern) in a few lines instead of a library on every page that has them:
 * a tablist of buttons, arrows/Home/End move and select (automatic activation), the selected
 * tab is the one in the tab order, and only the selected panel is rendered. A tab whose page
 * has an address of its own (`href`) is a link: without JavaScript it loads that address, where
 * the server renders the tab selected; with JavaScript a click selects it in place. The same parts and
 * `data-state` attributes as Radix Tabs, which it replaces.
 */
type TabsState = { value: string; select: (value: string) => void; id: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside Tabs.Root");
  return state;
}

const safe = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, "");

export function Root({
  value,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const id = safe(useId());
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
  );
  const tab = rovingTarget(event.key, tabs, { previous: "ArrowLeft", next: "ArrowRight" });
  if (!tab) return;
  event.preventDefault();
  tab.focus();
  tab.click();
}

export function List({
  className,
  children,
  "aria-label": label,
}: {
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={moveBetweenTabs}>
      {children}
    </div>
  );
}

export function Trigger({
  value,
  href,
  className,
  children,
}: {
  value: string;
  href?: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const props = {
    role: "tab",
    id: `${tabs.id}-tab-${safe(value)}`,
    "aria-selected": selected,
    "aria-controls": `${tabs.id}-panel-${safe(value)}`,
    "data-state": selected ? "active" : "inactive",
    tabIndex: selected ? 0 : -1,
    className,
  } as const;
  if (href === undefined) {
    return (
      <button type="button" {...props} onClick={() => tabs.select(value)}>
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        // A new tab or window keeps the link's own behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        tabs.select(value);
      }}
    >
      {children}
    </a>
  );
}

export function Content({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${safe(value)}`}
      aria-labelledby={`${tabs.id}-tab-${safe(value)}`}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel is a tab stop (WAI-ARIA tabs).
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
