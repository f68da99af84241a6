import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/most-commented";

export const handle = { title: "Most Commented" };

export const meta: Route.MetaFunction = headMeta("/most-commented");

export async function loader({ context }: Route.LoaderArgs) {
  const feed = await listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    sort: "most_commented",
  });
  return {
    feed,
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["mostCommented."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints with the most comments from the UCK community, most first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("discovery");
  return (
    <DiscoveryFeedPage
      path="/most-commented"
      description={t("mostCommented.description")}
      feed={loaderData.feed}
      now={loaderData.now}
      pageUrl="/feed?sort=most_commented"
    />
  );
}
