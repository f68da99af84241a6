import { archivePath, parseArchiveDate } from "@shared/archive";
import { archiveDayPage } from "@worker/services/archive/archive";
import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/day";
import { ComplaintList, Crumbs, PageLinks } from "./archive-parts";
import { archiveItems, dayLabel, monthLabel } from "./labels.server";

export const handle = { title: "Archive" };

/**
 * /archive/{year}/{month}/{day}?page=N (decision 049): one page of the day's complaints, oldest
 * first, and a direct link to every page of the day. A date that does not exist, a day to come
 * or a page past the last answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const date = parseArchiveDate({ year: params.year, month: params.month, day: params.day });
  if (!date?.month || !date.day) throw data(null, { status: 404 });
  const day = { year: date.year, month: date.month, day: date.day };
  const page = await archiveDayPage(
    context.db,
    day,
    new URL(request.url).searchParams.get("page"),
    context.config.archivePageSize,
  );
  if (!page) throw data(null, { status: 404 });
  return {
    date: day,
    label: dayLabel(day, context.locale),
    month: monthLabel(day.year, day.month, context.locale),
    ...archiveItems(page, context.locale),
    pageMessages: pageMessages("discovery", context.locale, ["archive."]),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return errorTitle(matches, "meta.notFound");
  const words = wordsOf(page.pageMessages);
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

export default function ArchiveDayPage({ loaderData }: Route.ComponentProps) {
  const { date, label, month, items, count, pages, page } = loaderData;
  const { t, plural } = usePageMessages("discovery");
  const links = (
    <PageLinks
      pages={pages}
      page={page}
      pathOf={(n) => archivePath(date, n)}
      label={t("archive.pages")}
      testId="archive-pages"
    />
  );
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <Crumbs
        items={[
          { to: archivePath(), label: t("archive.title") },
          { to: archivePath({ year: date.year }), label: String(date.year) },
          { to: archivePath({ year: date.year, month: date.month }), label: month },
        ]}
      />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("archive.dayTitle", { day: label })}</h1>
        <p className="text-sm text-neutral-600">
          {plural("archive.count", count)}
          {pages > 1 ? ` · ${t("archive.pageOf", { page, pages })}` : null}
        </p>
      </header>
      {links}
      <ComplaintList items={items} empty={t("archive.emptyDay")} />
      {links}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
