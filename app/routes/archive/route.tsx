import { archivePath, parseArchiveDate } from "@shared/archive";
import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/route";
import { calendarPage, dayPage, monthPage, yearPage } from "./loaders.server";
import { CalendarView, DayView, MonthView, YearView } from "./views";

export const handle = { title: "Archive", titleKey: "archive.title" };

/**
 * /archive, /archive/{year}, /archive/{year}/{month} and /archive/{year}/{month}/{day}?page=N
 * (decision 049): one route for the four, so the route manifest every page loads grows
 * by one entry. Anything but a real date from 2000 up to today (2024/02/30, month 13, "abc", a
 * day to come) and a page past the last answer 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await (async () => {
    if (params.year === undefined) return calendarPage(context);
    const date = parseArchiveDate({ year: params.year, month: params.month, day: params.day });
    if (!date) throw data(null, { status: 404 });
    if (date.month === undefined) return yearPage(context, date.year);
    if (date.day === undefined) return monthPage(context, date.year, date.month);
    const day = { year: date.year, month: date.month, day: date.day };
    return dayPage(context, day, new URL(request.url).searchParams.get("page"));
  })();
  return { page, pageMessages: pageMessages("discovery", context.locale, ["archive."]) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return errorTitle(matches, "meta.notFound");
  const words = wordsOf(loaded.pageMessages);
  const { page } = loaded;
  if (page.kind === "all")
    return pageMeta(matches, {
      title: words["archive.title"],
      description: words["archive.description"],
      path: archivePath(),
    });
  if (page.kind === "year") {
    const year = String(page.year);
    return pageMeta(matches, {
      title: fill(words["archive.yearTitle"], { year }),
      description: fill(words["archive.yearDescription"], { year }),
      path: archivePath({ year: page.year }),
    });
  }
  if (page.kind === "month")
    return pageMeta(matches, {
      title: fill(words["archive.monthTitle"], { month: page.label }),
      description: fill(words["archive.monthDescription"], { month: page.label }),
      path: archivePath({ year: page.year, month: page.month }),
    });
  const title = fill(words["archive.dayTitle"], { day: page.label });
  return pageMeta(matches, {
    title:
      page.page > 1
        ? `${title} · ${fill(words["archive.pageOf"], { page: page.page, pages: page.pages })}`
        : title,
    description: fill(words["archive.dayDescription"], { day: page.label }),
    path: archivePath(page.date, page.page),
  });
};

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      {page.kind === "all" ? (
        <CalendarView {...page} />
      ) : page.kind === "year" ? (
        <YearView {...page} />
      ) : page.kind === "month" ? (
        <MonthView {...page} />
      ) : (
        <DayView {...page} />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
