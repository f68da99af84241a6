import { companyPath } from "@shared/company-path";
import { COMPLAINED_WINDOWS, type ComplainedWindow } from "@shared/discovery-options";
import { listMostComplained } from "@worker/services/discovery";
import { Link } from "react-router";
import { z } from "zod";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { Num } from "~/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/most-complained";

export const handle = { title: "Most Complained" };

const WINDOW_LABELS: Record<ComplainedWindow, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  all: "All time",
};
const WindowParam = z
  .enum(Object.keys(COMPLAINED_WINDOWS) as [ComplainedWindow, ...ComplainedWindow[]])
  .catch("30d");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Most Complained Companies",
    description:
      "The companies with the most public complaints on UCK in the last 7 days, 30 days or all time.",
    path: "/most-complained",
    keywords: ["most complained companies", "worst customer service", "company complaints"],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const window = WindowParam.parse(new URL(request.url).searchParams.get("window") ?? undefined);
  const companies = await listMostComplained(context.db, window, Date.now());
  return { window, companies };
}

/** Companies ranked by complaints filed in the chosen window, with how many they answered. */
export default function MostComplained({ loaderData }: Route.ComponentProps) {
  const { window, companies } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/most-complained">
        <FilterChips
          label="Time window"
          options={(Object.keys(WINDOW_LABELS) as ComplainedWindow[]).map((key) => ({
            key,
            label: WINDOW_LABELS[key],
            to: `/most-complained?window=${key}`,
            active: key === window,
          }))}
        />
      </DiscoveryHeader>
      {companies.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-8 text-center text-neutral-600">
          No complaints were filed in this period.
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
                      {company.industry ?? "Company"} · answered {rate}%
                    </span>
                  </span>
                  <span className="text-right">
                    <span
                      className="block font-bold tabular-nums"
                      data-testid="ranked-company-count"
                    >
                      <Num value={company.complaints} />
                    </span>
                    <span className="block text-xs text-neutral-600">
                      {company.complaints === 1 ? "complaint" : "complaints"}
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
