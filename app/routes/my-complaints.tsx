import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/my-complaints";

export const handle = { title: "My Complaints" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "My Complaints",
    description: "Every complaint you filed, newest first.",
    path: "/my-complaints",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false as const };
  const feed = await listFeed(context.db, { viewerId: user.id, userId: user.id });
  return { signedIn: true as const, feed, userId: user.id, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Every complaint you filed, newest first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/my-complaints"
      description="Every complaint you filed, newest first."
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl={`/feed?user=${loaderData.signedIn ? loaderData.userId : ""}`}
      empty={{
        title: "No complaints yet",
        text: "File your first complaint and it shows here.",
      }}
      signIn="Please sign in to see the complaints you filed."
    />
  );
}
