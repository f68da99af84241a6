import { formatRelativeTime } from "@shared/relative-time";

// A fixed time zone: the server and every browser write the same text (no hydration mismatch).
const exactFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Nov 25, 2026, 10:04 PM UTC" */
export const exactTime = (at: number) => `${exactFormat.format(at)} UTC`;

/**
 * "3 hours ago", with its exact date and time on hover (the title) and for screen readers (read
 * after the relative time), and machine-readable in `datetime`.
 */
export function RelativeTime({
  at,
  now,
  className,
}: {
  at: Date | number;
  now: number;
  className?: string;
}) {
  const ms = typeof at === "number" ? at : at.getTime();
  if (!Number.isFinite(ms)) return <span className={className}>{formatRelativeTime(ms, now)}</span>;
  const exact = exactTime(ms);
  return (
    <time dateTime={new Date(ms).toISOString()} title={exact} className={className}>
      {formatRelativeTime(ms, now)}
      <span className="sr-only">, {exact}</span>
    </time>
  );
}
