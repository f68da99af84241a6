import { listBookmarked } from "@worker/services/discovery";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/bookmarked";

export const handle = { title: "Bookmarked" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Bookmarked",
    description: "Complaints you saved from the card menu, most recently saved first.",
    path: "/bookmarked",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false as const };
  const feed = await listBookmarked(context.db, user.id, null);
  return { signedIn: true as const, feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints you saved from the card menu, most recently saved first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/bookmarked"
      description="Complaints you saved from the card menu, most recently saved first."
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl="/feed?list=bookmarked"
      empty={{
        title: "Nothing saved yet",
        text: "Choose Save in a complaint\u2019s menu to keep it here.",
      }}
      signIn="Please sign in to see the complaints you saved."
    />
  );
}
