import { companyPath } from "@shared/company-path";
import { COMPLAINED_WINDOWS, type ComplainedWindow } from "@shared/discovery-options";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { listMostComplained } from "@worker/services/discovery";
import { Link } from "react-router";
import { z } from "zod";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { useI18n } from "~/i18n/i18n";
import { sayIndustry } from "~/i18n/industry";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { DISCOVERY_HEADS } from "~/lib/heads/discovery";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/most-complained";

export const handle = { title: "Most Complained" };

const WINDOW_LABELS = {
  "7d": "disc.last7d",
  "30d": "disc.last30d",
  all: "disc.allTime",
} as const satisfies Record<ComplainedWindow, string>;
const WindowParam = z
  .enum(Object.keys(COMPLAINED_WINDOWS) as [ComplainedWindow, ...ComplainedWindow[]])
  .catch("30d");

export const meta: Route.MetaFunction = headMeta(DISCOVERY_HEADS, "/most-complained");

export async function loader({ request, context }: Route.LoaderArgs) {
  const window = WindowParam.parse(new URL(request.url).searchParams.get("window") ?? undefined);
  const companies = await listMostComplained(context.db, window, Date.now());
  return {
    window,
    companies,
    pageMessages: pageMessages("discovery", context.locale, ["mostComplained.", "disc."]),
  };
}

/** Companies ranked by complaints filed in the chosen window, with how many they answered. */
export default function MostComplained({ loaderData }: Route.ComponentProps) {
  const { window, companies } = loaderData;
  const { t, plural, number, locale } = usePageMessages("discovery");
  const { t: rootT } = useI18n();
  // "87%" in English as before; Intl's percent elsewhere ("%87").
  const percent = (rate: number) =>
    locale === DEFAULT_LOCALE ? `${rate}%` : number(rate / 100, { style: "percent" });
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/most-complained" description={t("mostComplained.description")}>
        <FilterChips
          label={t("disc.timeWindow")}
          options={(Object.keys(WINDOW_LABELS) as ComplainedWindow[]).map((key) => ({
            key,
            label: t(WINDOW_LABELS[key]),
            to: `/most-complained?window=${key}`,
            active: key === window,
          }))}
        />
      </DiscoveryHeader>
      {companies.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-8 text-center text-neutral-600">
          {t("mostComplained.empty")}
        </p>
      ) : (
        <ol className="divide-y divide-neutral-100 overflow-hidden rounded-xl border border-neutral-200 bg-white">
          {companies.map((company, index) => {
            const rate = Math.round((company.answered / company.complaints) * 100);
            return (
              <li key={company.id} data-testid="ranked-company">
                <Link
                  to={companyPath(company.slug)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50"
                >
                  <span className="w-6 text-right text-sm font-semibold text-neutral-500 tabular-nums">
                    {index + 1}
                  </span>
                  <CompanyLogo
                    name={company.name}
                    domain={company.domain}
                    logo={company.logo}
                    size={36}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{company.name}</span>
                    <span className="block truncate text-xs text-neutral-600">
                      {company.industry
                        ? sayIndustry(rootT, company.industry)
                        : t("mostComplained.company")}{" "}
                      · {t("mostComplained.answered", { rate: percent(rate) })}
                    </span>
                  </span>
                  <span className="text-right">
                    <span
                      className="block font-bold tabular-nums"
                      data-testid="ranked-company-count"
                    >
                      {number(company.complaints)}
                    </span>
                    <span className="block text-xs text-neutral-600">
                      {plural("disc.complaintsWord", company.complaints)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
