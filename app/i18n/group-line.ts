import { type GroupLineNumbers, groupLine } from "@shared/same-problem";
import { useI18n } from "./i18n";
import { usePageMessages } from "./page-messages";

/**
 * A "same problem" group's line (shared/same-problem.ts `groupLine`) in the page's language,
 * from the `create`, `complaint` or `company` section; on a page without them, the shared
 * English line as before.
 */
export function useGroupLine() {
  const { t, plural, number, has } = usePageMessages("create", "complaint", "company");
  const { duration } = useI18n();
  return (group: GroupLineNumbers) => {
    if (!has("group.line")) return groupLine(group, duration);
    const response =
      group.medianResponseMs === null
        ? t("group.noResponse")
        : t("group.medianResponse", { duration: duration(group.medianResponseMs) });
    const line = t("group.line", {
      people: plural("group.people", group.people),
      thisWeek: number(group.thisWeek),
      resolved: number(group.resolved),
      response,
    });
    // Younger accounts are in the group but not in its count yet (decision 039).
    if (group.waiting === 0) return line;
    return t("group.withWaiting", { line, waiting: plural("group.waiting", group.waiting) });
  };
}
