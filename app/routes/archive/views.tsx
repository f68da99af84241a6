import { archivePath } from "@shared/archive";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { Crumbs, Empty, PagedComplaints, PageLinks } from "./archive-parts";
import type { ArchiveData } from "./loaders.server";

/**
 * The four archive pages' bodies (decision 049): /archive, a year, a month, a day. Plain links
 * only; each page carries the links that keep every complaint a few clicks from home (/archive
 * links every month, a month every page of every day).
 */

type Of<K extends ArchiveData["kind"]> = Extract<ArchiveData, { kind: K }>;

const monthLink =
  "inline-block rounded border border-neutral-300 px-2 py-1 text-brand-600 hover:bg-neutral-50";

export function CalendarView({ years, movedBefore }: Of<"all">) {
  const { t, plural } = usePageMessages("discovery");
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("archive.title")}</h1>
        <p className="text-neutral-600">{t("archive.description")}</p>
        {movedBefore !== null ? (
          <p className="text-sm text-neutral-600" data-testid="archive-moved-note">
            {t("archive.movedNote", { year: String(movedBefore) })}
          </p>
        ) : null}
      </header>
      {years.length === 0 ? (
        <Empty>{t("archive.emptyAll")}</Empty>
      ) : (
        <ol className="space-y-5">
          {years.map((entry) => (
            <li key={entry.year} className="space-y-2">
              <h2 className="text-lg font-semibold">
                <Link to={archivePath({ year: entry.year })} className="hover:underline">
                  {entry.year}
                </Link>{" "}
                <span className="text-sm font-normal text-neutral-500">
                  {plural("archive.count", entry.complaints)}
                </span>
              </h2>
              <ul className="flex flex-wrap gap-2 text-sm">
                {entry.months.map((month) => (
                  <li key={month.month}>
                    <Link
                      to={archivePath({ year: entry.year, month: month.month })}
                      className={monthLink}
                    >
                      {month.name} <span className="text-neutral-500">({month.complaints})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function YearView({ year, months }: Of<"year">) {
  const { t, plural } = usePageMessages("discovery");
  return (
    <>
      <Crumbs items={[{ to: archivePath(), label: t("archive.title") }]} />
      <h1 className="text-2xl font-bold">{t("archive.yearTitle", { year: String(year) })}</h1>
      {months.length === 0 ? (
        <Empty>{t("archive.emptyYear")}</Empty>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-3">
          {months.map((month) => (
            <li key={month.month}>
              <Link
                to={archivePath({ year, month: month.month })}
                className="block rounded-lg border border-neutral-200 bg-white p-3 hover:bg-neutral-50"
                data-testid="archive-month"
              >
                <span className="font-semibold text-brand-600">{month.name}</span>
                <span className="block text-sm text-neutral-600">
                  {plural("archive.count", month.complaints)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function MonthView({ year, month, label, days }: Of<"month">) {
  const { t, plural } = usePageMessages("discovery");
  return (
    <>
      <Crumbs
        items={[
          { to: archivePath(), label: t("archive.title") },
          { to: archivePath({ year }), label: String(year) },
        ]}
      />
      <h1 className="text-2xl font-bold">{t("archive.monthTitle", { month: label })}</h1>
      {days.length === 0 ? (
        <Empty>{t("archive.emptyMonth")}</Empty>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {days.map((entry) => (
            <li
              key={entry.day}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-testid="archive-day"
            >
              <p>
                <Link
                  to={archivePath({ year, month, day: entry.day })}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  {entry.label}
                </Link>{" "}
                <span className="text-sm text-neutral-600">
                  {plural("archive.count", entry.complaints)}
                </span>
              </p>
              <PageLinks
                pages={entry.pages}
                pathOf={(n) => archivePath({ year, month, day: entry.day }, n)}
                label={`${entry.label}: ${t("archive.pages")}`}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function DayView({ date, label, month, items, count, pages, page }: Of<"day">) {
  const { t } = usePageMessages("discovery");
  return (
    <>
      <Crumbs
        items={[
          { to: archivePath(), label: t("archive.title") },
          { to: archivePath({ year: date.year }), label: String(date.year) },
          { to: archivePath({ year: date.year, month: date.month }), label: month },
        ]}
      />
      <PagedComplaints
        title={t("archive.dayTitle", { day: label })}
        count={count}
        page={page}
        pages={pages}
        pathOf={(n) => archivePath(date, n)}
        items={items}
        empty={t("archive.emptyDay")}
      />
    </>
  );
}
