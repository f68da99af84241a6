import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The signed-in person's unread notifications, from the root loader (0 for visitors). */
export function useUnreadNotifications() {
  return useRouteLoaderData<typeof loader>("root")?.unreadNotifications ?? 0;
}

/**
 * The accessible name of a link to /notifications ("Notifications, 3 unread"), given as hidden
 * text rather than aria-label, so the name always contains what the link visibly says.
 */
export function notificationsLabel(
  label: string,
  unread: number,
  plural: (key: "shell.unread", count: number) => string = (_, n) => `${n} unread`,
) {
  return unread > 0 ? `${label}, ${plural("shell.unread", unread)}` : label;
}

/** The red count on the bell; the link's hidden text carries the number for screen readers. */
export function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={`pointer-events-none absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white ${className}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
