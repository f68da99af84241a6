import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/my-complaints";

export const handle = { title: "My Complaints" };

export const meta: Route.MetaFunction = headMeta("/my-complaints");

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  const words = pageMessages("yours", context.locale);
  if (!user) return { signedIn: false as const, pageMessages: words };
  const feed = await listFeed(context.db, { viewerId: user.id, userId: user.id });
  return { signedIn: true as const, feed, userId: user.id, now: Date.now(), pageMessages: words };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Every complaint you filed, newest first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("yours");
  return (
    <DiscoveryFeedPage
      path="/my-complaints"
      title={t("nav:/my-complaints")}
      description={t("myComplaints.description")}
      feed={loaderData.signedIn ? loaderData.feed : null}
      now={loaderData.signedIn ? loaderData.now : 0}
      pageUrl={`/feed?user=${loaderData.signedIn ? loaderData.userId : ""}`}
      empty={{
        title: t("myComplaints.emptyTitle"),
        text: t("myComplaints.emptyText"),
      }}
      signIn={t("myComplaints.signIn")}
      signInLinks={{ login: t("yours.login"), register: t("yours.register") }}
    />
  );
}
