import { listBookmarked } from "@worker/services/discovery";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/bookmarked";

export const handle = { title: "Bookmarked" };

export const meta: Route.MetaFunction = headMeta("/bookmarked");

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  const words = pageMessages("yours", context.locale);
  if (!user) return { signedIn: false as const, pageMessages: words };
  const feed = await listBookmarked(context.db, user.id, null);
  return { signedIn: true as const, feed, now: Date.now(), pageMessages: words };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints you saved from the card menu, most recently saved first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("yours");
  return (
    <DiscoveryFeedPage
      path="/bookmarked"
      title={t("nav:/bookmarked")}
      description={t("bookmarked.description")}
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl="/feed?list=bookmarked"
      empty={{
        title: t("bookmarked.emptyTitle"),
        text: t("bookmarked.emptyText"),
      }}
      signIn={t("bookmarked.signIn")}
      signInLinks={{ login: t("yours.login"), register: t("yours.register") }}
    />
  );
}
