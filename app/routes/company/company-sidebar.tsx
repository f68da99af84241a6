import { companyPath } from "@shared/company-path";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { BadgeEmbed } from "./badge-embed";
import { ClaimPanel, type PendingClaim } from "./claim-panel";
import { ComplaintsAddressPanel } from "./complaints-address-panel";

const card = "rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm";

/**
 * What a visitor can do about the page: claim it (unclaimed pages) or, for its members, the
 * month's response quota. It heads the side column, which comes before the complaint list where
 * the page is narrow (the action is not buried under ten cards).
 */
export function CompanyManagement({
  company,
  pendingClaim,
  member,
}: {
  company: { name: string; slug: string; domain: string | null; claimed: boolean };
  pendingClaim: PendingClaim;
  /** The viewer's response quota when they manage the page (null = unlimited). */
  member: { quota: number | null; remaining: number | null } | null;
}) {
  const { t, locale, number } = usePageMessages("company");
  if (company.claimed && !member) return null;
  const count = (value: number | null) =>
    locale === DEFAULT_LOCALE ? String(value) : number(value ?? 0);
  return (
    <div className="space-y-4">
      {!company.claimed ? <ClaimPanel company={company} pending={pendingClaim} /> : null}
      {!company.claimed ? <ComplaintsAddressPanel company={company} /> : null}
      {member ? (
        <section
          className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm"
          data-testid="member-panel"
        >
          <h2 className="font-semibold text-green-900">{t("manage.heading")}</h2>
          <p className="text-green-900">
            {member.quota === null
              ? t("manage.unlimited")
              : t("manage.remaining", {
                  remaining: count(member.remaining),
                  quota: count(member.quota),
                })}
          </p>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The company page's side column: About, the trending issues and the badge to embed. Where the
 * page is one column but wide enough (a tablet), About and the trending issues sit side by side
 * above the badge.
 */
export function CompanySidebar({
  company,
  trendingIssues,
  pledged = false,
  years = [],
}: {
  company: {
    name: string;
    slug: string;
    description: string | null;
    ceo: string | null;
    ceoTitle: string | null;
  };
  trendingIssues: { category: string; count: number }[];
  pledged?: boolean;
  /** Its years in the archive (decision 049), newest first: the link opens the newest. */
  years?: { year: number; complaints: number }[];
}) {
  const { t, has } = usePageMessages("company");
  // figures.ts's keyword groups by their English name; a group without words stays as named.
  const issue = (category: string) => {
    const key = `trending.${category}` as "trending.Other";
    return has(key) ? t(key) : category;
  };
  return (
    <aside
      aria-label={t("about.label", { company: company.name })}
      className="grid min-w-0 items-start gap-4 @xl:grid-cols-2 @4xl:grid-cols-1"
    >
      <Panel
        id="about-heading"
        className={card}
        headingClassName="mb-2 font-semibold"
        heading={t("about.heading")}
      >
        <p className="text-neutral-700">
          {company.description ?? t("about.noDescription", { company: company.name })}
        </p>
        {company.ceo ? (
          <p className="mt-2 text-neutral-600">
            {/* The title as the page's structured data names it (jobTitle). */}
            {company.ceoTitle ?? t("about.ceo")}: <span className="font-medium">{company.ceo}</span>
          </p>
        ) : null}
        {years[0] ? (
          <Link
            to={`${companyPath(company.slug)}/${years[0].year}`}
            className="mt-2 block text-brand-600 hover:underline"
            data-testid="company-archive-years"
          >
            {t("company.archiveYears")}
          </Link>
        ) : null}
      </Panel>
      <Panel
        id="trending-heading"
        className={card}
        headingClassName="mb-2 font-semibold"
        heading={t("trending.heading")}
      >
        {trendingIssues.length === 0 ? (
          <p className="text-neutral-600">{t("trending.none")}</p>
        ) : (
          <ul className="space-y-1">
            {trendingIssues.map((entry) => (
              <li key={entry.category} className="flex justify-between gap-2">
                <span>{issue(entry.category)}</span>
                <span className="font-semibold">{entry.count}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <BadgeEmbed company={company} pledged={pledged} className="@xl:col-span-2 @4xl:col-span-1" />
    </aside>
  );
}
