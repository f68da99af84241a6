const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The spec's relative time: under 1 hour "Just now"; then hours up to 23; "1 day ago"; days up
 * to 6; then weeks. `now` is passed in so the server and the hydrating browser agree.
 */
export function formatRelativeTime(at: Date | number, now: Date | number): string {
  const then = typeof at === "number" ? at : at.getTime();
  const current = typeof now === "number" ? now : now.getTime();
  if (!Number.isFinite(then)) return "Unknown time";
  const elapsed = Math.max(0, current - then);
  if (elapsed < HOUR) return "Just now";
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  }
  if (elapsed < WEEK) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? "1 day ago" : `${days} days ago`;
  }
  const weeks = Math.floor(elapsed / WEEK);
  return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
}
