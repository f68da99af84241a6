import { formatDuration } from "@shared/duration";
import type { I18n } from "./i18n";
import { usePageMessages } from "./page-messages";

/**
 * A short duration ("45m", "3h 20m") in the page's language from the root catalogue's three
 * units (`time.*`): for pages without a duration section, such as the card's escalation clock.
 */
export const shortDuration = (t: I18n["t"], ms: number) =>
  formatDuration(ms, {
    minutes: (n) => t("time.minutes", { n }),
    hours: (n) => t("time.hours", { n }),
    days: (n) => t("time.days", { n }),
  });

/**
 * A duration as people say it ("45m", "3h 20m", "2d 4h") in the page's language, from a section
 * carrying `group.*`'s `duration.*` (create, the complaint page, the company page); without
 * one, from the root catalogue's units (`shortDuration`). In a module of its own (group-line.ts re-exports it) so the card, on every
 * page, does not pull the "same problem" line's code into the shared chunk.
 */
export function useDuration() {
  const { t, number, has } = usePageMessages("create", "complaint", "company");
  return (ms: number) => {
    if (!has("duration.minutes")) return shortDuration(t, ms);
    const minutes = Math.max(0, Math.round(ms / 60_000));
    if (minutes < 60) return t("duration.minutes", { minutes: number(minutes) });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) {
      return minutes % 60
        ? t("duration.hoursMinutes", { hours: number(hours), minutes: number(minutes % 60) })
        : t("duration.hours", { hours: number(hours) });
    }
    const days = Math.floor(hours / 24);
    return hours % 24
      ? t("duration.daysHours", { days: number(days), hours: number(hours % 24) })
      : t("duration.days", { days: number(days) });
  };
}
