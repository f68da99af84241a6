import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resolved";

export const handle = { title: "Resolved" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Resolved",
    description:
      "Complaints the complainant confirmed as resolved by the company, most recently resolved first.",
    path: "/resolved",
    keywords: ["resolved complaints", "company responses", "customer service wins"],
  });

export async function loader({ context }: Route.LoaderArgs) {
  const feed = await listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    confirmedResolved: true,
    sort: "recently_resolved",
  });
  return { feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints the complainant confirmed as resolved by the company, most recently resolved first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/resolved"
      description="Complaints the complainant confirmed as resolved by the company, most recently resolved first."
      feed={loaderData.feed}
      now={loaderData.now}
      pageUrl="/feed?resolved=1&sort=recently_resolved"
      empty={{
        title: "No resolved complaints yet",
        text: "When a complainant confirms that a company fixed their problem, it shows here.",
      }}
    />
  );
}
