import { DEFAULT_LOCALE } from "@shared/i18n";
import type { WeekPoint } from "@worker/services/companies/analytics";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { usePageMessages } from "~/i18n/page-messages";

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

const axis = { fontSize: 11, tickLine: false } as const;
// On a phone a dozen week labels do not fit: recharts drops the ones that would overlap.
const weekAxis = <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={16} />;
const legend = <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />;

/**
 * The Analytics tab's charts (recharts, loaded only when the tab opens). Each has a legend; a
 * count and a percentage never share an axis (the percentage has its own, 0–100 %, on the
 * right); lines are monotone, so they never swing above or below the weeks' real values.
 */
export default function AnalyticsCharts({ weeks }: { weeks: WeekPoint[] }) {
  const { date, t, locale, number } = usePageMessages("company");
  // The percentage axis as the page says percentages: "50%" in English, "%50" in Turkish.
  const percent = (value: number) =>
    locale === DEFAULT_LOCALE
      ? `${value}%`
      : number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  // A week starts on a UTC day: its label is that day, in the page's language.
  const weekLabel = (ms: number) => date(ms, { month: "short", day: "numeric", timeZone: "UTC" });
  const points = weeks.map((week) => ({ ...week, label: weekLabel(week.week) }));
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="analytics-charts">
      <Chart title={t("charts.perWeek")}>
        <BarChart data={points} margin={{ top: 4, right: 4, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis allowDecimals={false} {...axis} width={28} />
          <Tooltip />
          {legend}
          <Bar dataKey="complaints" name={t("charts.complaints")} fill="#dc2f2a" />
          <Bar dataKey="responded" name={t("charts.answered")} fill="#16a34a" />
        </BarChart>
      </Chart>
      <Chart title={t("charts.hours")}>
        <LineChart data={points} margin={{ top: 4, right: 4, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis
            {...axis}
            width={32}
            allowDecimals={false}
            domain={[0, "auto"]}
            unit={t("charts.hourUnit")}
          />
          <Tooltip />
          {legend}
          <Line
            type="monotone"
            dataKey="averageResponseHours"
            name={t("charts.hoursLine")}
            stroke="#2563eb"
            connectNulls
          />
        </LineChart>
      </Chart>
      <Chart title={t("charts.resolution")}>
        <LineChart data={points} margin={{ top: 4, right: 0, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis yAxisId="count" allowDecimals={false} {...axis} width={28} />
          <YAxis
            yAxisId="percent"
            orientation="right"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={percent}
            {...axis}
            width={40}
          />
          <Tooltip />
          {legend}
          <Line
            yAxisId="count"
            type="monotone"
            dataKey="resolved"
            name={t("charts.resolved")}
            stroke="#16a34a"
          />
          <Line
            yAxisId="percent"
            type="monotone"
            dataKey="satisfaction"
            name={t("charts.satisfied")}
            stroke="#9333ea"
            connectNulls
          />
        </LineChart>
      </Chart>
    </div>
  );
}
