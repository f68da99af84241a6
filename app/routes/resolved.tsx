import { formatMoney } from "@shared/refunds";
import { listFeed } from "@worker/services/complaints/feed";
import { moneyReturnedOnSite } from "@worker/services/public-api";
import { DiscoveryFeedPage } from "~/components/discovery/feed-page";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resolved";

export const handle = { title: "Resolved" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Resolved",
    description:
      "Complaints the complainant confirmed as resolved by the company, most recently resolved first.",
    path: "/resolved",
    keywords: ["resolved complaints", "company responses", "customer service wins"],
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [feed, moneyReturned] = await Promise.all([
    listFeed(context.db, {
      viewerId: context.user?.id ?? null,
      confirmedResolved: true,
      sort: "recently_resolved",
    }),
    moneyReturnedOnSite(context.db),
  ]);
  return { feed, moneyReturned, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints the complainant confirmed as resolved by the company, most recently resolved first. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DiscoveryFeedPage
      path="/resolved"
      description="Complaints the complainant confirmed as resolved by the company, most recently resolved first."
      feed={loaderData.feed}
      now={loaderData.now}
      pageUrl="/feed?resolved=1&sort=recently_resolved"
      empty={{
        title: "No resolved complaints yet",
        text: "When a complainant confirms that a company fixed their problem, it shows here.",
      }}
    >
      <p className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-950">
        <span className="font-semibold">Money returned through UCK: </span>
        <span data-testid="site-money-returned">
          {loaderData.moneyReturned.length === 0
            ? "none confirmed yet"
            : loaderData.moneyReturned
                .map((sum) => formatMoney(sum.amountMinor, sum.currency))
                .join(" · ")}
        </span>
        <span className="text-green-900">
          {" "}
          (refunds the customers confirmed they received, from accounts not linked to the company;{" "}
          <a href="/methodology#money-returned" className="underline">
            how it is counted
          </a>
          )
        </span>
      </p>
    </DiscoveryFeedPage>
  );
}
