import { TRENDING_WINDOW_DAYS } from "@shared/discovery-options";
import { listTrending, rankCursorIn } from "@worker/services/discovery";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader } from "~/components/discovery/discovery-header";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { DISCOVERY_HEADS } from "~/lib/heads/discovery";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/trending";

export const handle = { title: "Trending" };

export const meta: Route.MetaFunction = headMeta(DISCOVERY_HEADS, "/trending");

export async function loader({ request, context }: Route.LoaderArgs) {
  const feed = await listTrending(context.db, {
    viewerId: context.user?.id ?? null,
    cursor: rankCursorIn(new URL(request.url).searchParams),
    now: Date.now(),
  });
  return {
    feed: packPage(feed),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["trending."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints of the last two weeks by a time-decayed engagement score. */
export default function Trending({ loaderData }: Route.ComponentProps) {
  const { feed, now } = loaderData;
  const { t, number } = usePageMessages("discovery");
  const days = number(TRENDING_WINDOW_DAYS);
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/trending" description={t("trending.description")}>
        <details className="rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium">{t("trending.howTitle")}</summary>
          <div className="mt-2 space-y-2 text-neutral-700">
            <p>{t("trending.howScore", { days })}</p>
            <p
              className="rounded bg-neutral-50 px-3 py-2 font-mono text-xs"
              data-testid="trending-formula"
            >
              {t("trending.formula")}
            </p>
            <p>{t("trending.howWeights")}</p>
            <p>{t("trending.howLate")}</p>
          </div>
        </details>
      </DiscoveryHeader>
      <ComplaintFeed
        key={unpackCards(feed.items)[0]?.id ?? "empty"}
        initial={feed}
        now={now}
        pageUrl="/feed?list=trending"
        empty={{
          title: t("trending.emptyTitle"),
          text: t("trending.emptyText", { days }),
        }}
      />
    </main>
  );
}
