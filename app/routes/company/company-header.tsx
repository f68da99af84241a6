import { BadgeCheck, ExternalLink } from "lucide-react";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { FeedLink } from "~/components/complaint/feed-link";
import { useI18n } from "~/i18n/i18n";
import { sayIndustry } from "~/i18n/industry";
import { usePageMessages } from "~/i18n/page-messages";
import { FollowButton } from "../../components/company/follow-button";

export type CompanyHeaderData = {
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
  industry: string | null;
  verified: boolean;
  claimed: boolean;
  followers: number;
  viewerFollows: boolean;
};

/** Banner, logo, name with the verified mark, claimed state, website and the follow button. */
export function CompanyHeader({ company }: { company: CompanyHeaderData }) {
  const { t } = usePageMessages("company");
  const { t: rootT } = useI18n();
  return (
    <section className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
      <div className="h-24 bg-gradient-to-r from-brand-500 to-orange-400 sm:h-32" />
      <div className="flex flex-col gap-3 px-4 pb-4 sm:flex-row sm:items-end sm:gap-4">
        <div className="flex min-w-0 flex-1 items-end gap-4">
          <div className="-mt-10 shrink-0 rounded-xl bg-white p-1 shadow">
            <CompanyLogo
              name={company.name}
              domain={company.domain}
              logo={company.logo}
              size={72}
            />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="flex items-center gap-2 text-2xl font-bold break-words">
              {company.name}
              {company.verified ? (
                <BadgeCheck
                  aria-label={t("company.verified")}
                  className="size-5 shrink-0 text-blue-600"
                />
              ) : null}
            </h1>
            <p className="text-sm text-neutral-600">
              {company.industry ? `${sayIndustry(rootT, company.industry)} · ` : ""}
              {company.claimed ? t("company.claimedPage") : t("company.unclaimedPage")}
            </p>
            <div className="-ml-2 flex flex-wrap items-center gap-x-1">
              {company.domain ? (
                <a
                  href={`https://${company.domain}`}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex min-h-9 items-center gap-1 px-2 text-sm text-brand-600 hover:underline"
                >
                  {company.domain} <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ) : null}
              <FeedLink
                scope={{ kind: "company", slug: company.slug }}
                about={rootT("feedLink.companyAbout", { company: company.name })}
              />
            </div>
          </div>
        </div>
        <FollowButton following={company.viewerFollows} followers={company.followers} />
      </div>
    </section>
  );
}
