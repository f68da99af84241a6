import { formatPressDate, type PressArticle } from "@shared/content/press";
import { Calendar, Clock } from "lucide-react";

/** Category, date and read time of a press release (list and page). */
export function PressByline({ article }: { article: PressArticle }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        {article.category}
      </span>
      <span className="inline-flex items-center gap-1">
        <Calendar aria-hidden className="size-4" />
        <time dateTime={article.date}>{formatPressDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-4" />
        {article.readTime}
      </span>
    </div>
  );
}
