import type { HistogramDay } from "@worker/services/companies/flood-page";
import { useI18n } from "~/i18n/i18n";

const BAR_AREA = 100;

/**
 * Complaints per day over the last 90 days, the flagged windows' days shaded (decision 031). Drawn
 * on the server as SVG, no script; the days with complaints are also listed as a table for
 * screen readers, and the legend says what the shading means.
 */
export function FloodHistogram({ days }: { days: HistogramDay[] }) {
  const { date } = useI18n();
  // "27 Nov" in the page's language, the UTC day the complaints were counted in.
  const shortDay = (day: string) =>
    date(Date.parse(`${day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
  const max = Math.max(1, ...days.map((day) => day.count));
  const flagged = days.filter((day) => day.flagged);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  return (
    <figure
      aria-labelledby="flood-histogram-caption"
      // Its own height beside the taller metrics table (no empty stretch below the legend).
      className="space-y-2 self-start rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
      data-testid="flood-histogram"
    >
      <figcaption id="flood-histogram-caption" className="text-sm font-semibold">
        Complaints per day, last {days.length} days
      </figcaption>
      <svg
        viewBox={`0 0 ${days.length} ${BAR_AREA}`}
        preserveAspectRatio="none"
        className="block h-24 w-full"
        aria-hidden="true"
      >
        {days.map((day, index) =>
          day.flagged ? (
            <rect
              key={`shade-${day.day}`}
              x={index}
              y={0}
              width={1}
              height={BAR_AREA}
              className="fill-amber-100"
              data-flagged="true"
            />
          ) : null,
        )}
        {days.map((day, index) => {
          const height = (day.count / max) * BAR_AREA;
          return day.count > 0 ? (
            <rect
              key={day.day}
              x={index + 0.15}
              y={BAR_AREA - height}
              width={0.7}
              height={height}
              className={day.flagged ? "fill-amber-700" : "fill-neutral-500"}
            />
          ) : null;
        })}
      </svg>
      <div className="flex justify-between text-xs text-neutral-600" aria-hidden="true">
        <span>{shortDay(first)}</span>
        <span>{shortDay(last)}</span>
      </div>
      <p className="flex items-center gap-2 text-xs text-neutral-700">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-3 rounded-sm border border-amber-300 bg-amber-100"
        />
        Shaded: days in a window of unusual activity (
        {flagged.length === 1 ? "1 day" : `${flagged.length} days`}). Highest day: {max}{" "}
        {max === 1 ? "complaint" : "complaints"}.
      </p>
      <table className="sr-only">
        <caption>Days with complaints in the last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Complaints</th>
            <th scope="col">Unusual activity</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => day.count > 0 || day.flagged)
            .map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td>{day.count}</td>
                <td>{day.flagged ? "Yes" : "No"}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
