import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { packPage } from "~/lib/card-wire.server";
import { FEEDS_HEADS } from "~/lib/heads/feeds";
import { pageMeta } from "~/lib/meta";
import { headOf } from "~/lib/page-heads";
import type { Route } from "./+types/sorted-feed";

/**
 * The complaints in one order of the whole site: one page at two addresses (app/routes.ts). The
 * top bar names each by its navigation label; late or crowded engagement counts a day later.
 */
const SORTED_FEEDS = {
  "/most-commented": {
    sort: "most_commented",
    words: "mostCommented.",
    description: "mostCommented.description",
  },
  "/most-shared": {
    sort: "most_shared",
    words: "mostShared.",
    description: "mostShared.description",
  },
} as const;
type SortedPath = keyof typeof SORTED_FEEDS;

const pathOf = (pathname: string): SortedPath =>
  pathname.endsWith("/most-shared") ? "/most-shared" : "/most-commented";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, headOf(FEEDS_HEADS, loaderData?.path ?? pathOf(location.pathname), loaderData));

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(new URL(request.url).pathname);
  const { sort, words } = SORTED_FEEDS[path];
  const feed = await listFeed(context.db, { viewerId: context.user?.id ?? null, sort });
  return {
    path,
    feed: packPage(feed),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, [words]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

export default function SortedFeed({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("discovery");
  const { path, feed, now } = loaderData;
  return (
    <DiscoveryFeedPage
      path={path}
      description={t(SORTED_FEEDS[path].description)}
      feed={feed}
      now={now}
      pageUrl={`/feed?sort=${SORTED_FEEDS[path].sort}`}
    />
  );
}
