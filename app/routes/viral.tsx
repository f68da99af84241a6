import { VIRAL_WINDOWS, type ViralWindow } from "@shared/discovery-options";
import { listViral, rankCursorIn } from "@worker/services/discovery";
import { z } from "zod";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/viral";

export const handle = { title: "Viral" };

const WINDOW_LABELS: Record<ViralWindow, string> = { "24h": "Last 24 hours", "7d": "Last 7 days" };
const WindowParam = z
  .enum(Object.keys(VIRAL_WINDOWS) as [ViralWindow, ...ViralWindow[]])
  .catch("24h");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Viral complaints",
    description: "The complaints gaining ucks fastest right now, by ucks per hour.",
    path: "/viral",
    keywords: ["viral complaints", "fastest growing complaints", "ucks"],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const window = WindowParam.parse(new URL(request.url).searchParams.get("window") ?? undefined);
  const feed = await listViral(context.db, {
    viewerId: context.user?.id ?? null,
    window,
    cursor: rankCursorIn(new URL(request.url).searchParams),
    now: Date.now(),
  });
  return { window, feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints by ucks gained per hour in the window (ucks_ranked_idx, docs/decisions/028). */
export default function Viral({ loaderData }: Route.ComponentProps) {
  const { window, feed, now } = loaderData;
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader
        path="/viral"
        description="The complaints gaining ucks fastest: ucks received in the window, per hour. Ucks from accounts less than a day old, or from many accounts on one network address at once, count a day later."
      >
        <FilterChips
          label="Time window"
          options={(Object.keys(WINDOW_LABELS) as ViralWindow[]).map((key) => ({
            key,
            label: WINDOW_LABELS[key],
            to: `/viral?window=${key}`,
            active: key === window,
          }))}
        />
      </DiscoveryHeader>
      <ComplaintFeed
        key={`${window}-${feed.items[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?list=viral&window=${window}`}
        empty={{
          title: "Nothing is going viral right now",
          text: "Complaints that gain ucks in this window show here.",
        }}
      />
    </main>
  );
}
