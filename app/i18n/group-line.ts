import { formatDuration } from "@shared/duration";
import { type GroupLineNumbers, groupLine } from "@shared/same-problem";
import { useDuration } from "./duration";
import { usePageMessages } from "./page-messages";

export { useDuration };

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
