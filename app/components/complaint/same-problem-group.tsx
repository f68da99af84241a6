import type { GroupLineNumbers } from "@shared/same-problem";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { useGroupLine } from "~/i18n/group-line";

/**
 * A "same problem" group (decision 029): "{n} people have this problem ({k} this week) · {r}
 * resolved", with the group's median response time. Complaints are grouped, never merged.
 */
export function SameProblemGroup({
  group,
  children,
}: {
  group: GroupLineNumbers;
  children?: ReactNode;
}) {
  const groupLine = useGroupLine();
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-800"
      data-testid="same-problem-group"
    >
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-600" />
      <div className="min-w-0">
        <p>{groupLine(group)}</p>
        {children}
      </div>
    </div>
  );
}
