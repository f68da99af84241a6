import { formatRelativeTime } from "~/lib/relative-time";
import type { ComplaintCardData } from "../../worker/services/complaint-feed";

const DEFAULT_AUTHOR_NAME = "Anonymous user";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** A complaint as a card. The foundation's simple card; the full card comes with the feed issue. */
export function ComplaintCard({ complaint, now }: { complaint: ComplaintCardData; now: number }) {
  const authorName = complaint.author.name ?? DEFAULT_AUTHOR_NAME;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
      data-testid="complaint-card"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
        >
          {complaint.company.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{complaint.company.name}</p>
          <p className="truncate text-xs text-neutral-500">
            {authorName} ·{" "}
            <time dateTime={new Date(complaint.createdAt).toISOString()}>
              {formatRelativeTime(complaint.createdAt, now)}
            </time>
            {complaint.location ? ` · ${complaint.location}` : null}
          </p>
        </div>
      </header>
      <p className="line-clamp-4 text-sm leading-relaxed text-neutral-800">{complaint.text}</p>
      <footer className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs whitespace-nowrap text-neutral-600">
        <span>{plural(complaint.uckCount, "uck")}</span>
        <span>{plural(complaint.commentsCount, "comment")}</span>
        <span>{complaint.hasResponse ? "Company responded" : "No response from company yet"}</span>
      </footer>
    </article>
  );
}
