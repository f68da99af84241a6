import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/by-friends";

export const handle = { title: "By Friends" };

export const meta: Route.MetaFunction = headMeta("/by-friends");

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  const words = pageMessages("discovery", context.locale, ["byFriends.", "disc."]);
  if (!user) return { signedIn: false as const, pageMessages: words };
  const feed = await listFeed(context.db, { viewerId: user.id, following: true });
  return { signedIn: true as const, feed, now: Date.now(), pageMessages: words };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints from the people and companies you follow, newest first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("discovery");
  return (
    <DiscoveryFeedPage
      path="/by-friends"
      description={t("byFriends.description")}
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl="/feed?feed=following"
      empty={{
        title: t("home.followingEmptyTitle"),
        text: t("home.followingEmptyText"),
      }}
      signIn={t("byFriends.signIn")}
      signInLinks={{ login: t("disc.login"), register: t("disc.register") }}
    />
  );
}
