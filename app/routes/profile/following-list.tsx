import { companyPath } from "@shared/company-path";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { Avatar } from "../../components/avatar";
import { CompanyLogo } from "../../components/complaint/company-logo";
import { UnblockButton, useUnblockToast } from "../../components/profile/unblock-button";

type FollowedCompany = {
  id: string;
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
};
type FollowedPerson = {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
};

const rowClass =
  "flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3 hover:bg-neutral-50";

/**
 * The Following tab: companies (to their pages), people (to their public pages), and the people
 * blocked from a card's menu, each with Unblock.
 */
export function FollowingList({
  companies,
  people,
  blocked,
}: {
  companies: FollowedCompany[];
  people: FollowedPerson[];
  blocked: FollowedPerson[];
}) {
  useUnblockToast();
  const { t } = usePageMessages("profile");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Panel
        id="following-companies"
        className="space-y-2"
        heading={t("following.companies", { count: companies.length })}
      >
        {companies.length === 0 ? (
          <p className="text-sm text-neutral-600">{t("following.noCompanies")}</p>
        ) : (
          <ul className="space-y-2">
            {companies.map((company) => (
              <li key={company.id}>
                <Link to={companyPath(company.slug)} className={rowClass}>
                  <CompanyLogo
                    name={company.name}
                    domain={company.domain}
                    logo={company.logo}
                    size={32}
                  />
                  <span className="font-medium">{company.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        id="following-people"
        className="space-y-2"
        heading={t("following.people", { count: people.length })}
      >
        {people.length === 0 ? (
          <p className="text-sm text-neutral-600">{t("following.noPeople")}</p>
        ) : (
          <ul className="space-y-2">
            {people.map((person) => (
              <li key={person.id}>
                <Link to={`/u/${person.username}`} className={rowClass}>
                  <Avatar name={person.fullName} src={person.avatarUrl} size={32} />
                  <span className="font-medium">{person.fullName}</span>
                  <span className="text-sm text-neutral-600">@{person.username}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        id="blocked-people"
        className="space-y-2 md:col-span-2"
        heading={t("following.blocked", { count: blocked.length })}
      >
        {blocked.length === 0 ? (
          <p className="text-sm text-neutral-600">{t("following.noBlocked")}</p>
        ) : (
          <ul className="space-y-2" data-testid="blocked-list">
            {blocked.map((person) => (
              <li
                key={person.id}
                className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3"
              >
                <Link
                  to={`/u/${person.username}`}
                  className="flex min-w-0 flex-1 items-center gap-3"
                >
                  <Avatar name={person.fullName} src={person.avatarUrl} size={32} />
                  <span className="truncate font-medium">{person.fullName}</span>
                  <span className="truncate text-sm text-neutral-600">@{person.username}</span>
                </Link>
                <UnblockButton userId={person.id} name={person.fullName} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
