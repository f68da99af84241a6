import { companyYearPath, parseArchiveDate } from "@shared/archive";
import { companyPath } from "@shared/company-path";
import {
  archiveCompany,
  companyArchiveYearsIn,
  companyYearPage,
  firstLiveYear,
} from "@worker/services/archive/archive";
import { companySlugRedirect } from "@worker/services/companies/slugs";
import { data, Link, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/company-year";
import { Crumbs, PagedComplaints } from "./archive-parts";
import { archiveItems } from "./labels.server";
import { archiveDatabases } from "./loaders.server";

export const handle = { title: "Archive", titleKey: "archive.title" };

/**
 * /company/{slug}/{year}?page=N (decision 049): one page of the company's complaints of that year,
 * oldest first, with a direct link to every page. Not a year (/company/x/abc), a year out of range
 * or a page past the last answers 404; a slug in capitals or a former slug redirects, as the
 * company page does. A visit never creates a company.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const date = parseArchiveDate({ year: params.year });
  if (!date) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const lower = params.slug.toLowerCase();
  if (lower !== params.slug)
    throw redirect(`${companyYearPath(lower, date.year)}${url.search}`, 301);
  const company = await archiveCompany(context.db, params.slug);
  if (!company) {
    const moved = await companySlugRedirect(context.db, params.slug);
    if (moved) throw redirect(`${companyYearPath(moved, date.year)}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const page = await companyYearPage(
    archiveDatabases(context),
    company.id,
    date.year,
    url.searchParams.get("page"),
    context.config.archivePageSize,
  );
  if (!page) throw data(null, { status: 404 });
  const [years, movedBefore] = await Promise.all([
    companyArchiveYearsIn(archiveDatabases(context), company.id),
    firstLiveYear(context.archiveDb),
  ]);
  return {
    company: { name: company.name, slug: company.slug },
    year: date.year,
    // The first year still live, when this one was moved to the archive (decision 063).
    movedBefore: movedBefore !== null && date.year < movedBefore ? movedBefore : null,
    // Its other years with complaints, newest first (the company page links the newest).
    otherYears: years.map((row) => row.year).filter((year) => year !== date.year),
    ...archiveItems(page, context.locale),
    pageMessages: pageMessages("discovery", context.locale, ["archive."]),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return errorTitle(matches, "meta.notFound");
  const words = wordsOf(page.pageMessages);
  const values = { company: page.company.name, year: String(page.year) };
  const title = fill(words["archive.companyYearTitle"], values);
  return pageMeta(matches, {
    title:
      page.page > 1
        ? `${title} · ${fill(words["archive.pageOf"], { page: page.page, pages: page.pages })}`
        : title,
    description: fill(words["archive.companyYearDescription"], values),
    path: companyYearPath(page.company.slug, page.year, page.page),
  });
};

export default function CompanyYearPage({ loaderData }: Route.ComponentProps) {
  const { company, year, movedBefore, otherYears, items, count, pages, page } = loaderData;
  const { t } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <Crumbs
        items={[
          {
            to: companyPath(company.slug),
            label: t("archive.companyAll", { company: company.name }),
          },
        ]}
      />
      <PagedComplaints
        title={t("archive.companyYearTitle", { company: company.name, year: String(year) })}
        count={count}
        page={page}
        pages={pages}
        pathOf={(n) => companyYearPath(company.slug, year, n)}
        items={items}
        empty={t("archive.emptyCompanyYear")}
        note={
          movedBefore !== null ? (
            <p className="text-sm text-neutral-600" data-testid="archive-moved-note">
              {t("archive.companyYearMoved", {
                year: String(year),
                company: company.name,
                from: String(movedBefore),
              })}
            </p>
          ) : null
        }
      />
      {otherYears.length > 0 ? (
        <nav aria-label={t("archive.otherYears")} data-testid="company-other-years">
          <h2 className="mb-2 font-semibold">{t("archive.otherYears")}</h2>
          <ul className="flex flex-wrap gap-2 text-sm">
            {otherYears.map((other) => (
              <li key={other}>
                <Link
                  to={companyYearPath(company.slug, other)}
                  className="text-brand-600 hover:underline"
                >
                  {other}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
