import { companyPath } from "@shared/company-path";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { Avatar } from "../../components/avatar";
import { CompanyLogo } from "../../components/complaint/company-logo";
import { UnblockButton, useUnblockToast } from "../../components/profile/unblock-button";
import { ListPanel } from "./list-panel";

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

/** A person's or company's row: a card of its own. */
export const ROW = "flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3";
const rowClass = `${ROW} hover:bg-neutral-50`;

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
      <ListPanel
        id="following-companies"
        heading={t("following.companies", { count: companies.length })}
        empty={t("following.noCompanies")}
        items={companies}
        row={(company) => (
          <Link to={companyPath(company.slug)} className={rowClass}>
            <CompanyLogo
              name={company.name}
              domain={company.domain}
              logo={company.logo}
              size={32}
            />
            <span className="font-medium">{company.name}</span>
          </Link>
        )}
      />
      <ListPanel
        id="following-people"
        heading={t("following.people", { count: people.length })}
        empty={t("following.noPeople")}
        items={people}
        row={(person) => (
          <Link to={`/u/${person.username}`} className={rowClass}>
            <Avatar name={person.fullName} src={person.avatarUrl} size={32} />
            <span className="font-medium">{person.fullName}</span>
            <span className="text-sm text-neutral-600">@{person.username}</span>
          </Link>
        )}
      />
      <ListPanel
        id="blocked-people"
        className="space-y-2 md:col-span-2"
        heading={t("following.blocked", { count: blocked.length })}
        empty={t("following.noBlocked")}
        items={blocked}
        listTestId="blocked-list"
        rowClassName={ROW}
        row={(person) => (
          <>
            <Link to={`/u/${person.username}`} className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar name={person.fullName} src={person.avatarUrl} size={32} />
              <span className="truncate font-medium">{person.fullName}</span>
              <span className="truncate text-sm text-neutral-600">@{person.username}</span>
            </Link>
            <UnblockButton userId={person.id} name={person.fullName} />
          </>
        )}
      />
    </div>
  );
}
