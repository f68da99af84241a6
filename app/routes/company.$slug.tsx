import { BadgeCheck, ExternalLink } from "lucide-react";
import { data } from "react-router";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { NotFound } from "~/components/not-found";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { getCompanyBySlug } from "../../worker/services/companies/page";
import { listFeed } from "../../worker/services/complaints/feed";
import type { Route } from "./+types/company.$slug";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [{ title: `${loaded.company.name} complaints · UCK` }]
    : [{ title: "Company not found · UCK" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewerId = context.user?.id ?? null;
  const company = await getCompanyBySlug(context.db, params.slug, viewerId);
  if (!company) throw data(null, { status: 404 });
  const feed = await listFeed(context.db, { viewerId, companyId: company.id });
  return { company, feed, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, feed, now } = loaderData;
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <section className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
        <div className="h-24 bg-gradient-to-r from-brand-500 to-orange-400 sm:h-32" />
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4">
          <div className="-mt-10 rounded-xl bg-white p-1 shadow">
            <CompanyLogo
              name={company.name}
              domain={company.domain}
              logo={company.logo}
              size={72}
            />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              {company.name}
              {company.verified ? (
                <BadgeCheck aria-label="Verified company" className="size-5 text-blue-600" />
              ) : null}
            </h1>
            <p className="text-sm text-neutral-600">
              {company.industry ? `${company.industry} · ` : ""}
              {company.totalComplaints} complaint{company.totalComplaints === 1 ? "" : "s"} ·{" "}
              {company.followers} follower
              {company.followers === 1 ? "" : "s"}
            </p>
          </div>
          {company.website ? (
            <a
              href={company.website}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="inline-flex items-center gap-1 text-sm text-brand-600 hover:underline"
            >
              {company.domain} <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </div>
        {company.description ? (
          <p className="border-t border-neutral-100 px-4 py-3 text-sm text-neutral-700">
            {company.description}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="company-complaints">
        <h2 id="company-complaints" className="mb-4 text-lg font-semibold">
          Complaints ({company.totalComplaints})
        </h2>
        <ComplaintFeed
          key={`${company.id}-${feed.items[0]?.id ?? "empty"}`}
          initial={feed}
          now={now}
          pageUrl={`/feed?company=${company.id}`}
          empty={{
            title: "No complaints found with the selected filters.",
            text: "Be the first to post a complaint!",
          }}
        />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
