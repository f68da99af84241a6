import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/by-friends";

export const handle = { title: "By Friends" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "By Friends",
    description: "Complaints from the people and companies you follow, newest first.",
    path: "/by-friends",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false as const };
  const feed = await listFeed(context.db, { viewerId: user.id, following: true });
  return { signedIn: true as const, feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints from the people and companies you follow, newest first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/by-friends"
      description="Complaints from the people and companies you follow, newest first."
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl="/feed?feed=following"
      empty={{
        title: "No complaints found",
        text: "Start following companies or users to see their complaints here!",
      }}
      signIn="Please sign in to see complaints from the people and companies you follow."
    />
  );
}
