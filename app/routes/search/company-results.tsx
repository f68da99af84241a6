import { companyPath } from "@shared/company-path";
import type { CompanyHit } from "@worker/services/search-companies";
import { Link } from "react-router";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { useI18n } from "~/i18n/i18n";
import { sayIndustry } from "~/i18n/industry";
import { usePageMessages } from "~/i18n/page-messages";
import { HighlightedText } from "./highlighted-text";

/** The best-matching companies, each a link to its page. */
export function CompanyResults({ companies, q }: { companies: CompanyHit[]; q: string }) {
  const { t, plural } = usePageMessages("search");
  const { t: rootT } = useI18n();
  if (companies.length === 0) {
    return (
      <p className="text-sm text-neutral-600" data-testid="no-company-results">
        {t("search.noCompanies", { q })}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
      {companies.map((company) => (
        <li key={company.id}>
          <Link
            to={companyPath(company.slug)}
            className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-2.5 hover:border-neutral-300 hover:bg-neutral-50"
            data-testid="company-result"
          >
            <CompanyLogo
              name={company.name}
              domain={company.domain}
              logo={company.logo}
              size={32}
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900">
                <HighlightedText marked={company.markedName} />
              </span>
              <span className="block truncate text-xs text-neutral-600">
                {company.industry ? `${sayIndustry(rootT, company.industry)} · ` : ""}
                {plural("search.companyComplaints", company.complaintCount)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
