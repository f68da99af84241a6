/** The four complaint statuses in the spec's words, one place for badges, filters and feeds. */
export const STATUS_LABELS = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  escalated: "Escalated",
} as const;

export type StatusKey = keyof typeof STATUS_LABELS;

/** [value, label] pairs in the spec's order, for filter menus. */
export const STATUS_OPTIONS = Object.entries(STATUS_LABELS) as [StatusKey, string][];

/** The label of a stored status; "Unknown" for anything else, a missing one is open. */
export function statusLabel(status: string | null | undefined) {
  if (!status) return STATUS_LABELS.open;
  return status in STATUS_LABELS ? STATUS_LABELS[status as StatusKey] : "Unknown";
}
