import { countrySlug } from "@shared/places";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { countryCounts } from "@worker/services/discovery-facets";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { fill as fillIn } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/by-country";

export const handle = { title: "By Country" };

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageMeta(matches, {
    title: loaded?.country
      ? fillIn(wordsOf(loaded.pageMessages)["byCountry.heading"], { country: loaded.country })
      : "By Country",
    description:
      wordsOf(loaded?.pageMessages)["byCountry.metaDescription"] ??
      "Complaints grouped by the country where they happened.",
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
  return {
    countries,
    country,
    feed: packPage(feed),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["byCountry."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints by the country of their location (complaints_country_feed_idx). */
export default function ByCountry({ loaderData }: Route.ComponentProps) {
  const { countries, country, feed, now } = loaderData;
  const { t } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/by-country" description={t("byCountry.description")}>
        <FilterChips
          label={t("byCountry.countries")}
          options={countries.map((entry) => ({
            key: entry.country,
            label: entry.country,
            count: entry.complaints,
            to: `/by-country?country=${countrySlug(entry.country)}`,
            active: entry.country === country,
          }))}
        />
      </DiscoveryHeader>
      {country ? (
        <h2 className="text-lg font-semibold">{t("byCountry.heading", { country })}</h2>
      ) : null}
      <ComplaintFeed
        key={`${country}-${unpackCards(feed.items)[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?country=${encodeURIComponent(country ?? "")}`}
        empty={{
          title: t("byCountry.emptyTitle"),
          text: t("byCountry.emptyText"),
        }}
      />
    </main>
  );
}
