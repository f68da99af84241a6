/** The units a duration is said in: each gives its number with the unit ("45m", "45 dk"). */
export type DurationUnits = Record<"minutes" | "hours" | "days", (n: number) => string>;

const ENGLISH: DurationUnits = {
  minutes: (n) => `${n}m`,
  hours: (n) => `${n}h`,
  days: (n) => `${n}d`,
};

/** A duration as people say it: "45m", "3h 20m", "2d 4h" (in English unless `units` say). */
export function formatDuration(ms: number, units: DurationUnits = ENGLISH): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return units.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60
      ? `${units.hours(hours)} ${units.minutes(minutes % 60)}`
      : units.hours(hours);
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${units.days(days)} ${units.hours(hours % 24)}` : units.days(days);
}
