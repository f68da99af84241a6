import { countrySlug } from "@shared/places";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { countryCounts } from "@worker/services/discovery-facets";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/by-country";

export const handle = { title: "By Country" };

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageMeta(matches, {
    title: loaded?.country ? `Complaints in ${loaded.country}` : "By Country",
    description: "Complaints grouped by the country where they happened.",
    path: loaded?.country ? `/by-country?country=${countrySlug(loaded.country)}` : "/by-country",
    keywords: [
      "complaints by country",
      ...(loaded?.countries.slice(0, 8).map((c) => c.country) ?? []),
    ],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("country") ?? "";
  const countries = await countryCounts(context.db);
  // The country asked for, else the one with the most complaints.
  const country =
    countries.find((entry) => countrySlug(entry.country) === wanted)?.country ??
    countries[0]?.country ??
    null;
  const feed = country
    ? await listFeed(context.db, {
        viewerId: context.user?.id ?? null,
        country,
        cursor: feedCursorIn(new URL(request.url).searchParams),
      })
    : { items: [], nextCursor: null };
  return { countries, country, feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints by the country of their location (complaints_country_feed_idx). */
export default function ByCountry({ loaderData }: Route.ComponentProps) {
  const { countries, country, feed, now } = loaderData;
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader
        path="/by-country"
        description="Complaints grouped by the country named in their location."
      >
        <FilterChips
          label="Countries"
          options={countries.map((entry) => ({
            key: entry.country,
            label: entry.country,
            count: entry.complaints,
            to: `/by-country?country=${countrySlug(entry.country)}`,
            active: entry.country === country,
          }))}
        />
      </DiscoveryHeader>
      {country ? <h2 className="text-lg font-semibold">Complaints in {country}</h2> : null}
      <ComplaintFeed
        key={`${country}-${feed.items[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?country=${encodeURIComponent(country ?? "")}`}
        empty={{
          title: "No complaints with a location yet",
          text: "Complaints that name a city or country show here.",
        }}
      />
    </main>
  );
}
