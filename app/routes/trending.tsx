import { TRENDING_WINDOW_DAYS } from "@shared/discovery-options";
import { listTrending, rankCursorIn } from "@worker/services/discovery";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader } from "~/components/discovery/discovery-header";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/trending";

export const handle = { title: "Trending" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Trending complaints",
    description:
      "Complaints ranked by recent engagement: ucks, comments and shares, weighted towards the newest.",
    path: "/trending",
    keywords: ["trending complaints", "hot complaints", "consumer complaints today"],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const feed = await listTrending(context.db, {
    viewerId: context.user?.id ?? null,
    cursor: rankCursorIn(new URL(request.url).searchParams),
    now: Date.now(),
  });
  return { feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints of the last two weeks by a time-decayed engagement score. */
export default function Trending({ loaderData }: Route.ComponentProps) {
  const { feed, now } = loaderData;
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/trending">
        <details className="rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium">How trending is calculated</summary>
          <div className="mt-2 space-y-2 text-neutral-700">
            <p>Each complaint filed in the last {TRENDING_WINDOW_DAYS} days gets a score:</p>
            <p
              className="rounded bg-neutral-50 px-3 py-2 font-mono text-xs"
              data-testid="trending-formula"
            >
              score = (ucks + 2 × comments + 3 × shares) ÷ (age in hours + 2)^1.5
            </p>
            <p>
              Comments and shares count more than ucks because they take more effort. Dividing by
              the age makes fresh activity outrank old totals: a complaint from yesterday needs many
              times the engagement of one from this morning to rank above it.
            </p>
            <p>
              Ucks, comments and shares from accounts less than a day old, from many accounts on one
              network address at once, or shared without an account count here a day after they were
              given. The complaint shows them at once.
            </p>
          </div>
        </details>
      </DiscoveryHeader>
      <ComplaintFeed
        key={feed.items[0]?.id ?? "empty"}
        initial={feed}
        now={now}
        pageUrl="/feed?list=trending"
        empty={{
          title: "Nothing is trending yet",
          text: `Complaints filed in the last ${TRENDING_WINDOW_DAYS} days show here as they get ucks, comments and shares.`,
        }}
      />
    </main>
  );
}
