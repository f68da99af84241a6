import * as Tooltip from "@radix-ui/react-tooltip";
import { type ReactNode, useEffect, useRef, useState } from "react";

const CLOSE_DELAY_MS = 100;

/**
 * The spec's nav tooltip: opens at once (Radix `delayDuration` 0) and closes 100 ms after the
 * pointer or focus leaves (Radix closes immediately, so the close is held back here).
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
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  if (!enabled) return children;
  const onOpenChange = (next: boolean) => {
    window.clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    else closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange} delayDuration={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
