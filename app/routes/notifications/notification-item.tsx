import type { NotificationItem as Item, NotificationType } from "@worker/services/notifications";
import {
  BadgeCheck,
  Banknote,
  Building2,
  CalendarClock,
  FilePlus2,
  Flame,
  type LucideIcon,
  MessageSquare,
  ShieldAlert,
  Siren,
  ThumbsDown,
  UserPlus,
} from "lucide-react";
import { Form, Link } from "react-router";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";

const ICONS: Record<NotificationType, LucideIcon> = {
  company_responded: Building2,
  complaint_escalated: Siren,
  complaint_resolved: BadgeCheck,
  response_unsatisfied: ThumbsDown,
  complaint_commented: MessageSquare,
  complaint_ucked: Flame,
  user_followed: UserPlus,
  complaint_filed: FilePlus2,
  claim_decided: Building2,
  refund_answered: Banknote,
  refund_offered: Banknote,
  complaint_in_review: Building2,
  review_needed: Building2,
  extortion_reported: ShieldAlert,
  extortion_found: ShieldAlert,
  extortion_appeal_decided: ShieldAlert,
  clock_deadline: CalendarClock,
};

const rowClass =
  "flex w-full items-start gap-3 rounded-lg px-3 py-3 text-left text-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-500";

function Body({ item, now }: { item: Item; now: number }) {
  const Icon = ICONS[item.type];
  const { t } = usePageMessages("yours");
  return (
    <>
      <span
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${
          item.read ? "bg-neutral-100 text-neutral-600" : "bg-brand-50 text-brand-700"
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        {item.read ? null : <span className="sr-only">{t("notifications.unread")}</span>}
        <span
          className={`block break-words ${item.read ? "text-neutral-700" : "font-semibold text-neutral-900"}`}
        >
          {item.text}
        </span>
        <RelativeTime
          at={item.createdAt}
          now={now}
          className="mt-0.5 block text-xs text-neutral-600"
        />
      </span>
      {item.read ? null : (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />
      )}
    </>
  );
}

/**
 * One notification. An unread one is a button that posts `open`: the server marks it read and
 * redirects to what it is about, so the badge is right on the next page (and it works without
 * JavaScript). A read one is a plain link.
 */
export function NotificationRow({ item, now }: { item: Item; now: number }) {
  return (
    <li
      data-testid="notification"
      data-read={item.read}
      className={item.read ? "" : "rounded-lg bg-brand-50/60"}
    >
      {item.read ? (
        item.href ? (
          <Link to={item.href} className={rowClass}>
            <Body item={item} now={now} />
          </Link>
        ) : (
          <div className={rowClass}>
            <Body item={item} now={now} />
          </div>
        )
      ) : (
        <Form method="post" action="/notifications">
          <input type="hidden" name="intent" value="open" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className={rowClass}>
            <Body item={item} now={now} />
          </button>
        </Form>
      )}
    </li>
  );
}
