import { moneyReturnedOnSite } from "@worker/services/companies/figures";
import { listFeed } from "@worker/services/complaints/feed";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { packPage } from "~/lib/card-wire.server";
import { FEEDS_HEADS } from "~/lib/heads/feeds";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/resolved";

export const handle = { title: "Resolved" };

export const meta: Route.MetaFunction = headMeta(FEEDS_HEADS, "/resolved");

export async function loader({ context }: Route.LoaderArgs) {
  const [feed, moneyReturned] = await Promise.all([
    listFeed(context.db, {
      viewerId: context.user?.id ?? null,
      confirmedResolved: true,
      sort: "recently_resolved",
    }),
    moneyReturnedOnSite(context.db),
  ]);
  return {
    feed: packPage(feed),
    moneyReturned,
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["resolved."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints the complainant confirmed as resolved by the company, most recently resolved first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, rich, money } = usePageMessages("discovery");
  return (
    <DiscoveryFeedPage
      path="/resolved"
      description={t("resolved.description")}
      feed={loaderData.feed}
      now={loaderData.now}
      pageUrl="/feed?resolved=1&sort=recently_resolved"
      empty={{
        title: t("resolved.emptyTitle"),
        text: t("resolved.emptyText"),
      }}
    >
      <p className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-950">
        <span className="font-semibold">{t("resolved.moneyLabel")}</span>
        <span data-testid="site-money-returned">
          {loaderData.moneyReturned.length === 0
            ? t("resolved.noMoneyYet")
            : loaderData.moneyReturned
                .map((sum) => money(sum.amountMinor, sum.currency))
                .join(" · ")}
        </span>
        <span className="text-green-900">
          {" "}
          {rich("resolved.moneyNote", {
            link: (
              <a href="/methodology#money-returned" className="underline">
                {t("resolved.howCounted")}
              </a>
            ),
          })}
        </span>
      </p>
    </DiscoveryFeedPage>
  );
}
