import { companySlug as slugify } from "@shared/slug";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { industryCounts } from "@worker/services/discovery-facets";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { fill as fillIn, useI18n } from "~/i18n/i18n";
import { sayIndustry } from "~/i18n/industry";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { say } from "~/i18n/say.server";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/by-industry";

export const handle = { title: "By Industry" };

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageMeta(matches, {
    title: loaded?.industry
      ? fillIn(wordsOf(loaded.pageMessages)["byIndustry.metaTitle"], {
          industry: loaded.industryName ?? loaded.industry,
        })
      : "By Industry",
    description:
      wordsOf(loaded?.pageMessages)["byIndustry.description"] ??
      "Complaints grouped by the industry of the company they are about.",
    path: loaded?.industry ? `/by-industry?industry=${slugify(loaded.industry)}` : "/by-industry",
    keywords: [
      "complaints by industry",
      ...(loaded?.industries.slice(0, 8).map((entry) => entry.industry) ?? []),
    ],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("industry") ?? "";
  const industries = await industryCounts(context.db);
  const industry =
    industries.find((entry) => slugify(entry.industry) === wanted)?.industry ??
    industries[0]?.industry ??
    null;
  const feed = industry
    ? await listFeed(context.db, {
        viewerId: context.user?.id ?? null,
        industry,
        cursor: feedCursorIn(new URL(request.url).searchParams),
      })
    : { items: [], nextCursor: null };
  return {
    industries,
    industry,
    // The <title>'s industry in the page's language (meta functions see only loader data).
    industryName: industry ? sayIndustry((key) => say(context.locale, key), industry) : null,
    feed: packPage(feed),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["byIndustry."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** Complaints by the industry of their company (companies_industry_idx). */
export default function ByIndustry({ loaderData }: Route.ComponentProps) {
  const { industries, industry, feed, now } = loaderData;
  const current = industries.find((entry) => entry.industry === industry);
  const { t, plural, number } = usePageMessages("discovery");
  const { t: rootT } = useI18n();
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/by-industry" description={t("byIndustry.description")}>
        <FilterChips
          label={t("byIndustry.industries")}
          options={industries.map((entry) => ({
            key: entry.industry,
            label: sayIndustry(rootT, entry.industry),
            count: entry.complaints,
            to: `/by-industry?industry=${slugify(entry.industry)}`,
            active: entry.industry === industry,
          }))}
        />
      </DiscoveryHeader>
      {current ? (
        <h2 className="text-lg font-semibold">
          {sayIndustry(rootT, current.industry)}{" "}
          <span className="text-sm font-normal text-neutral-600">
            {plural("byIndustry.companies", current.companies)},{" "}
            {t("byIndustry.complaints", { count: number(current.complaints) })}
          </span>
        </h2>
      ) : null}
      <ComplaintFeed
        key={`${industry}-${unpackCards(feed.items)[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?industry=${encodeURIComponent(industry ?? "")}`}
        empty={{ title: t("byIndustry.emptyTitle") }}
      />
    </main>
  );
}
