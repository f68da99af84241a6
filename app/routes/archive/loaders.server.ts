import { type ArchiveDate, pageCount } from "@shared/archive";
import type { UckLoadContext } from "@worker/load-context";
import {
  archiveDayPage,
  archiveDaysOf,
  archiveMonthsAll,
  archiveMonthsOf,
  firstLiveYear,
} from "@worker/services/archive/archive";
import { data } from "react-router";
import { archiveItems, dayLabel, monthLabel, monthName } from "./labels.server";

/**
 * What each archive page reads (decision 049), all from archive_days but a day's complaints:
 * /archive (every year with its months), /archive/{year} (its months), /archive/{year}/{month}
 * (its days, each with the number of its pages) and /archive/{year}/{month}/{day}?page=N.
 */

/** The archive's database (the years moved out, decision 048) first, then the live one. */
export const archiveDatabases = (context: UckLoadContext) => [context.archiveDb, context.db];

export async function calendarPage(context: UckLoadContext) {
  const [months, movedBefore] = await Promise.all([
    archiveMonthsAll(archiveDatabases(context)),
    firstLiveYear(context.archiveDb),
  ]);
  const years: {
    year: number;
    complaints: number;
    months: { month: number; name: string; complaints: number }[];
  }[] = [];
  for (const row of months) {
    const year = Number(row.key.slice(0, 4));
    const month = Number(row.key.slice(5, 7));
    let entry = years.at(-1);
    if (entry?.year !== year) {
      entry = { year, complaints: 0, months: [] };
      years.push(entry);
    }
    entry.complaints += row.complaints;
    entry.months.push({
      month,
      name: monthName(year, month, context.locale),
      complaints: row.complaints,
    });
  }
  for (const entry of years) entry.months.sort((a, b) => a.month - b.month);
  return { kind: "all" as const, years, movedBefore };
}

export async function yearPage(context: UckLoadContext, year: number) {
  const rows = await archiveMonthsOf(archiveDatabases(context), year);
  return {
    kind: "year" as const,
    year,
    months: rows.map((row) => {
      const month = Number(row.key.slice(5, 7));
      return { month, name: monthName(year, month, context.locale), complaints: row.complaints };
    }),
  };
}

export async function monthPage(context: UckLoadContext, year: number, month: number) {
  const rows = await archiveDaysOf(archiveDatabases(context), { year, month });
  const size = context.config.archivePageSize;
  return {
    kind: "month" as const,
    year,
    month,
    label: monthLabel(year, month, context.locale),
    days: rows.map((row) => {
      const day = Number(row.key.slice(8, 10));
      return {
        day,
        label: dayLabel({ year, month, day }, context.locale),
        complaints: row.complaints,
        pages: pageCount(row.complaints, size),
      };
    }),
  };
}

export async function dayPage(
  context: UckLoadContext,
  date: Required<ArchiveDate>,
  pageParam: string | null,
) {
  const page = await archiveDayPage(
    archiveDatabases(context),
    date,
    pageParam,
    context.config.archivePageSize,
  );
  if (!page) throw data(null, { status: 404 });
  return {
    kind: "day" as const,
    date,
    label: dayLabel(date, context.locale),
    month: monthLabel(date.year, date.month, context.locale),
    ...archiveItems(page, context.locale),
  };
}

export type ArchiveData =
  | Awaited<ReturnType<typeof calendarPage>>
  | Awaited<ReturnType<typeof yearPage>>
  | Awaited<ReturnType<typeof monthPage>>
  | Awaited<ReturnType<typeof dayPage>>;
