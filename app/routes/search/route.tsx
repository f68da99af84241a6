import {
  complaintCompanyFacets,
  isSearchable,
  SEARCH_PAGE_SIZE,
  SearchParamsSchema,
  searchComplaints,
} from "@worker/services/search";
import { searchCompanies } from "@worker/services/search-companies";
import { Link, useNavigation } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { Panel } from "~/components/ui/panel";
import { fill as fillIn } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { pageMeta, rootMessage, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { CompanyResults } from "./company-results";
import { ComplaintResults } from "./complaint-results";
import { SearchForm } from "./search-form";

export const handle = { title: "Search" };

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta(matches, {
    title: data?.q
      ? fillIn(wordsOf(data.pageMessages)["search.metaTitleQuery"], { q: data.q })
      : (rootMessage(matches, "nav:/search") ?? SITE_NAME),
    description:
      wordsOf(data?.pageMessages)["search.metaDescription"] ??
      "Search public complaints and the companies they are about on UCK.",
    path: "/search",
    keywords: ["search complaints", "company complaints search"],
    // The bare page may be indexed; result pages are endless and say nothing new.
    noindex: location.search !== "",
  });

/**
 * GET /search?q=…[&status=…][&company=slug][&page=n]. Page 1 also finds companies and the
 * company filter's options; later pages ("Load more") only the complaints.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = SearchParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = Date.now();
  const offset = (params.page - 1) * SEARCH_PAGE_SIZE;
  const words = pageMessages("search", context.locale);
  if (!isSearchable(params.q)) {
    return {
      ...params,
      offset,
      now,
      complaints: null,
      companies: [],
      facets: [],
      pageMessages: words,
    };
  }
  const filters = { query: params.q, status: params.status, viewerId: context.user?.id ?? null };
  const firstPage = params.page === 1;
  const [complaints, companies, facets] = await Promise.all([
    searchComplaints(context.db, { ...filters, companySlug: params.company, page: params.page }),
    firstPage ? searchCompanies(context.db, params.q) : [],
    firstPage ? complaintCompanyFacets(context.db, filters) : [],
  ]);
  return { ...params, offset, now, complaints, companies, facets, pageMessages: words };
}

function searchHref(q: string, status?: string, company?: string, page?: number) {
  const params = new URLSearchParams({ q });
  if (status) params.set("status", status);
  if (company) params.set("company", company);
  if (page && page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div
      className="rounded-lg border border-dashed border-neutral-300 p-8 text-center"
      data-testid="search-empty"
    >
      <p className="font-semibold text-neutral-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-neutral-600">{children}</div> : null}
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, status, company, page, offset, now, complaints, companies, facets } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const filtered = status !== undefined || company !== undefined;
  const { t, number } = usePageMessages("search");
  // Phones show found companies above the complaints, and "none found" below them.
  const companySection = (
    <Panel
      id="company-results"
      className="lg:col-start-2 lg:row-start-1"
      headingClassName="mb-3 text-lg font-semibold"
      heading={t("search.companies", { count: number(companies.length) })}
    >
      <CompanyResults companies={companies} q={q} />
    </Panel>
  );

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageHeading className="mb-4 text-2xl font-bold">{t("nav:/search")}</PageHeading>
      <SearchForm q={q} status={status} company={company} facets={facets} />
      {searching ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-neutral-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-neutral-300 border-t-brand-500 motion-reduce:animate-none"
          />
          {t("search.searching")}
        </p>
      ) : null}

      {complaints === null ? (
        <div className="mt-6">
          <EmptyState title={t("search.tooShort")}>{t("search.tooShortText")}</EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {page === 1 && companies.length > 0 ? companySection : null}
          <Panel
            id="complaint-results"
            className="lg:col-start-1 lg:row-start-1"
            headingClassName="mb-3 text-lg font-semibold"
            heading={t("search.complaints", { count: number(complaints.total) })}
          >
            {page > 1 ? (
              <p className="mb-3 text-sm text-neutral-600">
                {t("search.pageOf", { page: number(page) })}{" "}
                <Link to={searchHref(q, status, company)} className="font-medium underline">
                  {t("search.firstPage")}
                </Link>
              </p>
            ) : null}
            {complaints.items.length === 0 ? (
              <EmptyState title={t("search.noComplaints", { q })}>
                <p>{filtered ? t("search.noneFiltered") : t("search.noneHint")}</p>
                {filtered ? (
                  <Link to={searchHref(q)} className="mt-2 inline-block font-medium underline">
                    {t("search.allComplaints")}
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <ComplaintResults
                // A new search or filter starts again from its own first page.
                key={searchHref(q, status, company, page)}
                initial={complaints}
                offset={offset}
                pageHref={(next) => searchHref(q, status, company, next)}
                now={now}
              />
            )}
          </Panel>
          {page === 1 && companies.length === 0 ? companySection : null}
        </div>
      )}
    </main>
  );
}
