import { type FeedScope, feedPath } from "@shared/feed-paths";
import { localizedPath } from "@shared/i18n";
import { Rss } from "lucide-react";
import { useI18n } from "~/i18n/i18n";

/**
 * A visible link to the page's Atom feed (the `<link rel="alternate">` in the head is for feed
 * readers that look for one; people need to see it). `about` finishes its accessible name:
 * "Atom feed of …". It links the feed of the page's language (plain for English).
 */
export function FeedLink({ scope, about }: { scope: FeedScope; about: string }) {
  const { locale, t } = useI18n();
  return (
    <a
      href={localizedPath(feedPath(scope), locale)}
      type="application/atom+xml"
      className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
      data-testid="feed-link"
    >
      <Rss aria-hidden="true" className="size-4 text-orange-600" />
      {t("feedLink.label")}
      <span className="sr-only"> {t("feedLink.of", { about })}</span>
    </a>
  );
}
