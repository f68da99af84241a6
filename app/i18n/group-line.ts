import { formatDuration } from "@shared/duration";
import { type GroupLineNumbers, groupLine } from "@shared/same-problem";
import { usePageMessages } from "./page-messages";

/**
 * A duration as people say it (shared/duration.ts's rounding: "45m", "3h 20m", "2d 4h") in the
 * page's language, from a section that carries `group.*` (create, the complaint page, the company
 * page); English without one.
 */
export function useDuration() {
  const { t, number, has } = usePageMessages("create", "complaint", "company");
  return (ms: number) => {
    if (!has("duration.minutes")) return formatDuration(ms);
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

/**
 * A "same problem" group's line (shared/same-problem.ts `groupLine`) in the page's language,
 * from the `create`, `complaint` or `company` section; on a page without them, the shared
 * English line as before.
 */
export function useGroupLine() {
  const { t, plural, number, has } = usePageMessages("create", "complaint", "company");
  const duration = useDuration();
  return (group: GroupLineNumbers) => {
    if (!has("group.line")) return groupLine(group, formatDuration);
    const response =
      group.medianResponseMs === null
        ? t("group.noResponse")
        : t("group.medianResponse", { duration: duration(group.medianResponseMs) });
    return t("group.line", {
      people: plural("group.people", group.people),
      thisWeek: number(group.thisWeek),
      resolved: number(group.resolved),
      response,
    });
  };
}
