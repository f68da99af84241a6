import type { NotificationItem } from "@worker/services/notifications";
import { Bell, CheckCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { useUnreadNotifications } from "../../components/notifications/unread-badge";
import { NotificationRow } from "./notification-item";
import type { loader, NotificationsAnswer } from "./route";

type Page = { items: NotificationItem[]; nextCursor: string | null };

const buttonClass =
  "inline-flex items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium shadow-sm hover:bg-neutral-50 disabled:opacity-60";

/** Replaces items already shown by their fresh copy and appends the new ones. */
function upsert(list: NotificationItem[], fresh: NotificationItem[]) {
  const byId = new Map(fresh.map((item) => [item.id, item]));
  const kept = list.map((item) => byId.get(item.id) ?? item);
  const known = new Set(list.map((item) => item.id));
  return [...kept, ...fresh.filter((item) => !known.has(item.id))];
}

/**
 * The list of /notifications: the server's first page, "Load more" pages appended from
 * `?cursor=`, and "Mark all as read". After an action every loader runs again (the first page,
 * the badge, and the last loaded page's fetcher), so fresh copies replace the shown ones.
 */
export function NotificationList({ initial, now }: { initial: Page; now: number }) {
  const unread = useUnreadNotifications();
  const { t } = usePageMessages("yours");
  const { plural } = useI18n();
  const more = useFetcher<typeof loader>();
  const readAll = useFetcher<NotificationsAnswer>();
  const [extra, setExtra] = useState<NotificationItem[]>([]);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const seen = useRef<typeof more.data>(undefined);

  useEffect(() => {
    const loaded = more.data;
    if (!loaded?.signedIn || loaded === seen.current || more.state !== "idle") return;
    seen.current = loaded;
    setExtra((items) => upsert(items, loaded.page.items));
    // A revalidation loads the same page again, so its cursor is the one already set.
    setCursor(loaded.page.nextCursor);
  }, [more.data, more.state]);

  useActionToast(readAll, () =>
    setExtra((items) => items.map((item) => ({ ...item, read: true }))),
  );

  const items = upsert(initial.items, extra);
  const loading = more.state !== "idle";

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 px-6 py-12 text-center">
        <Bell aria-hidden="true" className="size-8 text-neutral-400" />
        <p className="font-semibold">{t("notifications.emptyTitle")}</p>
        <p className="max-w-sm text-sm text-neutral-600">{t("notifications.emptyText")}</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-600" data-testid="unread-summary">
          {unread === 0 ? t("notifications.caughtUp") : plural("shell.unread", unread)}
        </p>
        {unread > 0 ? (
          <readAll.Form method="post" action="/notifications">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className={buttonClass} disabled={readAll.state !== "idle"}>
              <CheckCheck aria-hidden="true" className="size-4" /> {t("notifications.markAllRead")}
            </button>
          </readAll.Form>
        ) : null}
      </div>
      <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 bg-white p-1 shadow-sm">
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} now={now} />
        ))}
      </ul>
      {cursor ? (
        <more.Form method="get" action="/notifications" className="flex justify-center">
          <input type="hidden" name="cursor" value={cursor} />
          <button type="submit" className={buttonClass} disabled={loading}>
            {loading ? t("notifications.loading") : t("notifications.loadMore")}
          </button>
        </more.Form>
      ) : null}
    </div>
  );
}
