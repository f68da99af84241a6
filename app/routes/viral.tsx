import { VIRAL_WINDOWS, type ViralWindow } from "@shared/discovery-options";
import { listViral, rankCursorIn } from "@worker/services/discovery";
import { z } from "zod";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { DISCOVERY_HEADS } from "~/lib/heads/discovery";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/viral";

export const handle = { title: "Viral" };

const WINDOW_LABELS = { "24h": "disc.last24h", "7d": "disc.last7d" } as const satisfies Record<
  ViralWindow,
  string
>;
const WindowParam = z
  .enum(Object.keys(VIRAL_WINDOWS) as [ViralWindow, ...ViralWindow[]])
  .catch("24h");

export const meta: Route.MetaFunction = headMeta(DISCOVERY_HEADS, "/viral");

export async function loader({ request, context }: Route.LoaderArgs) {
  const window = WindowParam.parse(new URL(request.url).searchParams.get("window") ?? undefined);
  const feed = await listViral(context.db, {
    viewerId: context.user?.id ?? null,
    window,
    cursor: rankCursorIn(new URL(request.url).searchParams),
    now: Date.now(),
  });
  return {
    window,
    feed: packPage(feed),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["viral.", "disc."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints by ucks gained per hour in the window (ucks_ranked_idx, docs/decisions/028). */
export default function Viral({ loaderData }: Route.ComponentProps) {
  const { window, feed, now } = loaderData;
  const { t } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/viral" description={t("viral.description")}>
        <FilterChips
          label={t("disc.timeWindow")}
          options={(Object.keys(WINDOW_LABELS) as ViralWindow[]).map((key) => ({
            key,
            label: t(WINDOW_LABELS[key]),
            to: `/viral?window=${key}`,
            active: key === window,
          }))}
        />
      </DiscoveryHeader>
      <ComplaintFeed
        key={`${window}-${unpackCards(feed.items)[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?list=viral&window=${window}`}
        empty={{
          title: t("viral.emptyTitle"),
          text: t("viral.emptyText"),
        }}
      />
    </main>
  );
}
