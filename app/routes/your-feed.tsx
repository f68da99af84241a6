import { listFeed } from "@worker/services/complaints/feed";
import { listBookmarked } from "@worker/services/discovery";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { type SectionKey, usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { packPage } from "~/lib/card-wire.server";
import { FEEDS_HEADS } from "~/lib/heads/feeds";
import { pageMeta } from "~/lib/meta";
import { headOf } from "~/lib/page-heads";
import type { MessageKey } from "../../shared/messages/en/root";
import type { Route } from "./+types/your-feed";

type Key = SectionKey<"yours"> | SectionKey<"discovery"> | MessageKey;

/**
 * The lists of the signed-in visitor's own: one page at three addresses (app/routes.ts), each
 * with its words; a visitor who is not signed in is asked to sign in. The top bar names each by
 * its navigation label.
 */
const YOUR_FEEDS = {
  "/bookmarked": {
    title: "nav:/bookmarked",
    description: "bookmarked.description",
    empty: ["bookmarked.emptyTitle", "bookmarked.emptyText"],
    signIn: "bookmarked.signIn",
    links: ["yours.login", "yours.register"],
  },
  "/my-complaints": {
    title: "nav:/my-complaints",
    description: "myComplaints.description",
    empty: ["myComplaints.emptyTitle", "myComplaints.emptyText"],
    signIn: "myComplaints.signIn",
    links: ["yours.login", "yours.register"],
  },
  "/by-friends": {
    title: null,
    description: "byFriends.description",
    empty: ["home.followingEmptyTitle", "home.followingEmptyText"],
    signIn: "byFriends.signIn",
    links: ["disc.login", "disc.register"],
  },
} as const satisfies Record<
  string,
  {
    title: Key | null;
    description: Key;
    empty: readonly [Key, Key];
    signIn: Key;
    links: readonly [Key, Key];
  }
>;
type YourPath = keyof typeof YOUR_FEEDS;

const pathOf = (pathname: string): YourPath =>
  (Object.keys(YOUR_FEEDS) as YourPath[]).find((path) => pathname.endsWith(path)) ??
  "/my-complaints";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, headOf(FEEDS_HEADS, loaderData?.path ?? pathOf(location.pathname), loaderData));

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(new URL(request.url).pathname);
  const user = context.user;
  const words =
    path === "/by-friends"
      ? pageMessages("discovery", context.locale, ["byFriends.", "disc."])
      : pageMessages("yours", context.locale);
  if (!user) return { path, signedIn: false as const, pageMessages: words };
  const feed =
    path === "/bookmarked"
      ? await listBookmarked(context.db, user.id, null)
      : path === "/by-friends"
        ? await listFeed(context.db, { viewerId: user.id, following: true })
        : await listFeed(context.db, { viewerId: user.id, userId: user.id });
  return {
    path,
    signedIn: true as const,
    feed: packPage(feed),
    userId: user.id,
    now: Date.now(),
    pageMessages: words,
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Where "Show More" reads the next cards of each list. */
const pageUrl = (path: YourPath, userId: string) =>
  path === "/bookmarked"
    ? "/feed?list=bookmarked"
    : path === "/by-friends"
      ? "/feed?feed=following"
      : `/feed?user=${userId}`;

export default function YourFeed({ loaderData }: Route.ComponentProps) {
  // One of the two sections, as the loader sent it; each key is of the section its path loads.
  const { t: say } = usePageMessages("yours", "discovery");
  const t = say as (key: Key) => string;
  const { path } = loaderData;
  const page = YOUR_FEEDS[path];
  return (
    <DiscoveryFeedPage
      path={path}
      title={page.title ? t(page.title) : undefined}
      description={t(page.description)}
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl={pageUrl(path, loaderData.signedIn ? loaderData.userId : "")}
      empty={{ title: t(page.empty[0]), text: t(page.empty[1]) }}
      signIn={t(page.signIn)}
      signInLinks={{ login: t(page.links[0]), register: t(page.links[1]) }}
    />
  );
}
