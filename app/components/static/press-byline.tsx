import { formatPressDate, type PressArticle } from "@shared/content/press";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { Calendar, Clock } from "lucide-react";
import { usePageMessages } from "~/i18n/page-messages";

/** Category, date and read time of a press release (list and page), in the page's language. */
export function PressByline({ article }: { article: PressArticle }) {
  const { t, date, locale } = usePageMessages("press");
  // The day as published, in UTC, so the server and the hydrating browser print the same day.
  const day =
    locale === DEFAULT_LOCALE
      ? formatPressDate(article.date)
      : date(new Date(`${article.date}T00:00:00Z`), {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        {t(`press.category.${article.category}`)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Calendar aria-hidden className="size-4" />
        <time dateTime={article.date}>{day}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-4" />
        {t("press.readTime")}
      </span>
    </div>
  );
}
