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

const weekLabel = (ms: number) =>
  new Date(ms).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });

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

/** The Analytics tab's charts (recharts, loaded only when the tab opens). */
export default function AnalyticsCharts({ weeks }: { weeks: WeekPoint[] }) {
  const points = weeks.map((week) => ({ ...week, label: weekLabel(week.week) }));
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="analytics-charts">
      <Chart title="Complaints per week">
        <BarChart data={points}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} width={28} />
          <Tooltip />
          <Bar dataKey="complaints" name="Complaints" fill="#dc2f2a" />
          <Bar dataKey="responded" name="Answered" fill="#16a34a" />
        </BarChart>
      </Chart>
      <Chart title="Average hours to first response">
        <LineChart data={points}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis fontSize={11} width={32} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="averageResponseHours"
            name="Hours"
            stroke="#2563eb"
            connectNulls
          />
        </LineChart>
      </Chart>
      <Chart title="Resolution and satisfaction">
        <LineChart data={points}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis fontSize={11} width={32} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="resolved" name="Resolved" stroke="#16a34a" />
          <Line
            type="monotone"
            dataKey="satisfaction"
            name="Satisfied %"
            stroke="#9333ea"
            connectNulls
          />
        </LineChart>
      </Chart>
    </div>
  );
}
