import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type ToggleEvent,
  useEffect,
  useId,
  useRef,
} from "react";
import { rovingTarget } from "~/lib/roving-focus";

const menuItems = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));

/** The menu's keys (WAI-ARIA menu pattern): arrows, Home and End move between the items. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const item = rovingTarget(event.key, menuItems(event.currentTarget), {
    previous: "ArrowUp",
    next: "ArrowDown",
  });
  if (!item) return;
  event.preventDefault();
  item.focus();
}

/** The first item takes focus when the menu opens, as a menu button's menu does. */
function focusFirst(event: ToggleEvent<HTMLElement>) {
  if (event.newState === "open") menuItems(event.currentTarget)[0]?.focus();
}

/**
 * A menu button and its menu as a native popover: it opens without scripts (the button's
 * `popovertarget`), closes on Escape or a click outside and gives focus back to its button (the
 * browser does both). Anchor positioning puts it under the button (app.css `.popover-menu`);
 * a browser without it shows the menu centred. Items are `role="menuitem"` links or buttons
 * (a form's button works without scripts); `close` hides the menu after a scripted item.
 */
export function PopoverMenu({
  label,
  trigger,
  triggerLabel,
  triggerClassName,
  triggerTestId,
  className,
  openAtOnce = false,
  children,
}: {
  /** The menu's name. */
  label: string;
  trigger: ReactNode;
  /** The button's name when its content is an icon. */
  triggerLabel?: string;
  triggerClassName: string;
  triggerTestId?: string;
  className: string;
  /**
   * Open as soon as it is drawn: the tap that asked for it came before its code (a menu loaded
   * on intent, card-menu.tsx). The button is its source, so focus goes back to it on close.
   */
  openAtOnce?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Once, when drawn: later opening is the button's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first draw asks.
  useEffect(() => {
    if (openAtOnce && button.current) {
      button.current.focus();
      menu.current?.showPopover({ source: button.current });
    }
  }, []);
  const anchor = `--menu-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const close = () => menu.current?.hidePopover();
  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-label={triggerLabel}
        data-testid={triggerTestId}
        style={{ anchorName: anchor } as CSSProperties}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        style={{ positionAnchor: anchor } as CSSProperties}
        onToggle={focusFirst}
        onKeyDown={moveFocus}
        className={`popover-menu ${className}`}
      >
        {children(close)}
      </div>
    </>
  );
}
