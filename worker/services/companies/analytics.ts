import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
import { confirmedSql } from "./figures";

const WEEK = 7 * 24 * 60 * 60 * 1000;
export const ANALYTICS_WEEKS = 12;

export type WeekPoint = {
  /** Start of the week (ms). */
  week: number;
  complaints: number;
  responded: number;
  /** Average hours to the first response of that week's complaints; null without responses. */
  averageResponseHours: number | null;
  resolved: number;
  /** Percent satisfied of that week's verdicts; null without verdicts. */
  satisfaction: number | null;
};

/** The last 12 weeks of a company's complaints, by week of filing, from one grouped query. */
export async function companyAnalytics(
  db: Database,
  companyId: string,
  now: number,
): Promise<WeekPoint[]> {
  const start = now - ANALYTICS_WEEKS * WEEK;
  const weekIndex = sql<number>`cast((${complaints.createdAt} - ${start}) / ${WEEK} as integer)`;
  const rows = await db
    .select({
      index: weekIndex,
      complaints: sql<number>`count(*)`,
      responded: sql<number>`sum(${complaints.responseAt} is not null)`,
      averageDelay: sql<
        number | null
      >`avg(case when ${complaints.responseAt} is not null then ${complaints.responseAt} - ${complaints.createdAt} end)`,
      // Confirmed by the complainant (the figures module's rule, decision 040).
      resolved: sql<number>`sum(${confirmedSql})`,
      satisfied: sql<number>`sum(${complaints.isSatisfied} = 1)`,
      verdicts: sql<number>`sum(${complaints.isSatisfied} is not null)`,
    })
    .from(complaints)
    .where(sql`${eq(complaints.companyId, companyId)} and ${complaints.createdAt} >= ${start}`)
    .groupBy(weekIndex);
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  return Array.from({ length: ANALYTICS_WEEKS }, (_, index) => {
    const row = byIndex.get(index);
    return {
      week: start + index * WEEK,
      complaints: row?.complaints ?? 0,
      responded: row?.responded ?? 0,
      averageResponseHours:
        row?.averageDelay == null ? null : Math.round((row.averageDelay / 3_600_000) * 10) / 10,
      resolved: row?.resolved ?? 0,
      satisfaction:
        row && row.verdicts > 0 ? Math.round((row.satisfied / row.verdicts) * 100) : null,
    };
  });
}
