import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/most-commented";

export const handle = { title: "Most Commented" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Most Commented",
    description:
      "Complaints with the most comments from the UCK community, most first. Comments from accounts less than a day old, or from many accounts on one network address at once, count in this order a day later.",
    path: "/most-commented",
    keywords: ["most commented complaints", "customer complaints", "discussion"],
  });

export async function loader({ context }: Route.LoaderArgs) {
  const feed = await listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    sort: "most_commented",
  });
  return { feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints with the most comments from the UCK community, most first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/most-commented"
      description="Complaints with the most comments from the UCK community, most first. Comments from accounts less than a day old, or from many accounts on one network address at once, count in this order a day later."
      feed={loaderData.feed}
      now={loaderData.now}
      pageUrl="/feed?sort=most_commented"
    />
  );
}
